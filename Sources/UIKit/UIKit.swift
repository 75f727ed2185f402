// UIKit on Linux: the UIKit names SwiftUI app code and its snapshot tests touch, for files that
// keep their `import UIKit`. Takes what such code writes (`UIImage(named:)`,
// `UIApplication.shared`, `UINavigationBar.appearance()`, `UITraitCollection(...)`); gives
// values over Cellshot's own: a `UIImage` is a picture Cellshot draws, colours and fonts are
// Cellshot's `UIColor` and `UIFont` (re-exported). Names only: no views, no events, no run
// loop. Never imported by Cellshot.
@_exported import Cellshot
import PNGCodec

/// A picture, as UIKit's `UIImage`: pixels and their scale, or a system symbol's name.
public struct UIImage: Sendable {
  /// The pixels, when the image has them.
  public let pixels: PixelBuffer?
  /// The SF Symbol's name, for `UIImage(systemName:)`.
  public let systemName: String?
  /// Pixels per point.
  public let scale: CGFloat

  /// An empty image, of size zero, as `UIImage()` is in UIKit.
  public init() {
    pixels = nil
    systemName = nil
    scale = 1
  }

  /// A picture of `pixels`, `scale` pixels a point.
  public init(pixels: PixelBuffer, scale: CGFloat = 1) {
    self.pixels = pixels
    systemName = nil
    self.scale = scale > 0 && scale.isFinite ? scale : 1
  }

  /// The asset called `name` (`ImageAssets`); nil when there is none.
  public init?(named name: String) {
    guard let buffer = ImageAssets.shared.image(named: name) else { return nil }
    self.init(pixels: buffer)
  }

  /// The PNG file at `path`; nil when it cannot be read.
  public init?(contentsOfFile path: String) {
    guard let buffer = try? PNGDecoder().decodeFile(path) else { return nil }
    self.init(pixels: buffer)
  }

  /// A PNG in memory; nil when it is not one.
  public init?(data: Data, scale: CGFloat = 1) {
    guard let buffer = try? PNGDecoder().decode([UInt8](data)) else { return nil }
    self.init(pixels: buffer, scale: scale)
  }

  /// The SF Symbol `name`, drawn as `Image(systemName:)` draws it.
  public init?(systemName name: String) {
    pixels = nil
    systemName = name
    scale = 1
  }

  /// The size in points (a symbol's is 0: it takes its font's size when drawn).
  public var size: CGSize {
    guard let pixels else { return .zero }
    return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
  }

  /// The picture as PNG bytes.
  public func pngData() -> Data? {
    guard let pixels, let bytes = try? PNGEncoder.fast.encode(pixels) else { return nil }
    return Data(bytes)
  }

  /// Accepted: an image is drawn as it is.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
  public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

extension Image {
  /// A UIKit image as a SwiftUI image.
  public init(uiImage: UIImage) {
    if let name = uiImage.systemName {
      self.init(systemName: name)
    } else if let pixels = uiImage.pixels {
      self.init(pixelBuffer: pixels, scale: uiImage.scale, label: "uiImage")
    } else {
      self.init("")
    }
  }
}

/// The app, as far as view code asks it things: nothing opens, nothing is shown.
@MainActor @preconcurrency
public final class UIApplication: UIResponder {
  public static let shared = UIApplication()
  /// What an app was launched with (never, on Linux).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  public var connectedScenes: Set<UIScene> { [] }
  public var applicationIconBadgeNumber = 0
  public func open(_ url: URL, options: [String: Any] = [:],
                   completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
  public func canOpenURL(_ url: URL) -> Bool { false }
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?,
                         for event: Any?) -> Bool { false }
  public static let openSettingsURLString = "app-settings:"
}

/// A selector, for `#selector(...)`-free calls such as `sendAction(_:to:from:for:)`.
public struct Selector: Sendable, Hashable {
  public let name: String
  public init(_ name: String) { self.name = name }
}

/// A view controller, as far as SwiftUI code and its tests hold one.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  public override init() {}
  open var title: String?
  open var view: UIView! = UIView()
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
}

/// `appearance()` proxies: what they are set to is accepted (bars are drawn as iOS's default).
@MainActor
public final class UINavigationBar {
  public static func appearance() -> UINavigationBar { UINavigationBar() }
  public var tintColor: UIColor?
  public var barTintColor: UIColor?
  public var backgroundColor: UIColor?
  public var isTranslucent = true
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
}

@MainActor
public final class UITabBar {
  public static func appearance() -> UITabBar { UITabBar() }
  public var tintColor: UIColor?
  public var unselectedItemTintColor: UIColor?
  public var backgroundColor: UIColor?
  public var isTranslucent = true
}

@MainActor
public final class UITableView {
  public static func appearance() -> UITableView { UITableView() }
  public var backgroundColor: UIColor?
  public var separatorStyle = 0
}

extension NSAttributedString.Key {
  /// The foreground colour attribute UIKit defines.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// A UIKit view, as far as SwiftUI code holds one (in a `UIViewRepresentable`): Cellshot draws
/// none.
@MainActor @preconcurrency
open class UIView: UIResponder {
  public override init() {}
  public init(frame: CGRect) { self.frame = frame }
  open var frame: CGRect = .zero
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var tintColor: UIColor?
  open func addSubview(_ view: UIView) {}
}

/// The device, as view code asks: an iPhone on iOS 17, upright.
@MainActor @preconcurrency
public final class UIDevice {
  public static let current = UIDevice()
  public let name = "iPhone"
  public let model = "iPhone"
  public let localizedModel = "iPhone"
  public let systemName = "iOS"
  public let systemVersion = "17.0"
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  public var orientation: UIDeviceOrientation { .portrait }
  public var isBatteryMonitoringEnabled = false
  public var batteryLevel: Float { -1 }
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
}

public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// An app delegate: its methods are never called on Linux (an app does not run there).
public protocol UIApplicationDelegate: AnyObject {}

/// A scene delegate, likewise.
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// What `#colorLiteral(...)` makes, as on iOS.
public typealias _ColorLiteralType = UIColor
