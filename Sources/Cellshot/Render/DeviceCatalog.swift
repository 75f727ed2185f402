// The iPhones since the X and the current iPads, as Apple names them: screen size in points,
// scale, safe-area insets upright and sideways, display corner radius and what sits at the top
// of the screen. Sources (docs/devices.md has the table with each figure's source): Apple's
// Human Interface Guidelines device table for points and scale; swift-snapshot-testing's
// configurations and pull requests #662, #718, #839, #1010, #1046 and #653, real-device dumps
// and a status-bar table for the insets; ScreenCorners and BezelKit for corner radii; DeviceKit
// for the notch and the Dynamic Island.

extension Device {
  /// What is at the top of a device's screen.
  public enum TopFeature: String, Sendable, Hashable {
    /// A status bar over the full width (home-button iPhones, iPads).
    case none
    /// The sensor housing: the status bar in the two ears beside it.
    case notch
    /// The Dynamic Island: the status bar beside it, taller.
    case dynamicIsland
  }

  /// One device's figures.
  struct Profile: Sendable {
    let name: String
    let appleName: String
    let size: CGSize
    let scale: Int
    /// Portrait top and bottom; sideways left/right and bottom (and top, for iPads).
    let portrait: (top: CGFloat, bottom: CGFloat)
    let landscape: (side: CGFloat, bottom: CGFloat, top: CGFloat)
    let cornerRadius: CGFloat
    let top: TopFeature
  }

  // Shorthands for the table: a notched or Dynamic Island iPhone, an iPad.
  private static func phone(_ name: String, _ appleName: String, _ w: CGFloat, _ h: CGFloat,
                            scale: Int = 3, top: CGFloat, side: CGFloat? = nil,
                            landscapeBottom: CGFloat = 21, radius: CGFloat,
                            _ feature: TopFeature) -> Profile {
    Profile(name: name, appleName: appleName, size: CGSize(width: w, height: h), scale: scale,
            portrait: (top, 34), landscape: (side ?? top, landscapeBottom, 0),
            cornerRadius: radius, top: feature)
  }

  private static func pad(_ name: String, _ appleName: String, _ w: CGFloat, _ h: CGFloat,
                          radius: CGFloat) -> Profile {
    Profile(name: name, appleName: appleName, size: CGSize(width: w, height: h), scale: 2,
            portrait: (24, 20), landscape: (0, 20, 24), cornerRadius: radius, top: .none)
  }

  static let profiles: [Profile] = [
    phone("iphone-x", "iPhone X", 375, 812, top: 44, radius: 39, .notch),
    phone("iphone-xs", "iPhone XS", 375, 812, top: 44, radius: 39, .notch),
    phone("iphone-xs-max", "iPhone XS Max", 414, 896, top: 44, radius: 39, .notch),
    phone("iphone-xr", "iPhone XR", 414, 896, scale: 2, top: 48, side: 44, radius: 41.5, .notch),
    phone("iphone11", "iPhone 11", 414, 896, scale: 2, top: 48, side: 44, radius: 41.5, .notch),
    phone("iphone11-pro", "iPhone 11 Pro", 375, 812, top: 44, radius: 39, .notch),
    phone("iphone11-pro-max", "iPhone 11 Pro Max", 414, 896, top: 44, radius: 39, .notch),
    Profile(name: "iphone-se", appleName: "iPhone SE (1st generation)",
            size: CGSize(width: 320, height: 568), scale: 2, portrait: (20, 0),
            landscape: (0, 0, 0), cornerRadius: 0, top: .none),
    Profile(name: "iphone-se-2", appleName: "iPhone SE (2nd generation)",
            size: CGSize(width: 375, height: 667), scale: 2, portrait: (20, 0),
            landscape: (0, 0, 0), cornerRadius: 0, top: .none),
    Profile(name: "iphone-se-3", appleName: "iPhone SE (3rd generation)",
            size: CGSize(width: 375, height: 667), scale: 2, portrait: (20, 0),
            landscape: (0, 0, 0), cornerRadius: 0, top: .none),
    phone("iphone12-mini", "iPhone 12 mini", 375, 812, top: 50, radius: 44, .notch),
    phone("iphone12", "iPhone 12", 390, 844, top: 47, radius: 47.33, .notch),
    phone("iphone12-pro", "iPhone 12 Pro", 390, 844, top: 47, radius: 47.33, .notch),
    phone("iphone12-pro-max", "iPhone 12 Pro Max", 428, 926, top: 47, radius: 53.33, .notch),
    phone("iphone13-mini", "iPhone 13 mini", 375, 812, top: 50, radius: 44, .notch),
    phone("iphone13", "iPhone 13", 390, 844, top: 47, radius: 47.33, .notch),
    phone("iphone13-pro", "iPhone 13 Pro", 390, 844, top: 47, radius: 47.33, .notch),
    phone("iphone13-pro-max", "iPhone 13 Pro Max", 428, 926, top: 47, radius: 53.33, .notch),
    phone("iphone14", "iPhone 14", 390, 844, top: 47, radius: 47.33, .notch),
    phone("iphone14-plus", "iPhone 14 Plus", 428, 926, top: 47, radius: 53.33, .notch),
    phone("iphone14-pro", "iPhone 14 Pro", 393, 852, top: 59, radius: 55, .dynamicIsland),
    phone("iphone14-pro-max", "iPhone 14 Pro Max", 430, 932, top: 59, radius: 55,
          .dynamicIsland),
    phone("iphone15", "iPhone 15", 393, 852, top: 59, radius: 55, .dynamicIsland),
    phone("iphone15-plus", "iPhone 15 Plus", 430, 932, top: 59, radius: 55, .dynamicIsland),
    phone("iphone15-pro", "iPhone 15 Pro", 393, 852, top: 59, radius: 55, .dynamicIsland),
    phone("iphone15-pro-max", "iPhone 15 Pro Max", 430, 932, top: 59, radius: 55,
          .dynamicIsland),
    phone("iphone16", "iPhone 16", 393, 852, top: 59, radius: 55, .dynamicIsland),
    phone("iphone16-plus", "iPhone 16 Plus", 430, 932, top: 59, radius: 55, .dynamicIsland),
    phone("iphone16-pro", "iPhone 16 Pro", 402, 874, top: 62, radius: 62, .dynamicIsland),
    phone("iphone16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, radius: 62,
          .dynamicIsland),
    phone("iphone16e", "iPhone 16e", 390, 844, top: 47, radius: 47.33, .notch),
    phone("iphone17", "iPhone 17", 402, 874, top: 62, landscapeBottom: 20, radius: 62,
          .dynamicIsland),
    phone("iphone17-pro", "iPhone 17 Pro", 402, 874, top: 62, landscapeBottom: 20, radius: 62,
          .dynamicIsland),
    phone("iphone17-pro-max", "iPhone 17 Pro Max", 440, 956, top: 62, landscapeBottom: 20,
          radius: 62, .dynamicIsland),
    phone("iphone-air", "iPhone Air", 420, 912, top: 68, landscapeBottom: 20, radius: 62,
          .dynamicIsland),
    pad("ipad-10", "iPad (10th generation)", 820, 1180, radius: 25),
    pad("ipad-a16", "iPad (A16)", 820, 1180, radius: 25),
    pad("ipad-mini-6", "iPad mini (6th generation)", 744, 1133, radius: 21.5),
    pad("ipad-mini-a17-pro", "iPad mini (A17 Pro)", 744, 1133, radius: 21.5),
    pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180, radius: 18),
    pad("ipad-air-13", "iPad Air 13-inch (M2)", 1024, 1366, radius: 18),
    pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, radius: 30),
    pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, radius: 30),
  ]

  /// Every device in the catalogue, upright, in the order above.
  public static let catalog: [Device] = profiles.map { Device(name: $0.name, size: $0.size) }

  /// This device's figures; nil for a size given in points.
  var profile: Profile? {
    let base = name.hasSuffix("-landscape") ? String(name.dropLast("-landscape".count)) : name
    return Self.profiles.first { $0.name == base }
  }

  /// The name Apple gives the device ("iPhone 15 Pro"); the size for one given in points.
  public var appleName: String { profile?.appleName ?? name }

  /// The device's screen scale (pixels per point): 3 or 2; 3 for a size given in points.
  public var scale: Int { profile?.scale ?? 3 }

  /// The radius of the screen's rounded corners in points (0 for home-button iPhones).
  public var cornerRadius: CGFloat { profile?.cornerRadius ?? 0 }

  /// What is at the top of the screen.
  public var topFeature: TopFeature { profile?.top ?? .none }

  /// True for an iPad.
  public var isPad: Bool { name.hasPrefix("ipad") }

  /// A device of the catalogue by its name (`iphone15-pro`) or Apple's (`iPhone 15 Pro`, any
  /// case), with `-landscape` for it turned sideways.
  static func named(_ text: String) -> Device? {
    func key(_ s: String) -> String {
      s.lowercased().filter { $0.isLetter || $0.isNumber }
    }
    var base = text
    let landscape = base.lowercased().hasSuffix("-landscape")
    if landscape { base.removeLast("-landscape".count) }
    let wanted = key(base)
    guard let profile = profiles.first(where: {
      key($0.name) == wanted || key($0.appleName) == wanted
    }) else { return nil }
    let device = Device(name: profile.name, size: profile.size)
    return landscape ? device.landscape : device
  }
}
