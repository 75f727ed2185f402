// What a notification says (title, body, badge, sound, ...) and the files attached to it.
import Foundation

/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  case passive, active, timeSensitive, critical
}

/// A notification's words, badge and sound, as UserNotifications' `UNNotificationContent`:
/// read-only; `UNMutableNotificationContent` is the one an app fills in.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  struct Fields {
    var attachments: [UNNotificationAttachment] = []
    var badge: NSNumber?
    var body = ""
    var categoryIdentifier = ""
    var launchImageName = ""
    var sound: UNNotificationSound?
    var subtitle = ""
    var threadIdentifier = ""
    var title = ""
    var userInfo: [AnyHashable: Any] = [:]
    var summaryArgument = ""
    var summaryArgumentCount = 0
    var targetContentIdentifier: String?
    var interruptionLevel = UNNotificationInterruptionLevel.active
    var relevanceScore = 0.0
    var filterCriteria: String?
  }

  var fields: Fields

  /// Empty content.
  public override init() { fields = Fields() }

  init(fields: Fields) { self.fields = fields }

  open var attachments: [UNNotificationAttachment] { fields.attachments }
  open var badge: NSNumber? { fields.badge }
  open var body: String { fields.body }
  open var categoryIdentifier: String { fields.categoryIdentifier }
  open var launchImageName: String { fields.launchImageName }
  open var sound: UNNotificationSound? { fields.sound }
  open var subtitle: String { fields.subtitle }
  open var threadIdentifier: String { fields.threadIdentifier }
  open var title: String { fields.title }
  open var userInfo: [AnyHashable: Any] { fields.userInfo }
  open var summaryArgument: String { fields.summaryArgument }
  open var summaryArgumentCount: Int { fields.summaryArgumentCount }
  open var targetContentIdentifier: String? { fields.targetContentIdentifier }
  open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
  open var relevanceScore: Double { fields.relevanceScore }
  open var filterCriteria: String? { fields.filterCriteria }

  /// A read-only copy.
  public func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }

  /// A copy to change.
  public func mutableCopy(with zone: NSZone? = nil) -> Any {
    UNMutableNotificationContent(fields: fields)
  }

  /// The content as a request keeps it: a read-only copy.
  func frozen() -> UNNotificationContent { UNNotificationContent(fields: fields) }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationContent else { return false }
    let a = fields, b = other.fields
    return a.title == b.title && a.subtitle == b.subtitle && a.body == b.body
      && a.badge == b.badge && a.sound == b.sound && a.categoryIdentifier == b.categoryIdentifier
      && a.threadIdentifier == b.threadIdentifier
      && NSDictionary(dictionary: a.userInfo).isEqual(to: b.userInfo)
  }

  open override var hash: Int { fields.title.hashValue ^ fields.body.hashValue }
}

/// Content an app fills in before scheduling it, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var attachments: [UNNotificationAttachment] {
    get { fields.attachments }
    set { fields.attachments = newValue }
  }
  open override var badge: NSNumber? {
    get { fields.badge }
    set { fields.badge = newValue }
  }
  open override var body: String {
    get { fields.body }
    set { fields.body = newValue }
  }
  open override var categoryIdentifier: String {
    get { fields.categoryIdentifier }
    set { fields.categoryIdentifier = newValue }
  }
  open override var launchImageName: String {
    get { fields.launchImageName }
    set { fields.launchImageName = newValue }
  }
  open override var sound: UNNotificationSound? {
    get { fields.sound }
    set { fields.sound = newValue }
  }
  open override var subtitle: String {
    get { fields.subtitle }
    set { fields.subtitle = newValue }
  }
  open override var threadIdentifier: String {
    get { fields.threadIdentifier }
    set { fields.threadIdentifier = newValue }
  }
  open override var title: String {
    get { fields.title }
    set { fields.title = newValue }
  }
  open override var userInfo: [AnyHashable: Any] {
    get { fields.userInfo }
    set { fields.userInfo = newValue }
  }
  open override var summaryArgument: String {
    get { fields.summaryArgument }
    set { fields.summaryArgument = newValue }
  }
  open override var summaryArgumentCount: Int {
    get { fields.summaryArgumentCount }
    set { fields.summaryArgumentCount = newValue }
  }
  open override var targetContentIdentifier: String? {
    get { fields.targetContentIdentifier }
    set { fields.targetContentIdentifier = newValue }
  }
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { fields.interruptionLevel }
    set { fields.interruptionLevel = newValue }
  }
  open override var relevanceScore: Double {
    get { fields.relevanceScore }
    set { fields.relevanceScore = newValue }
  }
  open override var filterCriteria: String? {
    get { fields.filterCriteria }
    set { fields.filterCriteria = newValue }
  }
}

/// The name of a sound file in the app's bundle or its Library/Sounds folder.
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification plays: the system's, or a named file. A picture plays none.
open class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
  /// The file's name; `nil` for the system's default sound.
  let name: UNNotificationSoundName?
  let isCritical: Bool
  let volume: Float

  init(name: UNNotificationSoundName?, isCritical: Bool = false, volume: Float = 1) {
    self.name = name
    self.isCritical = isCritical
    self.volume = volume
  }

  /// A sound file from the app.
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }

  /// The system's notification sound.
  open class var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
  open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil) }
  open class var defaultCritical: UNNotificationSound {
    UNNotificationSound(name: nil, isCritical: true)
  }

  open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
    UNNotificationSound(name: nil, isCritical: true, volume: volume)
  }

  open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name)
  }

  open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name, isCritical: true)
  }

  open class func criticalSoundNamed(_ name: UNNotificationSoundName,
                                     withAudioVolume volume: Float) -> UNNotificationSound {
    UNNotificationSound(name: name, isCritical: true, volume: volume)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UNNotificationSound else { return false }
    return other.name == name && other.isCritical == isCritical && other.volume == volume
  }

  open override var hash: Int { name.hashValue }
}

/// A file shown with a notification (an image, a sound, a film), as
/// `UNNotificationAttachment`.
open class UNNotificationAttachment: NSObject, NSCopying, @unchecked Sendable {
  public let identifier: String
  public let url: URL
  /// The file's uniform type identifier, e.g. `public.jpeg`.
  public let type: String

  /// An attachment of the file at `url`; throws `UNError(.attachmentInvalidURL)` if there is
  /// none, as iOS does.
  public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
      throw UNError(.attachmentInvalidURL)
    }
    self.identifier = identifier
    self.url = url
    let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
    type = hint ?? Self.typeIdentifier(ofExtension: url.pathExtension.lowercased())
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  private static func typeIdentifier(ofExtension ext: String) -> String {
    switch ext {
    case "jpg", "jpeg": "public.jpeg"
    case "png": "public.png"
    case "gif": "com.compuserve.gif"
    case "heic": "public.heic"
    case "mp3": "public.mp3"
    case "m4a": "com.apple.m4a-audio"
    case "wav": "com.microsoft.waveform-audio"
    case "aiff", "aif": "public.aiff-audio"
    case "mp4": "public.mpeg-4"
    case "mov": "com.apple.quicktime-movie"
    default: "public.data"
    }
  }
}

public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
public let UNNotificationAttachmentOptionsThumbnailHiddenKey =
  "UNNotificationAttachmentOptionsThumbnailHiddenKey"
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey =
  "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
public let UNNotificationAttachmentOptionsThumbnailTimeKey =
  "UNNotificationAttachmentOptionsThumbnailTimeKey"
