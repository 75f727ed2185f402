// UIKit on Linux: the UIKit names SwiftUI app code and its snapshot tests touch, for files that
// keep their `import UIKit`. Takes what such code writes (`UIImage(named:)`,
// `UIApplication.shared`, `UINavigationBar.appearance()`, `UITraitCollection(...)`); gives
// values over Cellshot's own: a `UIImage` is a picture Cellshot draws, colours and fonts are
// Cellshot's `UIColor` and `UIFont` (re-exported). Names only: no views, no events, no run
// loop. Never imported by Cellshot.
@_exported import Cellshot
// As on iOS, where UIKit's notification-response additions import it.
@_exported import UserNotifications
import PNGCodec

/// A picture, as UIKit's `UIImage`: pixels and their scale, or a system symbol's name.
public struct UIImage: Sendable, Equatable {
  /// The pixels, when the image has them.
  public let pixels: PixelBuffer?
  /// The SF Symbol's name, for `UIImage(systemName:)`.
  public let systemName: String?
  /// Pixels per point.
  public let scale: CGFloat
  /// How SwiftUI draws it: `.alwaysTemplate` in the foreground colour (an image set marked as
  /// a template gives that), else in its own colours.
  public private(set) var renderingMode = RenderingMode.automatic
  /// A symbol's point size and weight (`UIImage(systemName:withConfiguration:)`).
  public private(set) var symbolConfiguration: SymbolConfiguration?
  /// The colour a template image is drawn in (`withTintColor(_:)`).
  public private(set) var tintColor: UIColor?

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

  /// The picture called `name`: one registered with `ImageAssets`, else the image set in
  /// `bundle`'s asset catalogs (nil: the main bundle's), the file for the render's scale (3
  /// outside a render, or the traits' `displayScale`) and the traits' appearance (light
  /// unless they say dark). Nil when there is none, as in UIKit; a render in progress
  /// reports it.
  public init?(named name: String, in bundle: Bundle? = nil,
               compatibleWith traitCollection: UITraitCollection? = nil,
               fileID: String = #fileID) {
    let scale = traitCollection.map { Int($0.displayScale) }.flatMap { $0 > 0 ? $0 : nil }
    guard let found = AssetCatalogs.shared.picture(
      named: name, in: bundle, module: AssetCatalogs.module(of: fileID), scale: scale,
      dark: traitCollection?.userInterfaceStyle == .dark)
    else { return nil }
    self.init(pixels: found.pixels, scale: found.scale)
    if found.isTemplate { renderingMode = .alwaysTemplate }
  }

  /// The PNG or JPEG file at `path`; nil when it cannot be read.
  public init?(contentsOfFile path: String) {
    guard let buffer = try? ImageFile.decode(path) else { return nil }
    self.init(pixels: buffer)
  }

  /// A PNG or JPEG in memory; nil when it is neither.
  public init?(data: Data, scale: CGFloat = 1) {
    guard let buffer = try? ImageFile.decode([UInt8](data)) else { return nil }
    self.init(pixels: buffer, scale: scale)
  }

  /// The SF Symbol `name`, drawn as `Image(systemName:)` draws it.
  public init?(systemName name: String) {
    pixels = nil
    systemName = name
    scale = 1
  }

  /// The SF Symbol `name` at the configuration's point size and weight.
  public init?(systemName name: String, withConfiguration configuration: Configuration?) {
    self.init(systemName: name)
    symbolConfiguration = configuration as? SymbolConfiguration
  }

  public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
    self.init(systemName: name)
  }

  /// The picture called `name` in `bundle`; a symbol configuration applies to symbols only.
  public init?(named name: String, in bundle: Bundle?, with configuration: Configuration?,
               fileID: String = #fileID) {
    self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection,
              fileID: fileID)
  }

  /// The same picture with `configuration` (a symbol's point size and weight).
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    var copy = self
    copy.symbolConfiguration = configuration as? SymbolConfiguration
    return copy
  }

  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    withConfiguration(configuration)
  }

  /// The picture as a template drawn in `color`.
  public func withTintColor(_ color: UIColor,
                            renderingMode: RenderingMode = .alwaysTemplate) -> UIImage {
    var copy = self
    copy.tintColor = color
    copy.renderingMode = renderingMode
    return copy
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
  /// The same picture, drawn as `mode` says.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    var copy = self
    copy.renderingMode = mode
    return copy
  }
  public enum RenderingMode: Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

extension UIImage {
  /// The catalog picture `resource` names (`UIImage(resource: .pancakes)`); an empty picture,
  /// reported by a render in progress, when there is none.
  public init(resource: ImageResource) {
    self = UIImage(named: resource.name, in: resource.bundle, fileID: resource.fileID) ?? UIImage()
  }
}

extension UIColor {
  /// The colour set called `name` in `bundle`'s asset catalogs (nil: the main bundle's), with
  /// its light and dark values; resolved in the traits' appearance when they give one. Nil
  /// when there is none, as in UIKit; a render in progress reports it.
  public init?(named name: String, in bundle: Bundle? = nil,
               compatibleWith traitCollection: UITraitCollection? = nil,
               fileID: String = #fileID) {
    guard let color = AssetCatalogs.shared.namedColor(name, in: bundle,
                                                      module: AssetCatalogs.module(of: fileID))
    else { return nil }
    if let scheme = traitCollection?.colorScheme {
      self.init(Color(color.resolved(dark: scheme == .dark)))
    } else {
      self.init(color)
    }
  }
}

extension Image {
  /// A UIKit image as a SwiftUI image.
  public init(uiImage: UIImage) {
    if let name = uiImage.systemName {
      self.init(systemName: name)
      if let configuration = uiImage.symbolConfiguration {
        self = _symbolConfiguration(pointSize: configuration.pointSize,
                                    weight: configuration.weight.fontWeight)
      }
    } else if let pixels = uiImage.pixels {
      self.init(pixelBuffer: pixels, scale: uiImage.scale, label: "uiImage")
      switch uiImage.renderingMode {
      case .alwaysTemplate: self = renderingMode(.template)
      case .alwaysOriginal: self = renderingMode(.original)
      case .automatic: break
      }
    } else {
      self.init("")  // an empty image: no picture, nothing to report
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
