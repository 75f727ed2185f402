// The app's audio session (its category, mode and activation, kept as set) and the camera and
// microphone permission. Permission follows the rule of the other Linux frameworks:
// `.notDetermined` until the app asks, then granted. There is no camera, as in the iOS
// Simulator: `AVCaptureDevice.default(for:)` is `nil`.
import Foundation
import Synchronization

/// How the app uses audio, as AVFoundation's `AVAudioSession`: what is set is kept; nothing
/// plays.
open class AVAudioSession: NSObject, @unchecked Sendable {
  /// What the app's audio is for.
  public struct Category: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
    public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
    public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
    public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
    public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
  }

  /// What the audio is tuned for within its category.
  public struct Mode: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
    public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
    public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
    public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
    public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
    public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
  }

  /// How the app's audio mixes with others' and where it goes.
  public struct CategoryOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
    public static let duckOthers = CategoryOptions(rawValue: 0x2)
    public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
    public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
    public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
    public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
  }

  /// Options for deactivating the session.
  public struct SetActiveOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }

  /// Whether the app may record.
  public enum RecordPermission: UInt, Sendable {
    case undetermined = 1_970_168_948  // 'undt'
    case denied = 1_684_369_017  // 'deny'
    case granted = 1_735_552_628  // 'grnt'
  }

  public static let interruptionNotification =
    Notification.Name("AVAudioSessionInterruptionNotification")
  public static let routeChangeNotification =
    Notification.Name("AVAudioSessionRouteChangeNotification")

  private struct State {
    var category = Category.soloAmbient
    var mode = Mode.default
    var options: CategoryOptions = []
    var isActive = false
    var recordPermission = RecordPermission.undetermined
  }

  private static let shared = AVAudioSession()
  private let state = Mutex(State())

  private override init() {}

  /// The app's session.
  open class func sharedInstance() -> AVAudioSession { shared }

  open var category: Category { state.withLock { $0.category } }
  open var mode: Mode { state.withLock { $0.mode } }
  open var categoryOptions: CategoryOptions { state.withLock { $0.options } }
  /// Whether `setActive(true)` was the last activation.
  open var isActive: Bool { state.withLock { $0.isActive } }
  /// No other app plays.
  open var isOtherAudioPlaying: Bool { false }
  open var secondaryAudioShouldBeSilencedHint: Bool { false }
  /// Half volume.
  open var outputVolume: Float { 0.5 }
  open var sampleRate: Double { 48_000 }

  open func setCategory(_ category: Category) throws {
    state.withLock { $0.category = category }
  }

  open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    state.withLock {
      $0.category = category
      $0.options = options
    }
  }

  open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    state.withLock {
      $0.category = category
      $0.mode = mode
      $0.options = options
    }
  }

  open func setMode(_ mode: Mode) throws { state.withLock { $0.mode = mode } }

  open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
    state.withLock { $0.isActive = active }
  }

  /// Whether the app may record: undetermined until it asks.
  open var recordPermission: RecordPermission { state.withLock { $0.recordPermission } }

  /// Asks to record: the user allows it. The answer comes before the call returns.
  open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
    state.withLock { $0.recordPermission = .granted }
    response(true)
  }
}

/// A kind of media.
public struct AVMediaType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType(rawValue: "vide")
  public static let audio = AVMediaType(rawValue: "soun")
  public static let text = AVMediaType(rawValue: "text")
  public static let closedCaption = AVMediaType(rawValue: "clcp")
  public static let subtitle = AVMediaType(rawValue: "sbtl")
  public static let timecode = AVMediaType(rawValue: "tmcd")
  public static let metadata = AVMediaType(rawValue: "meta")
  public static let muxed = AVMediaType(rawValue: "muxx")
}

/// Whether the app may use the camera or the microphone.
public enum AVAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted, denied, authorized
}

/// A camera or a microphone, as AVFoundation's `AVCaptureDevice`. There are none; what is kept
/// is the app's permission to use them.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
  private static let granted = Mutex<Set<AVMediaType>>([])

  private override init() {}

  /// The app's permission for `mediaType`: `.notDetermined` until it asks, then `.authorized`.
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    granted.withLock { $0.contains(mediaType) } ? .authorized : .notDetermined
  }

  /// Asks to use `mediaType`: the user allows it. The answer comes before the call returns.
  open class func requestAccess(for mediaType: AVMediaType,
                                completionHandler handler: @escaping (Bool) -> Void) {
    _ = granted.withLock { $0.insert(mediaType) }
    handler(true)
  }

  open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
    _ = granted.withLock { $0.insert(mediaType) }
    return true
  }

  /// The default device for `mediaType`: none, as in the iOS Simulator.
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }

  /// Back to a fresh install (for tests).
  static func reset() { granted.withLock { $0 = [] } }
}
