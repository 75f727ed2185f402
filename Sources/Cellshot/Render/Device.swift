/// A screen to render on: a size in points, portrait or landscape.
public struct Device: Sendable, Hashable, CustomStringConvertible {
  public var name: String
  public var size: CGSize

  public init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }

  public static let iphone13 = Device(name: "iphone13", size: CGSize(width: 390, height: 844))
  public static let iphoneSE = Device(name: "iphone-se", size: CGSize(width: 320, height: 568))
  public static let iphone13ProMax = Device(name: "iphone13-pro-max",
                                            size: CGSize(width: 428, height: 926))
  /// The three devices Cellshot began with; `Device.catalog` has every one.
  @available(*, deprecated, message: "Device.catalog lists every device")
  public static let all: [Device] = [.iphone13, .iphoneSE, .iphone13ProMax]
  public static let iphone15Pro = Device(name: "iphone15-pro",
                                         size: CGSize(width: 393, height: 852))
  public static let iphone16Pro = Device(name: "iphone16-pro",
                                         size: CGSize(width: 402, height: 874))

  /// The screen's safe area insets: the status bar and the home indicator, as UIKit reports
  /// them for a full-screen app (iPhone 13: 47 and 34 upright, 47 a side and 21 at the bottom
  /// sideways; iPhone SE: 20 at the top upright, none sideways; the catalogue's figures for
  /// the others); none for a size given in points.
  public var safeAreaInsets: EdgeInsets {
    guard let profile else { return EdgeInsets() }
    if name.hasSuffix("-landscape") {
      let l = profile.landscape
      return EdgeInsets(top: l.top, leading: l.side, bottom: l.bottom, trailing: l.side)
    }
    return EdgeInsets(top: profile.portrait.top, leading: 0, bottom: profile.portrait.bottom,
                      trailing: 0)
  }

  /// The status bar's height, where a navigation bar starts on iOS 17-18: the safe area's top,
  /// except upright on a Dynamic Island iPhone, whose status bar ends above it: 54 where the
  /// safe area's top is 59 (UIKit's dump on an iPhone 15, QuintGao/GKNavigationBarSwift#41) and
  /// 56.33 where it is 62 (measured on an iPhone 16 Pro screenshot: content under an inline
  /// bar from 100.33). The iPhone Air's is not known and taken as its safe area's.
  public var statusBarHeight: CGFloat {
    let top = safeAreaInsets.top
    guard !name.hasSuffix("-landscape"), topFeature == .dynamicIsland else { return top }
    switch top {
    case 59: return 54
    case 62: return 56 + 1.0 / 3
    default: return top
    }
  }

  /// True for devices with a home indicator instead of a home button.
  var hasHomeIndicator: Bool { safeAreaInsets.bottom > 0 }

  /// The same device turned sideways.
  public var landscape: Device {
    Device(name: name.hasSuffix("-landscape") ? name : name + "-landscape",
           size: CGSize(width: max(size.width, size.height), height: min(size.width, size.height)))
  }

  /// A device by name (`iphone13`, `iphone15-pro`, `ipad-pro-11`, or Apple's, `iPhone 15 Pro`;
  /// with `-landscape`), or a size `WxH` in points (each side 1 to 10000). Nil when the text is
  /// neither. `Device.catalog` lists them all.
  public init?(parsing text: String) {
    var base = text.lowercased()
    let landscape = base.hasSuffix("-landscape")
    if landscape { base.removeLast("-landscape".count) }
    // Sideways once: `iphone13-landscape-landscape` names no device.
    guard !base.hasSuffix("-landscape") else { return nil }
    if let known = Device.named(base) {
      self = landscape ? known.landscape : known
      return
    }
    let parts = base.split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
          (1...10000).contains(w), (1...10000).contains(h) else { return nil }
    let device = Device(name: "\(w)x\(h)", size: CGSize(width: w, height: h))
    self = landscape ? device.landscape : device
  }

  public var description: String {
    "\(name) (\(fmtPoints(size.width))x\(fmtPoints(size.height)))"
  }
}
