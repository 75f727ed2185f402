// The notch and the Dynamic Island, drawn black over the status bar as the screen shows them
// (`Renderer.sensorHousing`).
//
// The Dynamic Island at rest is 126 x 37.33 points, 11.33 below the top edge (design templates'
// figures, which the status bar's ears agree with); on the phones whose safe area's top is 62
// (the iPhone 16 Pro and Pro Max, the 17s) it sits 14 below, as an iPhone 16 Pro and two public
// iPhone 17 screenshots show it (where the status bar is 3.33 lower too). The notch's width is its reported
// physical width (35 mm from the iPhone X to the 12, 26 mm since the iPhone 13: Apple's "20 %
// smaller") at each screen's pixels per point, the LCD iPhones' (XR, 11) wider; its height,
// bottom corners and the small concave fillets where it meets the top edge are read from
// screenshots (docs/devices.md).

extension Device {
  /// The sensor housing: the notch or the Dynamic Island, where it sits on the screen in points
  /// (on the left edge sideways), its corner radius, and which it is; nil for a device without.
  public var sensorHousing: SensorHousing? {
    guard let profile, profile.top != .none else { return nil }
    let width = size.width, sideways = name.hasSuffix("-landscape")
    var housing: SensorHousing
    if profile.top == .dynamicIsland {
      let top: CGFloat = profile.portrait.top >= 62 ? 14 : 11.33
      housing = SensorHousing(feature: .dynamicIsland,
                              rect: CGRect(x: 0, y: top, width: 126, height: 37.33),
                              cornerRadius: 37.33 / 2)
    } else {
      let (w, h) = SensorHousing.notchSize(profile.name)
      housing = SensorHousing(feature: .notch, rect: CGRect(x: 0, y: 0, width: w, height: h),
                              cornerRadius: (h * 0.6).rounded())
    }
    if sideways {
      // Turned a quarter: the housing on the left edge, centred down it.
      let r = housing.rect
      housing.rect = CGRect(x: r.minY, y: (size.height - r.width) / 2, width: r.height,
                            height: r.width)
      housing.isSideways = true
    } else {
      housing.rect.origin.x = (width - housing.rect.width) / 2
    }
    return housing
  }
}

/// A device's notch or Dynamic Island (`Device.sensorHousing`): drawn black, in light and dark
/// alike, as the hardware is.
public struct SensorHousing: Sendable, Hashable {
  public var feature: Device.TopFeature
  /// Where it sits, in points.
  public var rect: CGRect
  /// The radius of its bottom corners (the notch's) or its ends (the island's).
  public var cornerRadius: CGFloat
  /// True when the screen is sideways and the housing lies along the left edge.
  public var isSideways = false

  /// The radius of the concave fillets where a notch meets the screen's edge.
  static let filletRadius: CGFloat = 6

  /// A notch's width and height in points, by the device's catalogue name.
  static func notchSize(_ name: String) -> (CGFloat, CGFloat) {
    switch name {
    case "iphone-xr", "iphone11": (230, 33)  // LCD: a wider housing at 326 ppi, 2x
    case "iphone12-mini": (226, 34)  // 35 mm at 476 ppi, 2.88 pixels a point
    case "iphone12", "iphone12-pro", "iphone12-pro-max": (210, 32)
    case "iphone13-mini": (169, 35)  // 26 mm at 476 ppi
    case "iphone13", "iphone13-pro", "iphone13-pro-max", "iphone14", "iphone14-plus",
         "iphone16e": (157, 33)  // 26 mm at 460 ppi, 3x
    default: (210, 30)  // iPhone X, XS, XS Max, 11 Pro, 11 Pro Max: 35 mm at 458 ppi, 3x
    }
  }

  /// The housing's outline, in the screen's points.
  var path: Path {
    if feature == .dynamicIsland {
      return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
    // Upright: down from the top edge, the concave fillets joining it, the bottom corners
    // rounded. Sideways, the same turned a quarter onto the left edge.
    let w = isSideways ? rect.height : rect.width, h = isSideways ? rect.width : rect.height
    let f = SensorHousing.filletRadius, r = min(cornerRadius, h - f, w / 2)
    var notch = Path()
    notch.move(to: CGPoint(x: -f, y: 0))
    notch.addQuadCurve(to: CGPoint(x: 0, y: f), control: CGPoint(x: 0, y: 0))
    notch.addLine(to: CGPoint(x: 0, y: h - r))
    notch.addQuadCurve(to: CGPoint(x: r, y: h), control: CGPoint(x: 0, y: h))
    notch.addLine(to: CGPoint(x: w - r, y: h))
    notch.addQuadCurve(to: CGPoint(x: w, y: h - r), control: CGPoint(x: w, y: h))
    notch.addLine(to: CGPoint(x: w, y: f))
    notch.addQuadCurve(to: CGPoint(x: w + f, y: 0), control: CGPoint(x: w, y: 0))
    notch.closeSubpath()
    let place = isSideways
      // (x, y) to (y, rect.minY + x): the top edge becomes the left one.
      ? CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: rect.minY)
      : CGAffineTransform(translationX: rect.minX, y: 0)
    return notch.applying(place)
  }
}
