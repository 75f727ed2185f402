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
  public static let all: [Device] = [.iphone13, .iphoneSE, .iphone13ProMax]

  /// The screen's safe area insets: the status bar and the home indicator (iPhone 13 and 13 Pro
  /// Max: 47 and 34 in portrait, 47 a side and 21 at the bottom in landscape; iPhone SE: 20 at
  /// the top in portrait, none in landscape); none for a size given in points.
  public var safeAreaInsets: EdgeInsets {
    let landscape = name.hasSuffix("-landscape")
    switch name.replacingOccurrences(of: "-landscape", with: "") {
    case "iphone13", "iphone13-pro-max":
      return landscape ? EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        : EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    case "iphone-se":
      return landscape ? EdgeInsets() : EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
    default:
      return EdgeInsets()
    }
  }

  /// True for devices with a home indicator instead of a home button.
  var hasHomeIndicator: Bool { safeAreaInsets.bottom > 0 }

  /// The same device turned sideways.
  public var landscape: Device {
    Device(name: name.hasSuffix("-landscape") ? name : name + "-landscape",
           size: CGSize(width: max(size.width, size.height), height: min(size.width, size.height)))
  }

  /// A device by name (`iphone13`, `iphone-se`, `iphone13-pro-max`, with `-landscape`), or a
  /// size `WxH` in points (each side 1 to 10000). Nil when the text is neither.
  public init?(parsing text: String) {
    var base = text.lowercased()
    let landscape = base.hasSuffix("-landscape")
    if landscape { base.removeLast("-landscape".count) }
    if let known = Device.all.first(where: { $0.name == base }) {
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
