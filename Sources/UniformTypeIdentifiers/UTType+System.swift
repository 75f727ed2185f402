// The common system types: their identifiers, names, file extensions, MIME types and
// what each conforms to, as Apple documents them (Uniform Type Identifiers reference).

extension UTType {
  public static let item = UTType(known: "public.item")
  public static let content = UTType(known: "public.content")
  public static let compositeContent = UTType(known: "public.composite-content")
  public static let data = UTType(known: "public.data")
  public static let diskImage = UTType(known: "public.disk-image")
  public static let directory = UTType(known: "public.directory")
  public static let folder = UTType(known: "public.folder")
  public static let volume = UTType(known: "public.volume")
  public static let package = UTType(known: "com.apple.package")
  public static let bundle = UTType(known: "com.apple.bundle")
  public static let application = UTType(known: "com.apple.application")
  public static let applicationBundle = UTType(known: "com.apple.application-bundle")
  public static let executable = UTType(known: "public.executable")
  public static let unixExecutable = UTType(known: "public.unix-executable")
  public static let exe = UTType(known: "com.microsoft.windows-executable")
  public static let symbolicLink = UTType(known: "public.symlink")
  public static let aliasFile = UTType(known: "com.apple.alias-file")
  public static let url = UTType(known: "public.url")
  public static let fileURL = UTType(known: "public.file-url")
  public static let urlBookmarkData = UTType(known: "com.apple.bookmark")
  public static let text = UTType(known: "public.text")
  public static let plainText = UTType(known: "public.plain-text")
  public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
  public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
  public static let utf16ExternalPlainText = UTType(known: "public.utf16-external-plain-text")
  public static let utf8TabSeparatedText = UTType(known: "public.utf8-tab-separated-values-text")
  public static let delimitedText = UTType(known: "public.delimited-values-text")
  public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
  public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
  public static let rtf = UTType(known: "public.rtf")
  public static let html = UTType(known: "public.html")
  public static let xml = UTType(known: "public.xml")
  public static let yaml = UTType(known: "public.yaml")
  public static let css = UTType(known: "public.css")
  public static let json = UTType(known: "public.json")
  public static let propertyList = UTType(known: "com.apple.property-list")
  public static let xmlPropertyList = UTType(known: "com.apple.xml-property-list")
  public static let binaryPropertyList = UTType(known: "com.apple.binary-property-list")
  public static let sourceCode = UTType(known: "public.source-code")
  public static let swiftSource = UTType(known: "public.swift-source")
  public static let cSource = UTType(known: "public.c-source")
  public static let cHeader = UTType(known: "public.c-header")
  public static let cPlusPlusSource = UTType(known: "public.c-plus-plus-source")
  public static let objectiveCSource = UTType(known: "public.objective-c-source")
  public static let script = UTType(known: "public.script")
  public static let shellScript = UTType(known: "public.shell-script")
  public static let pythonScript = UTType(known: "public.python-script")
  public static let javaScript = UTType(known: "com.netscape.javascript-source")
  public static let rubyScript = UTType(known: "public.ruby-script")
  public static let perlScript = UTType(known: "public.perl-script")
  public static let phpScript = UTType(known: "public.php-script")
  public static let assemblyLanguageSource = UTType(known: "public.assembly-source")
  public static let makefile = UTType(known: "public.make-source")
  public static let log = UTType(known: "public.log")
  public static let vCard = UTType(known: "public.vcard")
  public static let contact = UTType(known: "public.contact")
  public static let calendarEvent = UTType(known: "public.calendar-event")
  public static let emailMessage = UTType(known: "public.email-message")
  public static let message = UTType(known: "public.message")
  public static let toDoItem = UTType(known: "public.to-do-item")
  public static let internetLocation = UTType(known: "com.apple.internet-location")
  public static let internetShortcut = UTType(known: "com.microsoft.internet-shortcut")
  public static let image = UTType(known: "public.image")
  public static let png = UTType(known: "public.png")
  public static let jpeg = UTType(known: "public.jpeg")
  public static let gif = UTType(known: "com.compuserve.gif")
  public static let heic = UTType(known: "public.heic")
  public static let heif = UTType(known: "public.heif-standard")
  public static let tiff = UTType(known: "public.tiff")
  public static let bmp = UTType(known: "com.microsoft.bmp")
  public static let ico = UTType(known: "com.microsoft.ico")
  public static let icns = UTType(known: "com.apple.icns")
  public static let svg = UTType(known: "public.svg-image")
  public static let webP = UTType(known: "org.webmproject.webp")
  public static let rawImage = UTType(known: "public.camera-raw-image")
  public static let livePhoto = UTType(known: "com.apple.live-photo")
  public static let threeDContent = UTType(known: "public.3d-content")
  public static let usd = UTType(known: "com.pixar.universal-scene-description")
  public static let usdz = UTType(known: "com.pixar.universal-scene-description-mobile")
  public static let realityFile = UTType(known: "com.apple.reality")
  public static let sceneKitScene = UTType(known: "com.apple.scenekit.scene")
  public static let arReferenceObject = UTType(known: "com.apple.arobject")
  public static let audiovisualContent = UTType(known: "public.audiovisual-content")
  public static let movie = UTType(known: "public.movie")
  public static let video = UTType(known: "public.video")
  public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
  public static let mpeg = UTType(known: "public.mpeg")
  public static let mpeg2Video = UTType(known: "public.mpeg-2-video")
  public static let mpeg2TransportStream = UTType(known: "public.mpeg-2-transport-stream")
  public static let mpeg4Movie = UTType(known: "public.mpeg-4")
  public static let appleProtectedMPEG4Video = UTType(known: "com.apple.protected-mpeg-4-video")
  public static let avi = UTType(known: "public.avi")
  public static let audio = UTType(known: "public.audio")
  public static let mp3 = UTType(known: "public.mp3")
  public static let mpeg4Audio = UTType(known: "public.mpeg-4-audio")
  public static let appleProtectedMPEG4Audio = UTType(known: "com.apple.protected-mpeg-4-audio")
  public static let wav = UTType(known: "com.microsoft.waveform-audio")
  public static let aiff = UTType(known: "public.aiff-audio")
  public static let midi = UTType(known: "public.midi-audio")
  public static let playlist = UTType(known: "public.playlist")
  public static let m3uPlaylist = UTType(known: "public.m3u-playlist")
  public static let pdf = UTType(known: "com.adobe.pdf")
  public static let epub = UTType(known: "org.idpf.epub-container")
  public static let presentation = UTType(known: "public.presentation")
  public static let spreadsheet = UTType(known: "public.spreadsheet")
  public static let font = UTType(known: "public.font")
  public static let archive = UTType(known: "public.archive")
  public static let zip = UTType(known: "public.zip-archive")
  public static let gzip = UTType(known: "org.gnu.gnu-zip-archive")
  public static let bz2 = UTType(known: "public.bzip2-archive")
  public static let appleArchive = UTType(known: "com.apple.archive")
  public static let database = UTType(known: "public.database")
  public static let spotlightImporter = UTType(known: "com.apple.metadata-importer")
  public static let systemPreferencesPane = UTType(known: "com.apple.systempreference.prefpane")
  public static let framework = UTType(known: "com.apple.framework")
  public static let pluginBundle = UTType(known: "com.apple.plugin")
  public static let appExtension = UTType(known: "com.apple.application-and-system-extension")
  public static let x509Certificate = UTType(known: "public.x509-certificate")
  public static let pkcs12 = UTType(known: "com.rsa.pkcs-12")

  struct Entry {
    let identifier: String, name: String, extensions: [String], mimeTypes: [String]
    let parents: [String]
  }

  static let table: [Entry] = [
    Entry(identifier: "public.item", name: "Item", extensions: [], mimeTypes: [],
          parents: []),
    Entry(identifier: "public.content", name: "Content", extensions: [], mimeTypes: [],
          parents: []),
    Entry(identifier: "public.composite-content", name: "Composite content", extensions: [], mimeTypes: [],
          parents: ["public.content"]),
    Entry(identifier: "public.data", name: "Data", extensions: ["bin"], mimeTypes: ["application/octet-stream"],
          parents: ["public.item"]),
    Entry(identifier: "public.disk-image", name: "Disk image", extensions: ["dmg", "iso"], mimeTypes: [],
          parents: ["public.data", "public.archive"]),
    Entry(identifier: "public.directory", name: "Folder", extensions: [], mimeTypes: [],
          parents: ["public.item"]),
    Entry(identifier: "public.folder", name: "Folder", extensions: [], mimeTypes: [],
          parents: ["public.directory"]),
    Entry(identifier: "public.volume", name: "Volume", extensions: [], mimeTypes: [],
          parents: ["public.folder"]),
    Entry(identifier: "com.apple.package", name: "Package", extensions: [], mimeTypes: [],
          parents: ["public.directory"]),
    Entry(identifier: "com.apple.bundle", name: "Bundle", extensions: [], mimeTypes: [],
          parents: ["public.directory"]),
    Entry(identifier: "com.apple.application", name: "Application", extensions: [], mimeTypes: [],
          parents: ["public.item"]),
    Entry(identifier: "com.apple.application-bundle", name: "Application", extensions: ["app"], mimeTypes: [],
          parents: ["com.apple.application", "com.apple.bundle", "com.apple.package"]),
    Entry(identifier: "public.executable", name: "Executable", extensions: [], mimeTypes: [],
          parents: ["public.item"]),
    Entry(identifier: "public.unix-executable", name: "Unix executable", extensions: [], mimeTypes: ["application/x-executable"],
          parents: ["public.data", "public.executable"]),
    Entry(identifier: "com.microsoft.windows-executable", name: "Windows executable", extensions: ["exe"], mimeTypes: ["application/x-msdownload"],
          parents: ["public.data", "public.executable"]),
    Entry(identifier: "public.symlink", name: "Alias", extensions: [], mimeTypes: [],
          parents: ["public.item"]),
    Entry(identifier: "com.apple.alias-file", name: "Alias", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.url", name: "URL", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.file-url", name: "File URL", extensions: [], mimeTypes: [],
          parents: ["public.url"]),
    Entry(identifier: "com.apple.bookmark", name: "Bookmark", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.text", name: "Text", extensions: [], mimeTypes: [],
          parents: ["public.data", "public.content"]),
    Entry(identifier: "public.plain-text", name: "Plain text", extensions: ["txt", "text"], mimeTypes: ["text/plain"],
          parents: ["public.text"]),
    Entry(identifier: "public.utf8-plain-text", name: "Plain text (UTF-8)", extensions: [], mimeTypes: ["text/plain;charset=utf-8"],
          parents: ["public.plain-text"]),
    Entry(identifier: "public.utf16-plain-text", name: "Plain text (UTF-16)", extensions: [], mimeTypes: [],
          parents: ["public.plain-text"]),
    Entry(identifier: "public.utf16-external-plain-text", name: "Plain text (UTF-16)", extensions: [], mimeTypes: [],
          parents: ["public.plain-text"]),
    Entry(identifier: "public.utf8-tab-separated-values-text", name: "Tab-separated text", extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"],
          parents: ["public.delimited-values-text"]),
    Entry(identifier: "public.delimited-values-text", name: "Delimited text", extensions: [], mimeTypes: [],
          parents: ["public.text"]),
    Entry(identifier: "public.comma-separated-values-text", name: "CSV", extensions: ["csv"], mimeTypes: ["text/csv"],
          parents: ["public.delimited-values-text"]),
    Entry(identifier: "public.tab-separated-values-text", name: "Tab-separated text", extensions: [], mimeTypes: [],
          parents: ["public.delimited-values-text"]),
    Entry(identifier: "public.rtf", name: "Rich text", extensions: ["rtf"], mimeTypes: ["text/rtf"],
          parents: ["public.text"]),
    Entry(identifier: "public.html", name: "HTML", extensions: ["html", "htm"], mimeTypes: ["text/html"],
          parents: ["public.text"]),
    Entry(identifier: "public.xml", name: "XML", extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"],
          parents: ["public.text"]),
    Entry(identifier: "public.yaml", name: "YAML", extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"],
          parents: ["public.text"]),
    Entry(identifier: "public.css", name: "CSS", extensions: ["css"], mimeTypes: ["text/css"],
          parents: ["public.text"]),
    Entry(identifier: "public.json", name: "JSON", extensions: ["json"], mimeTypes: ["application/json"],
          parents: ["public.text"]),
    Entry(identifier: "com.apple.property-list", name: "Property list", extensions: ["plist"], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "com.apple.xml-property-list", name: "XML property list", extensions: [], mimeTypes: [],
          parents: ["public.xml", "com.apple.property-list"]),
    Entry(identifier: "com.apple.binary-property-list", name: "Binary property list", extensions: [], mimeTypes: [],
          parents: ["com.apple.property-list"]),
    Entry(identifier: "public.source-code", name: "Source code", extensions: [], mimeTypes: [],
          parents: ["public.plain-text"]),
    Entry(identifier: "public.swift-source", name: "Swift source", extensions: ["swift"], mimeTypes: ["text/x-swift"],
          parents: ["public.source-code"]),
    Entry(identifier: "public.c-source", name: "C source", extensions: ["c"], mimeTypes: ["text/x-c"],
          parents: ["public.source-code"]),
    Entry(identifier: "public.c-header", name: "C header", extensions: ["h"], mimeTypes: [],
          parents: ["public.source-code"]),
    Entry(identifier: "public.c-plus-plus-source", name: "C++ source", extensions: ["cpp", "cc", "cxx"], mimeTypes: [],
          parents: ["public.source-code"]),
    Entry(identifier: "public.objective-c-source", name: "Objective-C source", extensions: ["m"], mimeTypes: [],
          parents: ["public.source-code"]),
    Entry(identifier: "public.script", name: "Script", extensions: [], mimeTypes: [],
          parents: ["public.source-code"]),
    Entry(identifier: "public.shell-script", name: "Shell script", extensions: ["sh", "command"], mimeTypes: ["application/x-sh"],
          parents: ["public.script"]),
    Entry(identifier: "public.python-script", name: "Python script", extensions: ["py"], mimeTypes: ["text/x-python-script"],
          parents: ["public.script"]),
    Entry(identifier: "com.netscape.javascript-source", name: "JavaScript", extensions: ["js", "mjs"], mimeTypes: ["text/javascript"],
          parents: ["public.script"]),
    Entry(identifier: "public.ruby-script", name: "Ruby script", extensions: ["rb"], mimeTypes: ["text/x-ruby-script"],
          parents: ["public.script"]),
    Entry(identifier: "public.perl-script", name: "Perl script", extensions: ["pl", "pm"], mimeTypes: ["text/x-perl-script"],
          parents: ["public.script"]),
    Entry(identifier: "public.php-script", name: "PHP script", extensions: ["php"], mimeTypes: ["text/php"],
          parents: ["public.script"]),
    Entry(identifier: "public.assembly-source", name: "Assembly source", extensions: ["s"], mimeTypes: [],
          parents: ["public.source-code"]),
    Entry(identifier: "public.make-source", name: "Makefile", extensions: [], mimeTypes: [],
          parents: ["public.script"]),
    Entry(identifier: "public.log", name: "Log", extensions: ["log"], mimeTypes: [],
          parents: ["public.text"]),
    Entry(identifier: "public.vcard", name: "vCard", extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"],
          parents: ["public.text"]),
    Entry(identifier: "public.contact", name: "Contact", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.calendar-event", name: "Calendar event", extensions: ["ics"], mimeTypes: ["text/calendar"],
          parents: ["public.item"]),
    Entry(identifier: "public.email-message", name: "Email message", extensions: ["eml"], mimeTypes: ["message/rfc822"],
          parents: ["public.data"]),
    Entry(identifier: "public.message", name: "Message", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.to-do-item", name: "To-do item", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "com.apple.internet-location", name: "Internet location", extensions: ["webloc"], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "com.microsoft.internet-shortcut", name: "Internet shortcut", extensions: ["url"], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.image", name: "Image", extensions: [], mimeTypes: ["image/*"],
          parents: ["public.data", "public.content"]),
    Entry(identifier: "public.png", name: "PNG image", extensions: ["png"], mimeTypes: ["image/png"],
          parents: ["public.image"]),
    Entry(identifier: "public.jpeg", name: "JPEG image", extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"],
          parents: ["public.image"]),
    Entry(identifier: "com.compuserve.gif", name: "GIF image", extensions: ["gif"], mimeTypes: ["image/gif"],
          parents: ["public.image"]),
    Entry(identifier: "public.heic", name: "HEIC image", extensions: ["heic"], mimeTypes: ["image/heic"],
          parents: ["public.heif-standard"]),
    Entry(identifier: "public.heif-standard", name: "HEIF image", extensions: ["heif"], mimeTypes: ["image/heif"],
          parents: ["public.image"]),
    Entry(identifier: "public.tiff", name: "TIFF image", extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"],
          parents: ["public.image"]),
    Entry(identifier: "com.microsoft.bmp", name: "BMP image", extensions: ["bmp"], mimeTypes: ["image/bmp"],
          parents: ["public.image"]),
    Entry(identifier: "com.microsoft.ico", name: "Windows icon", extensions: ["ico"], mimeTypes: ["image/vnd.microsoft.icon"],
          parents: ["public.image"]),
    Entry(identifier: "com.apple.icns", name: "Apple icon", extensions: ["icns"], mimeTypes: [],
          parents: ["public.image"]),
    Entry(identifier: "public.svg-image", name: "SVG image", extensions: ["svg", "svgz"], mimeTypes: ["image/svg+xml"],
          parents: ["public.image", "public.xml"]),
    Entry(identifier: "org.webmproject.webp", name: "WebP image", extensions: ["webp"], mimeTypes: ["image/webp"],
          parents: ["public.image"]),
    Entry(identifier: "public.camera-raw-image", name: "Raw image", extensions: ["dng", "cr2", "nef", "arw"], mimeTypes: [],
          parents: ["public.image"]),
    Entry(identifier: "com.apple.live-photo", name: "Live Photo", extensions: [], mimeTypes: [],
          parents: ["public.content"]),
    Entry(identifier: "public.3d-content", name: "3D content", extensions: [], mimeTypes: [],
          parents: ["public.content"]),
    Entry(identifier: "com.pixar.universal-scene-description", name: "USD", extensions: ["usd", "usda", "usdc"], mimeTypes: [],
          parents: ["public.3d-content", "public.data"]),
    Entry(identifier: "com.pixar.universal-scene-description-mobile", name: "USDZ", extensions: ["usdz"], mimeTypes: ["model/vnd.usdz+zip"],
          parents: ["public.3d-content", "public.archive"]),
    Entry(identifier: "com.apple.reality", name: "Reality file", extensions: ["reality"], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "com.apple.scenekit.scene", name: "SceneKit scene", extensions: ["scn"], mimeTypes: [],
          parents: ["public.3d-content", "public.data"]),
    Entry(identifier: "com.apple.arobject", name: "AR object", extensions: ["arobject"], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.audiovisual-content", name: "Audio and video", extensions: [], mimeTypes: [],
          parents: ["public.data", "public.content"]),
    Entry(identifier: "public.movie", name: "Movie", extensions: [], mimeTypes: ["video/*"],
          parents: ["public.audiovisual-content"]),
    Entry(identifier: "public.video", name: "Video", extensions: [], mimeTypes: ["video/*"],
          parents: ["public.movie"]),
    Entry(identifier: "com.apple.quicktime-movie", name: "QuickTime movie", extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"],
          parents: ["public.movie"]),
    Entry(identifier: "public.mpeg", name: "MPEG movie", extensions: ["mpg", "mpeg"], mimeTypes: ["video/mpeg"],
          parents: ["public.movie"]),
    Entry(identifier: "public.mpeg-2-video", name: "MPEG-2 video", extensions: ["m2v"], mimeTypes: ["video/mpeg2"],
          parents: ["public.movie"]),
    Entry(identifier: "public.mpeg-2-transport-stream", name: "MPEG-2 transport stream", extensions: ["ts"], mimeTypes: ["video/mp2t"],
          parents: ["public.movie"]),
    Entry(identifier: "public.mpeg-4", name: "MPEG-4 movie", extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"],
          parents: ["public.movie"]),
    Entry(identifier: "com.apple.protected-mpeg-4-video", name: "Protected MPEG-4 video", extensions: ["m4p"], mimeTypes: [],
          parents: ["public.movie"]),
    Entry(identifier: "public.avi", name: "AVI movie", extensions: ["avi"], mimeTypes: ["video/avi"],
          parents: ["public.movie"]),
    Entry(identifier: "public.audio", name: "Audio", extensions: [], mimeTypes: ["audio/*"],
          parents: ["public.audiovisual-content"]),
    Entry(identifier: "public.mp3", name: "MP3 audio", extensions: ["mp3"], mimeTypes: ["audio/mpeg"],
          parents: ["public.audio"]),
    Entry(identifier: "public.mpeg-4-audio", name: "MPEG-4 audio", extensions: ["m4a"], mimeTypes: ["audio/mp4"],
          parents: ["public.audio"]),
    Entry(identifier: "com.apple.protected-mpeg-4-audio", name: "Protected MPEG-4 audio", extensions: ["m4b"], mimeTypes: [],
          parents: ["public.audio"]),
    Entry(identifier: "com.microsoft.waveform-audio", name: "WAVE audio", extensions: ["wav", "wave"], mimeTypes: ["audio/wav"],
          parents: ["public.audio"]),
    Entry(identifier: "public.aiff-audio", name: "AIFF audio", extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"],
          parents: ["public.audio"]),
    Entry(identifier: "public.midi-audio", name: "MIDI audio", extensions: ["mid", "midi"], mimeTypes: ["audio/midi"],
          parents: ["public.audio"]),
    Entry(identifier: "public.playlist", name: "Playlist", extensions: [], mimeTypes: [],
          parents: ["public.item"]),
    Entry(identifier: "public.m3u-playlist", name: "M3U playlist", extensions: ["m3u", "m3u8"], mimeTypes: ["audio/mpegurl"],
          parents: ["public.playlist", "public.text"]),
    Entry(identifier: "com.adobe.pdf", name: "PDF document", extensions: ["pdf"], mimeTypes: ["application/pdf"],
          parents: ["public.data", "public.composite-content"]),
    Entry(identifier: "org.idpf.epub-container", name: "EPUB book", extensions: ["epub"], mimeTypes: ["application/epub+zip"],
          parents: ["public.data", "public.composite-content"]),
    Entry(identifier: "public.presentation", name: "Presentation", extensions: [], mimeTypes: [],
          parents: ["public.composite-content"]),
    Entry(identifier: "public.spreadsheet", name: "Spreadsheet", extensions: [], mimeTypes: [],
          parents: ["public.content"]),
    Entry(identifier: "public.font", name: "Font", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.archive", name: "Archive", extensions: [], mimeTypes: [],
          parents: ["public.data"]),
    Entry(identifier: "public.zip-archive", name: "ZIP archive", extensions: ["zip"], mimeTypes: ["application/zip"],
          parents: ["public.archive"]),
    Entry(identifier: "org.gnu.gnu-zip-archive", name: "gzip archive", extensions: ["gz", "gzip"], mimeTypes: ["application/gzip"],
          parents: ["public.archive"]),
    Entry(identifier: "public.bzip2-archive", name: "bzip2 archive", extensions: ["bz2"], mimeTypes: ["application/x-bzip2"],
          parents: ["public.archive"]),
    Entry(identifier: "com.apple.archive", name: "Apple archive", extensions: ["aar"], mimeTypes: [],
          parents: ["public.archive"]),
    Entry(identifier: "public.database", name: "Database", extensions: [], mimeTypes: [],
          parents: ["public.item"]),
    Entry(identifier: "com.apple.metadata-importer", name: "Spotlight importer", extensions: ["mdimporter"], mimeTypes: [],
          parents: ["com.apple.bundle"]),
    Entry(identifier: "com.apple.systempreference.prefpane", name: "Settings pane", extensions: ["prefPane"], mimeTypes: [],
          parents: ["com.apple.bundle"]),
    Entry(identifier: "com.apple.framework", name: "Framework", extensions: ["framework"], mimeTypes: [],
          parents: ["com.apple.bundle"]),
    Entry(identifier: "com.apple.plugin", name: "Plug-in", extensions: ["plugin"], mimeTypes: [],
          parents: ["com.apple.bundle"]),
    Entry(identifier: "com.apple.application-and-system-extension", name: "Extension", extensions: ["appex"], mimeTypes: [],
          parents: ["com.apple.bundle"]),
    Entry(identifier: "public.x509-certificate", name: "Certificate", extensions: ["cer", "crt", "der"], mimeTypes: ["application/x-x509-ca-cert"],
          parents: ["public.data"]),
    Entry(identifier: "com.rsa.pkcs-12", name: "Personal information exchange", extensions: ["p12", "pfx"], mimeTypes: ["application/x-pkcs12"],
          parents: ["public.data"]),
  ]

  static let byIdentifier: [String: Entry] = Dictionary(
    table.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
