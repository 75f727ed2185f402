import Raster

/// swift-snapshot-testing's image comparison, on premultiplied RGBA8 pictures of one size.
///
/// - With `precision` and `perceptualPrecision` both 1, any byte that differs fails.
/// - With `perceptualPrecision` under 1, a pixel fails when its CIE Lab ΔE 1994 from the
///   reference's (0 to 100, as Core Image's `CILabDeltaE` gives it) passes
///   `(1 - perceptualPrecision) * 100`; the picture fails when the share of pixels that do not
///   fail is under `precision`.
/// - Otherwise a share of *bytes* (four a pixel), not pixels, must be equal: the picture fails
///   when more than `(1 - precision)` of them differ, as swift-snapshot-testing counts.
///
/// The arithmetic is IEEE `+ - * /` and `sqrt` only (`LabColor`), so the answer is the same
/// on every machine. Returns the failure's message, or nil when the pictures pass.
func swiftSnapshotTestingCompare(reference: PixelBuffer, actual: PixelBuffer, precision: Float,
                                 perceptualPrecision: Float) -> String? {
  if reference == actual { return nil }
  if precision >= 1, perceptualPrecision >= 1 {
    return "Newly-taken snapshot does not match reference."
  }
  if perceptualPrecision < 1 {
    return perceptualCompare(reference, actual, precision: precision,
                             perceptualPrecision: perceptualPrecision)
  }
  let byteCount = reference.bytes.count
  let allowed = Int((1 - precision) * Float(byteCount))
  var differing = 0
  reference.bytes.withUnsafeBufferPointer { a in
    actual.bytes.withUnsafeBufferPointer { b in
      for i in 0..<byteCount where a[i] != b[i] { differing += 1 }
    }
  }
  guard differing > allowed else { return nil }
  let actualPrecision = 1 - Float(differing) / Float(byteCount)
  return "Actual image precision \(actualPrecision) is less than required \(precision)"
}

/// The perceptual half of `swiftSnapshotTestingCompare`.
private func perceptualCompare(_ reference: PixelBuffer, _ actual: PixelBuffer,
                               precision: Float, perceptualPrecision: Float) -> String? {
  let threshold = (1 - perceptualPrecision) * 100
  var failing = 0
  var worst: Float = 0
  var labs: [UInt32: LabColor] = [:]
  func lab(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> LabColor {
    let key = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
    if let known = labs[key] { return known }
    let made = LabColor(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2])
    labs[key] = made
    return made
  }
  reference.bytes.withUnsafeBufferPointer { a in
    actual.bytes.withUnsafeBufferPointer { b in
      var i = 0
      while i < a.count {
        defer { i += 4 }
        guard a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] else { continue }
        let deltaE = Float(lab(a, i).deltaE94(to: lab(b, i)))
        if deltaE > threshold {
          failing += 1
          worst = max(worst, deltaE)
        }
      }
    }
  }
  let pixels = reference.width * reference.height
  let matching = 1 - Float(failing) / Float(pixels)
  guard matching < precision else { return nil }
  let lowest = 1 - min(worst / 100, 1)
  return """
    The percentage of pixels that match \(matching) is less than required \(precision)
    The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
    """
}

/// A colour in CIE L*a*b* (D65 white), from 8-bit sRGB.
struct LabColor: Equatable {
  var l: Double
  var a: Double
  var b: Double

  /// The sRGB colour's Lab values: decoded to linear light by the sRGB curve, to XYZ by the
  /// sRGB matrix, to Lab with D65 white.
  init(red: UInt8, green: UInt8, blue: UInt8) {
    let r = Self.linear[Int(red)], g = Self.linear[Int(green)], bl = Self.linear[Int(blue)]
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
    let fx = Self.f(x), fy = Self.f(y), fz = Self.f(z)
    l = 116 * fy - 16
    a = 500 * (fx - fy)
    b = 200 * (fy - fz)
  }

  init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// ΔE 1994 (graphic arts: kL = kC = kH = 1, K1 = 0.045, K2 = 0.015) from this colour, the
  /// reference, to `other`: the chroma weights are the reference's.
  func deltaE94(to other: LabColor) -> Double {
    let c1 = (a * a + b * b).squareRoot()
    let c2 = (other.a * other.a + other.b * other.b).squareRoot()
    let dL = l - other.l, dC = c1 - c2
    let da = a - other.a, db = b - other.b
    let dH2 = max(0, da * da + db * db - dC * dC)
    let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
  }

  /// The sRGB curve decoded, for each 8-bit value: `v / 12.92` in the toe, else
  /// `((v + 0.055) / 1.055)^2.4`.
  static let linear: [Double] = (0...255).map { byte in
    let v = Double(byte) / 255
    guard v > 0.04045 else { return v / 12.92 }
    let x = (v + 0.055) / 1.055
    // x^2.4 = x^2 * (x^2)^(1/5).
    return x * x * DeterministicRoots.root(x * x, degree: 5)
  }

  /// Lab's companding: the cube root above (6/29)^3, a line below.
  static func f(_ t: Double) -> Double {
    let delta = 6.0 / 29
    return t > delta * delta * delta ? DeterministicRoots.root(t, degree: 3)
      : t / (3 * delta * delta) + 4.0 / 29
  }
}

/// Roots by Newton's iteration in IEEE arithmetic: the same bits on every machine, where libm's
/// `cbrt` and `pow` may differ in the last place between libraries.
enum DeterministicRoots {
  /// The `degree`th root (2 or more) of `x` (0 or more). Newton's step for y^n = x,
  /// `y - (y^n - x) / (n y^(n-1))`, from a start above the root (a power of two found from
  /// `x`'s exponent, exactly), falls monotonically to it; it stops when a step no longer falls.
  static func root(_ x: Double, degree n: Int) -> Double {
    guard x > 0, x.isFinite else { return x > 0 ? x : 0 }
    // x < 2^(e+1), so x^(1/n) < 2^((e+1)/n) <= 2^(ceil((e+1)/n)).
    let e = Int(x.exponent) + 1
    let start = e >= 0 ? (e + n - 1) / n : -((-e) / n)
    var y = Double(sign: .plus, exponent: start, significand: 1)
    let k = Double(n)
    for _ in 0..<200 {
      var power = 1.0
      for _ in 0..<(n - 1) { power *= y }
      let next = ((k - 1) * y + x / power) / k
      guard next < y else { break }
      y = next
    }
    return y
  }
}
