// MobileCoreServices on Linux: the type identifier constants of CoreServices' UTCoreTypes.h
// (`kUTTypeImage`, `kUTTypeMovie`, `kUTTypePlainText`, ...) that code written before iOS 14's
// UniformTypeIdentifiers still hands to image pickers, item providers and pasteboards, and the
// UTType functions that go with them (UTTypeFunctions.swift). On iOS the constants are
// `CFString`s, written `kUTTypeImage as String`; Linux's Foundation has no CFString, so here
// `CFString` is `String`, and `kUTTypeImage as String`, `[kUTTypeImage as String]` and
// `String(kUTTypeImage)` compile unchanged. Apple deprecated them all in iOS 15 in favour of
// `UTType`; they are not marked deprecated here, as an app whose deployment target predates
// iOS 15 sees no warning on iOS either. Never imported by Cellshot.
//
// This file: the 128 constants of the iOS 17.4 SDK's UTCoreTypes.h, each the identifier the
// header documents for it, in the header's groups, with the `UTType` that replaces it.

/// A Core Foundation string, as CoreFoundation's `CFString`: on Linux, Swift's `String`.
public typealias CFString = String

// MARK: Abstract base types

/// `public.item`, as `UTType.item`.
public let kUTTypeItem: CFString = "public.item"
/// `public.content`, as `UTType.content`.
public let kUTTypeContent: CFString = "public.content"
/// `public.composite-content`, as `UTType.compositeContent`.
public let kUTTypeCompositeContent: CFString = "public.composite-content"
/// `public.message`, as `UTType.message`.
public let kUTTypeMessage: CFString = "public.message"
/// `public.contact`, as `UTType.contact`.
public let kUTTypeContact: CFString = "public.contact"
/// `public.archive`, as `UTType.archive`.
public let kUTTypeArchive: CFString = "public.archive"
/// `public.disk-image`, as `UTType.diskImage`.
public let kUTTypeDiskImage: CFString = "public.disk-image"

// MARK: Concrete base types

/// `com.apple.alias-record`: obsolete (the Alias Manager), with no `UTType`.
public let kUTTypeAliasRecord: CFString = "com.apple.alias-record"
/// `public.data`, as `UTType.data`.
public let kUTTypeData: CFString = "public.data"
/// `public.directory`, as `UTType.directory`.
public let kUTTypeDirectory: CFString = "public.directory"
/// `com.apple.resolvable`, as `UTType.resolvable`.
public let kUTTypeResolvable: CFString = "com.apple.resolvable"
/// `public.symlink`, as `UTType.symbolicLink`.
public let kUTTypeSymLink: CFString = "public.symlink"
/// `public.executable`, as `UTType.executable`.
public let kUTTypeExecutable: CFString = "public.executable"
/// `com.apple.mount-point`, as `UTType.mountPoint`.
public let kUTTypeMountPoint: CFString = "com.apple.mount-point"
/// `com.apple.alias-file`, as `UTType.aliasFile`.
public let kUTTypeAliasFile: CFString = "com.apple.alias-file"
/// `com.apple.bookmark`, as `UTType.urlBookmarkData`.
public let kUTTypeURLBookmarkData: CFString = "com.apple.bookmark"

// MARK: URL types

/// `public.url`, as `UTType.url`.
public let kUTTypeURL: CFString = "public.url"
/// `public.file-url`, as `UTType.fileURL`.
public let kUTTypeFileURL: CFString = "public.file-url"

// MARK: Text types

/// `public.text`, as `UTType.text`.
public let kUTTypeText: CFString = "public.text"
/// `public.plain-text`, as `UTType.plainText`.
public let kUTTypePlainText: CFString = "public.plain-text"
/// `public.utf8-plain-text`, as `UTType.utf8PlainText`.
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// `public.utf16-external-plain-text`, as `UTType.utf16ExternalPlainText`.
public let kUTTypeUTF16ExternalPlainText: CFString = "public.utf16-external-plain-text"
/// `public.utf16-plain-text`, as `UTType.utf16PlainText`.
public let kUTTypeUTF16PlainText: CFString = "public.utf16-plain-text"
/// `public.delimited-values-text`, as `UTType.delimitedText`.
public let kUTTypeDelimitedText: CFString = "public.delimited-values-text"
/// `public.comma-separated-values-text`, as `UTType.commaSeparatedText`.
public let kUTTypeCommaSeparatedText: CFString = "public.comma-separated-values-text"
/// `public.tab-separated-values-text`, as `UTType.tabSeparatedText`.
public let kUTTypeTabSeparatedText: CFString = "public.tab-separated-values-text"
/// `public.utf8-tab-separated-values-text`, as `UTType.utf8TabSeparatedText`.
public let kUTTypeUTF8TabSeparatedText: CFString = "public.utf8-tab-separated-values-text"
/// `public.rtf`, as `UTType.rtf`.
public let kUTTypeRTF: CFString = "public.rtf"

// MARK: Markup languages

/// `public.html`, as `UTType.html`.
public let kUTTypeHTML: CFString = "public.html"
/// `public.xml`, as `UTType.xml`.
public let kUTTypeXML: CFString = "public.xml"

// MARK: Programming languages

/// `com.sun.java-source`: obsolete (Java), with no `UTType`.
public let kUTTypeJavaSource: CFString = "com.sun.java-source"
/// `public.source-code`, as `UTType.sourceCode`.
public let kUTTypeSourceCode: CFString = "public.source-code"
/// `public.assembly-source`, as `UTType.assemblyLanguageSource`.
public let kUTTypeAssemblyLanguageSource: CFString = "public.assembly-source"
/// `public.c-source`, as `UTType.cSource`.
public let kUTTypeCSource: CFString = "public.c-source"
/// `public.objective-c-source`, as `UTType.objectiveCSource`.
public let kUTTypeObjectiveCSource: CFString = "public.objective-c-source"
/// `public.swift-source`, as `UTType.swiftSource`.
public let kUTTypeSwiftSource: CFString = "public.swift-source"
/// `public.c-plus-plus-source`, as `UTType.cPlusPlusSource`.
public let kUTTypeCPlusPlusSource: CFString = "public.c-plus-plus-source"
/// `public.objective-c-plus-plus-source`, as `UTType.objectiveCPlusPlusSource`.
public let kUTTypeObjectiveCPlusPlusSource: CFString = "public.objective-c-plus-plus-source"
/// `public.c-header`, as `UTType.cHeader`.
public let kUTTypeCHeader: CFString = "public.c-header"
/// `public.c-plus-plus-header`, as `UTType.cPlusPlusHeader`.
public let kUTTypeCPlusPlusHeader: CFString = "public.c-plus-plus-header"

// MARK: Scripting languages

/// `public.script`, as `UTType.script`.
public let kUTTypeScript: CFString = "public.script"
/// `com.apple.applescript.text`, as `UTType.appleScript`.
public let kUTTypeAppleScript: CFString = "com.apple.applescript.text"
/// `com.apple.applescript.script`, as `UTType.osaScript`.
public let kUTTypeOSAScript: CFString = "com.apple.applescript.script"
/// `com.apple.applescript.script-bundle`, as `UTType.osaScriptBundle`.
public let kUTTypeOSAScriptBundle: CFString = "com.apple.applescript.script-bundle"
/// `com.netscape.javascript-source`, as `UTType.javaScript`.
public let kUTTypeJavaScript: CFString = "com.netscape.javascript-source"
/// `public.shell-script`, as `UTType.shellScript`.
public let kUTTypeShellScript: CFString = "public.shell-script"
/// `public.perl-script`, as `UTType.perlScript`.
public let kUTTypePerlScript: CFString = "public.perl-script"
/// `public.python-script`, as `UTType.pythonScript`.
public let kUTTypePythonScript: CFString = "public.python-script"
/// `public.ruby-script`, as `UTType.rubyScript`.
public let kUTTypeRubyScript: CFString = "public.ruby-script"
/// `public.php-script`, as `UTType.phpScript`.
public let kUTTypePHPScript: CFString = "public.php-script"

// MARK: Serialized data types

/// `public.json`, as `UTType.json`.
public let kUTTypeJSON: CFString = "public.json"
/// `com.apple.property-list`, as `UTType.propertyList`.
public let kUTTypePropertyList: CFString = "com.apple.property-list"
/// `com.apple.xml-property-list`, as `UTType.xmlPropertyList`.
public let kUTTypeXMLPropertyList: CFString = "com.apple.xml-property-list"
/// `com.apple.binary-property-list`, as `UTType.binaryPropertyList`.
public let kUTTypeBinaryPropertyList: CFString = "com.apple.binary-property-list"

// MARK: Composite content types

/// `com.apple.txn.text-multimedia-data`: obsolete (the Multilingual Text Engine), with no `UTType`.
public let kUTTypeTXNTextAndMultimediaData: CFString = "com.apple.txn.text-multimedia-data"
/// `com.adobe.pdf`, as `UTType.pdf`.
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// `com.apple.rtfd`, as `UTType.rtfd`.
public let kUTTypeRTFD: CFString = "com.apple.rtfd"
/// `com.apple.flat-rtfd`, as `UTType.flatRTFD`.
public let kUTTypeFlatRTFD: CFString = "com.apple.flat-rtfd"
/// `com.apple.webarchive`, as `UTType.webArchive`.
public let kUTTypeWebArchive: CFString = "com.apple.webarchive"

// MARK: Image content types

/// `public.jpeg-2000`: obsolete (JPEG 2000), with no `UTType`.
public let kUTTypeJPEG2000: CFString = "public.jpeg-2000"
/// `com.apple.quicktime-image`: obsolete (QuickTime images), with no `UTType`.
public let kUTTypeQuickTimeImage: CFString = "com.apple.quicktime-image"
/// `public.image`, as `UTType.image`.
public let kUTTypeImage: CFString = "public.image"
/// `public.jpeg`, as `UTType.jpeg`.
public let kUTTypeJPEG: CFString = "public.jpeg"
/// `public.tiff`, as `UTType.tiff`.
public let kUTTypeTIFF: CFString = "public.tiff"
/// `com.apple.pict`: obsolete (QuickDraw), with no `UTType`.
public let kUTTypePICT: CFString = "com.apple.pict"
/// `com.compuserve.gif`, as `UTType.gif`.
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// `public.png`, as `UTType.png`.
public let kUTTypePNG: CFString = "public.png"
/// `com.apple.icns`, as `UTType.icns`.
public let kUTTypeAppleICNS: CFString = "com.apple.icns"
/// `com.microsoft.bmp`, as `UTType.bmp`.
public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// `com.microsoft.ico`, as `UTType.ico`.
public let kUTTypeICO: CFString = "com.microsoft.ico"
/// `public.camera-raw-image`, as `UTType.rawImage`.
public let kUTTypeRawImage: CFString = "public.camera-raw-image"
/// `public.svg-image`, as `UTType.svg`.
public let kUTTypeScalableVectorGraphics: CFString = "public.svg-image"
/// `com.apple.live-photo`, as `UTType.livePhoto`.
public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"

// MARK: Audiovisual content types

/// `public.audiovisual-content`, as `UTType.audiovisualContent`.
public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
/// `public.movie`, as `UTType.movie`.
public let kUTTypeMovie: CFString = "public.movie"
/// `public.video`, as `UTType.video`.
public let kUTTypeVideo: CFString = "public.video"
/// `public.audio`, as `UTType.audio`.
public let kUTTypeAudio: CFString = "public.audio"
/// `com.apple.quicktime-movie`, as `UTType.quickTimeMovie`.
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// `public.mpeg`, as `UTType.mpeg`.
public let kUTTypeMPEG: CFString = "public.mpeg"
/// `public.mpeg-2-video`, as `UTType.mpeg2Video`.
public let kUTTypeMPEG2Video: CFString = "public.mpeg-2-video"
/// `public.mpeg-2-transport-stream`, as `UTType.mpeg2TransportStream`.
public let kUTTypeMPEG2TransportStream: CFString = "public.mpeg-2-transport-stream"
/// `public.mp3`, as `UTType.mp3`.
public let kUTTypeMP3: CFString = "public.mp3"
/// `public.mpeg-4`, as `UTType.mpeg4Movie`.
public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// `public.mpeg-4-audio`, as `UTType.mpeg4Audio`.
public let kUTTypeMPEG4Audio: CFString = "public.mpeg-4-audio"
/// `com.apple.protected-mpeg-4-audio`, as `UTType.appleProtectedMPEG4Audio`.
public let kUTTypeAppleProtectedMPEG4Audio: CFString = "com.apple.protected-mpeg-4-audio"
/// `com.apple.protected-mpeg-4-video`, as `UTType.appleProtectedMPEG4Video`.
public let kUTTypeAppleProtectedMPEG4Video: CFString = "com.apple.protected-mpeg-4-video"
/// `public.avi`, as `UTType.avi`.
public let kUTTypeAVIMovie: CFString = "public.avi"
/// `public.aiff-audio`, as `UTType.aiff`.
public let kUTTypeAudioInterchangeFileFormat: CFString = "public.aiff-audio"
/// `com.microsoft.waveform-audio`, as `UTType.wav`.
public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
/// `public.midi-audio`, as `UTType.midi`.
public let kUTTypeMIDIAudio: CFString = "public.midi-audio"
/// `public.playlist`, as `UTType.playlist`.
public let kUTTypePlaylist: CFString = "public.playlist"
/// `public.m3u-playlist`, as `UTType.m3uPlaylist`.
public let kUTTypeM3UPlaylist: CFString = "public.m3u-playlist"

// MARK: Directory types

/// `public.folder`, as `UTType.folder`.
public let kUTTypeFolder: CFString = "public.folder"
/// `public.volume`, as `UTType.volume`.
public let kUTTypeVolume: CFString = "public.volume"
/// `com.apple.package`, as `UTType.package`.
public let kUTTypePackage: CFString = "com.apple.package"
/// `com.apple.bundle`, as `UTType.bundle`.
public let kUTTypeBundle: CFString = "com.apple.bundle"
/// `com.apple.plugin`, as `UTType.pluginBundle`.
public let kUTTypePluginBundle: CFString = "com.apple.plugin"
/// `com.apple.metadata-importer`, as `UTType.spotlightImporter`.
public let kUTTypeSpotlightImporter: CFString = "com.apple.metadata-importer"
/// `com.apple.quicklook-generator`, as `UTType.quickLookGenerator`.
public let kUTTypeQuickLookGenerator: CFString = "com.apple.quicklook-generator"
/// `com.apple.xpc-service`, as `UTType.xpcService`.
public let kUTTypeXPCService: CFString = "com.apple.xpc-service"
/// `com.apple.framework`, as `UTType.framework`.
public let kUTTypeFramework: CFString = "com.apple.framework"

// MARK: Application and executable types

/// `com.apple.application`, as `UTType.application`.
public let kUTTypeApplication: CFString = "com.apple.application"
/// `com.apple.application-bundle`, as `UTType.applicationBundle`.
public let kUTTypeApplicationBundle: CFString = "com.apple.application-bundle"
/// `com.apple.application-file`: obsolete (classic applications), with no `UTType`.
public let kUTTypeApplicationFile: CFString = "com.apple.application-file"
/// `public.unix-executable`, as `UTType.unixExecutable`.
public let kUTTypeUnixExecutable: CFString = "public.unix-executable"
/// `com.sun.java-class`: obsolete (Java), with no `UTType`.
public let kUTTypeJavaClass: CFString = "com.sun.java-class"
/// `com.sun.java-archive`: obsolete (Java), with no `UTType`.
public let kUTTypeJavaArchive: CFString = "com.sun.java-archive"
/// `com.microsoft.windows-executable`, as `UTType.exe`.
public let kUTTypeWindowsExecutable: CFString = "com.microsoft.windows-executable"
/// `com.apple.systempreference.prefpane`, as `UTType.systemPreferencesPane`.
public let kUTTypeSystemPreferencesPane: CFString = "com.apple.systempreference.prefpane"

// MARK: Archival and compression types

/// `org.gnu.gnu-zip-archive`, as `UTType.gzip`.
public let kUTTypeGNUZipArchive: CFString = "org.gnu.gnu-zip-archive"
/// `public.bzip2-archive`, as `UTType.bz2`.
public let kUTTypeBzip2Archive: CFString = "public.bzip2-archive"
/// `public.zip-archive`, as `UTType.zip`.
public let kUTTypeZipArchive: CFString = "public.zip-archive"

// MARK: Document types

/// `public.spreadsheet`, as `UTType.spreadsheet`.
public let kUTTypeSpreadsheet: CFString = "public.spreadsheet"
/// `public.presentation`, as `UTType.presentation`.
public let kUTTypePresentation: CFString = "public.presentation"
/// `public.database`, as `UTType.database`.
public let kUTTypeDatabase: CFString = "public.database"

// MARK: Messages, contacts, and calendar types

/// `public.vcard`, as `UTType.vCard`.
public let kUTTypeVCard: CFString = "public.vcard"
/// `public.to-do-item`, as `UTType.toDoItem`.
public let kUTTypeToDoItem: CFString = "public.to-do-item"
/// `public.calendar-event`, as `UTType.calendarEvent`.
public let kUTTypeCalendarEvent: CFString = "public.calendar-event"
/// `public.email-message`, as `UTType.emailMessage`.
public let kUTTypeEmailMessage: CFString = "public.email-message"

// MARK: Internet locations

/// `com.apple.internet-location`, as `UTType.internetLocation`.
public let kUTTypeInternetLocation: CFString = "com.apple.internet-location"

// MARK: Miscellaneous types

/// `com.apple.ink.inktext`: obsolete (the Ink framework), with no `UTType`.
public let kUTTypeInkText: CFString = "com.apple.ink.inktext"
/// `public.font`, as `UTType.font`.
public let kUTTypeFont: CFString = "public.font"
/// `public.bookmark`, as `UTType.bookmark`.
public let kUTTypeBookmark: CFString = "public.bookmark"
/// `public.3d-content`, as `UTType.threeDContent`.
public let kUTType3DContent: CFString = "public.3d-content"
/// `com.rsa.pkcs-12`, as `UTType.pkcs12`.
public let kUTTypePKCS12: CFString = "com.rsa.pkcs-12"
/// `public.x509-certificate`, as `UTType.x509Certificate`.
public let kUTTypeX509Certificate: CFString = "public.x509-certificate"
/// `org.idpf.epub-container`, as `UTType.epub`.
public let kUTTypeElectronicPublication: CFString = "org.idpf.epub-container"
/// `public.log`, as `UTType.log`.
public let kUTTypeLog: CFString = "public.log"
