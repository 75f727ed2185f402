@testable import Raster
import Testing

// PixelFilter in place (`filter(_:in:)`, in C) against the filters as they were defined on a
// copy of the picture: a blur channel by channel through the shadow's box passes (checked
// against their definition in RowKernelTests), a colour matrix pixel by pixel in Swift.

/// A blur by its first definition: each premultiplied channel as a plane of its own through
/// `Shadow.blur`, then each colour held to its alpha.
func blurByChannel(_ picture: PixelBuffer, sigma: Double) -> PixelBuffer {
  let widths = Shadow.boxWidths(sigma: sigma)
  guard !widths.isEmpty else { return picture }
  var out = picture
  let count = picture.width * picture.height
  for c in 0..<4 {
    var plane = (0..<count).map { picture.bytes[$0 * 4 + c] }
    Shadow.blur(&plane, width: picture.width, height: picture.height, widths: widths)
    for i in 0..<count { out.bytes[i * 4 + c] = plane[i] }
  }
  for i in stride(from: 0, to: count * 4, by: 4) {
    for k in 0..<3 where out.bytes[i + k] > out.bytes[i + 3] { out.bytes[i + k] = out.bytes[i + 3] }
  }
  return out
}

/// A colour matrix by its first definition, pixel by pixel.
func matrixByPixel(_ picture: PixelBuffer, _ m: [Int], _ o: [Int], _ alphaScale: Int)
  -> PixelBuffer
{
  var out = picture
  for i in stride(from: 0, to: out.bytes.count, by: 4) {
    let r = Int(out.bytes[i]), g = Int(out.bytes[i + 1]), b = Int(out.bytes[i + 2])
    let a0 = Int(out.bytes[i + 3])
    if a0 == 0 { continue }
    let a = min(255, max(0, (a0 * alphaScale + 32768) >> 16))
    for k in 0..<3 {
      let value = m[3 * k] * r + m[3 * k + 1] * g + m[3 * k + 2] * b + o[k] * a0
      out.bytes[i + k] = UInt8(min(a, max(0, (value + 32768) >> 16)))
    }
    out.bytes[i + 3] = UInt8(a)
  }
  return out
}

@Suite struct PixelFilterTests {
  /// A premultiplied picture of flat rectangles, noise and clear parts.
  static func picture(_ w: Int, _ h: Int, seed: UInt64) throws -> PixelBuffer {
    var numbers = GradientCellTests.Numbers(state: seed)
    var picture = try PixelBuffer(width: w, height: h, fill: .transparent)
    for _ in 0..<4 {
      let x0 = Int(numbers.next() * Double(w)), y0 = Int(numbers.next() * Double(h))
      let x1 = min(w, x0 + Int(numbers.next() * 80)), y1 = min(h, y0 + Int(numbers.next() * 80))
      let a = numbers.next() < 0.5 ? 255 : UInt8(numbers.next() * 256)
      let noisy = numbers.next() < 0.5
      for y in y0..<max(y0, y1) {
        for x in x0..<max(x0, x1) {
          let i = (y * w + x) * 4
          picture.bytes[i + 3] = a
          for k in 0..<3 {
            picture.bytes[i + k] = noisy ? UInt8(numbers.next() * (Double(a) + 1)) : a / 2
          }
        }
      }
    }
    return picture
  }

  /// The blur in place gives each channel's box passes, pixel for pixel, for narrow and wide
  /// pictures (past the four rows and sixteen columns the kernel takes at once), small,
  /// large and very large standard deviations (boxes past 255 wide).
  @Test(arguments: [(1, 1, 2.0), (3, 90, 0.6), (37, 5, 4.5), (70, 61, 9.0), (130, 40, 1.5),
                    (33, 47, 25.0), (60, 50, 90.0), (20, 300, 140.0)])
  func blurIsEachChannelsBoxPasses(w: Int, h: Int, sigma: Double) throws {
    let picture = try Self.picture(w, h, seed: UInt64(w * 1000 + h))
    #expect(picture.filtered(.blur(sigma: sigma)) == blurByChannel(picture, sigma: sigma),
            "\(w) x \(h), sigma \(sigma)")
  }

  /// A part of a picture filtered in place is that part cropped and filtered (pixels outside
  /// it count as clear), and the pixels around it are left as they were.
  @Test func aPartIsFilteredAsItsCrop() throws {
    let picture = try Self.picture(90, 70, seed: 7)
    let part = IntRect(x: 13, y: 9, width: 51, height: 44)
    for filter in [PixelFilter.blur(sigma: 3), .blur(sigma: 100), .saturation(0.3)] {
      var inPlace = picture
      inPlace.filter(filter, in: part)
      #expect(try inPlace.cropped(to: part) == picture.cropped(to: part).filtered(filter))
      var outside = inPlace
      var original = picture
      for y in part.y..<part.maxY {
        for x in part.x..<part.maxX {
          for k in 0..<4 { outside.bytes[(y * 90 + x) * 4 + k] = 0 }
          for k in 0..<4 { original.bytes[(y * 90 + x) * 4 + k] = 0 }
        }
      }
      #expect(outside == original, "\(filter)")
    }
  }

  /// Every colour matrix the modifiers make (in C) gives the Swift loop's pixels.
  @Test func colorMatricesAreTheSwiftLoop() throws {
    let picture = try Self.picture(67, 45, seed: 3)
    let filters: [PixelFilter] = [
      .brightness(0.3), .brightness(-0.6), .saturation(0), .saturation(2.5), .contrast(1.8),
      .contrast(-1), .multiply(Color(red: 1, green: 0.4, blue: 0.1, opacity: 0.7)), .invert,
      .colorMatrix(matrix: Array(repeating: 1 << 31, count: 9), offsets: [-(1 << 31), 0, 1 << 31],
                   alphaScale: 1 << 31),
    ]
    for filter in filters {
      guard case .colorMatrix(let m, let o, let alphaScale) = filter else { continue }
      #expect(picture.filtered(filter) == matrixByPixel(picture, m, o, alphaScale), "\(filter)")
    }
  }

  /// A hue rotation turns colours round the wheel and keeps greys: no turn leaves every pixel
  /// as it is, a third of a turn takes pure red to a dark green (and two thirds to blue), grey
  /// stays grey, and two thirds after one third come back round to red.
  @Test func hueRotationTurnsColoursAndKeepsGreys() throws {
    var picture = try PixelBuffer(width: 2, height: 1, fill: .transparent)
    picture.bytes = [255, 0, 0, 255, 128, 128, 128, 255]
    #expect(picture.filtered(.hueRotation(0)) == picture)
    let third = picture.filtered(.hueRotation(2 * Double.pi / 3))
    // (Darker: the matrix keeps lightness by the luminance weights only approximately.)
    #expect(third.bytes[1] > 100 && third.bytes[0] < 40 && third.bytes[2] < 40, "\(third.bytes)")
    let twoThirds = picture.filtered(.hueRotation(4 * Double.pi / 3))
    #expect(twoThirds.bytes[2] > 150 && twoThirds.bytes[0] < 40, "\(twoThirds.bytes)")
    #expect(Array(third.bytes[4..<8]) == [128, 128, 128, 255])
    let round = third.filtered(.hueRotation(4 * Double.pi / 3))
    #expect(round.bytes[0] > 180 && round.bytes[1] < 60, "\(round.bytes)")
  }

  /// The blur's working space is a few rows of the picture, not a copy of it: for the largest
  /// picture a render allows, under 1 % of its bytes at the blur of `.blur(radius: 3)` at
  /// scale 3, and under a fifth with the widest blur a render draws (its reach a sixth of the
  /// picture's side: the ring holds the half box's rows, about a sixth of them).
  @Test func blurWorkingSpaceIsAFewRows() {
    let (w, h) = (8192, 8192)
    let picture = w * h * 4
    #expect(PixelFilter.blur(sigma: 4.5).workingBytes(width: w, height: h) < picture / 100)
    #expect(PixelFilter.blur(sigma: Double(w) / 6).workingBytes(width: w, height: h)
              < picture / 5)
    #expect(PixelFilter.saturation(0).workingBytes(width: w, height: h) == 0)
  }
}
