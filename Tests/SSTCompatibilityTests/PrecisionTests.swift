import SnapshotTesting
import SwiftUI
import Testing

/// `precision` and `perceptualPrecision` on crafted pictures, as swift-snapshot-testing
/// compares: a share of bytes with `perceptualPrecision` 1, else a share of pixels whose CIE
/// ΔE 1994 stays within `(1 - perceptualPrecision) * 100`. The ΔE values expected are
/// computed independently, in double precision with libm's `pow` and `cbrt`.
@Suite struct PrecisionTests {
  /// A 10 x 10 picture of `color`, with `changed` of its first pixels set to `to`.
  func picture(_ color: RGBA8, changed: Int = 0, to other: RGBA8? = nil) throws -> UIImage {
    var buffer = try PixelBuffer(width: 10, height: 10, fill: color)
    if let other {
      for i in 0..<changed {
        buffer.bytes[i * 4] = other.r
        buffer.bytes[i * 4 + 1] = other.g
        buffer.bytes[i * 4 + 2] = other.b
        buffer.bytes[i * 4 + 3] = other.a
      }
    }
    return UIImage(pixels: buffer)
  }

  let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

  func diff(_ old: UIImage, _ new: UIImage, precision: Float = 1,
            perceptualPrecision: Float = 1) -> String? {
    Diffing<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
      .diff(old, new)?.0
  }

  /// The lowest perceptual precision a failure reports: 1 - ΔE / 100 of the worst pixel.
  func lowestPrecision(_ message: String?) throws -> Double {
    let line = try #require(message?.split(separator: "\n")
      .first { $0.hasPrefix("The lowest perceptual color precision ") })
    let value = line.dropFirst("The lowest perceptual color precision ".count)
      .split(separator: " ").first
    return try #require(value.flatMap { Double($0) })
  }

  @Test func exactByDefault() throws {
    let old = try picture(red)
    #expect(diff(old, try picture(red)) == nil)
    let message = try #require(diff(old, try picture(red, changed: 1,
                                                     to: RGBA8(r: 254, g: 0, b: 0, a: 255))))
    #expect(message.hasPrefix("Newly-taken snapshot does not match reference.\n"))
    #expect(message.contains("1 of 100 pixels differ, within x 0..<1, y 0..<1"))
  }

  @Test func precisionCountsBytes() throws {
    let old = try picture(red)
    let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    // One pixel of a hundred: 2 bytes of 400 differ (red and blue), within 1% of them.
    #expect(diff(old, try picture(red, changed: 1, to: blue), precision: 0.99) == nil)
    // Three pixels: 6 bytes, 1.5%.
    let message = diff(old, try picture(red, changed: 3, to: blue), precision: 0.99)
    #expect(message?.hasPrefix("Actual image precision 0.985 is less than required 0.99") == true)
  }

  @Test func perceptualPrecisionIsDeltaE94() throws {
    let old = try picture(red)
    // ΔE94 of (255, 0, 0) to (250, 0, 0) is 1.0669532.
    let new = try picture(red, changed: 1, to: RGBA8(r: 250, g: 0, b: 0, a: 255))
    #expect(diff(old, new, perceptualPrecision: 0.98) == nil)
    let message = diff(old, new, perceptualPrecision: 0.99)
    #expect(message?.hasPrefix(
      "The percentage of pixels that match 0.99 is less than required 1.0") == true)
    #expect(abs(try lowestPrecision(message) - (1 - 1.0669532 / 100)) < 1e-6)
  }

  @Test(arguments: [
    (RGBA8(r: 128, g: 128, b: 128, a: 255), RGBA8(r: 130, g: 128, b: 128, a: 255), 0.8126954),
    (RGBA8(r: 0, g: 0, b: 255, a: 255), RGBA8(r: 0, g: 0, b: 245, a: 255), 1.5497990),
    (RGBA8(r: 20, g: 200, b: 40, a: 255), RGBA8(r: 22, g: 198, b: 44, a: 255), 0.7637109),
    (RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 255, b: 0, a: 255), 73.430425),
  ])
  func deltaEMatchesTheFormula(reference: RGBA8, other: RGBA8, deltaE: Double) throws {
    let old = try picture(reference)
    let new = try picture(reference, changed: 1, to: other)
    let message = diff(old, new, perceptualPrecision: 0.995)
    #expect(abs(try lowestPrecision(message) - (1 - deltaE / 100)) < 1e-6)
    // Just above and below the pixel's ΔE.
    #expect(diff(old, new, perceptualPrecision: Float(1 - (deltaE + 0.01) / 100)) == nil)
    #expect(diff(old, new, perceptualPrecision: Float(1 - (deltaE - 0.01) / 100)) != nil)
  }

  @Test func precisionAndPerceptualPrecisionTogether() throws {
    let old = try picture(red)
    let far = RGBA8(r: 0, g: 0, b: 0, a: 255)
    // One pixel of a hundred far off: 99% of the pixels match.
    #expect(diff(old, try picture(red, changed: 1, to: far), precision: 0.99,
                 perceptualPrecision: 0.98) == nil)
    let message = diff(old, try picture(red, changed: 2, to: far), precision: 0.99,
                       perceptualPrecision: 0.98)
    #expect(message?.hasPrefix(
      "The percentage of pixels that match 0.98 is less than required 0.99") == true)
    // ΔE94 of red to black is 56.306811.
    #expect(abs(try lowestPrecision(message) - (1 - 56.306811 / 100)) < 1e-6)
  }

  @Test func sizeMismatch() throws {
    let old = UIImage(pixels: try PixelBuffer(width: 12, height: 10, fill: red))
    #expect(diff(old, try picture(red), precision: 0.5)
            == "Newly-taken snapshot@(10.0, 10.0) does not match reference@(12.0, 10.0).")
  }

  @Test func failureAttachesTheDiffImage() throws {
    let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
    let result = Diffing<UIImage>.image.diff(try picture(red),
                                             try picture(red, changed: 5, to: black))
    let attachment = try #require(result?.1.first)
    #expect(attachment.name == "diff")
    #expect(attachment.uniformTypeIdentifier == "public.png")
    #expect(attachment.data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
