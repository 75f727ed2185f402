import Foundation
import PNGCodec
import PixelSnapshots
import Raster
import UIKit

extension Diffing where Value == UIImage {
  /// Pictures stored as PNG, equal in every byte.
  public static var image: Diffing<UIImage> { .image() }

  /// Pictures stored as PNG (Cellshot's small-file preset), compared as swift-snapshot-testing
  /// compares them.
  ///
  /// - Parameters:
  ///   - precision: The share of pixels that must match (with `perceptualPrecision` 1, the
  ///     share of bytes, as swift-snapshot-testing counts them).
  ///   - perceptualPrecision: How close, 0 to 1, a pixel's colour must be to the reference's to
  ///     match: a CIE ΔE 1994 of at most `(1 - perceptualPrecision) * 100`. 0.98 to 0.99 is
  ///     about what the eye tells apart.
  ///   - scale: The scale of the reference images read back (1 when nil or 0).
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                           scale: CGFloat? = nil) -> Diffing<UIImage> {
    let scale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 1
    return Diffing(
      toData: { image in
        guard let pixels = image.pixels, let bytes = try? PNGEncoder.small.encode(pixels) else {
          return Data()
        }
        return Data(bytes)
      },
      fromData: { UIImage(data: $0, scale: scale) ?? UIImage() }
    ) { old, new in
      guard let message = compareImages(old, new, precision: precision,
                                        perceptualPrecision: perceptualPrecision)
      else { return nil }
      guard let reference = old.pixels, let actual = new.pixels,
            reference.width == actual.width, reference.height == actual.height else {
        return (message, [])
      }
      let summary = PixelDiff(reference, actual)
      let difference = XCTAttachment(
        image: UIImage(pixels: ImageComparison.diffImage(expected: reference, actual: actual)))
      difference.name = "diff"
      return (message + "\n" + describe(summary), [difference])
    }
  }
}

/// swift-snapshot-testing's checks before the comparison proper: both pictures there, not
/// empty, of one size.
private func compareImages(_ old: UIImage, _ new: UIImage, precision: Float,
                           perceptualPrecision: Float) -> String? {
  guard let reference = old.pixels else { return "Reference image could not be loaded." }
  guard let actual = new.pixels else { return "Newly-taken snapshot is empty." }
  guard reference.width == actual.width, reference.height == actual.height else {
    return "Newly-taken snapshot@\(describe(new.size)) does not match "
      + "reference@\(describe(old.size))."
  }
  return swiftSnapshotTestingCompare(reference: reference, actual: actual, precision: precision,
                                     perceptualPrecision: perceptualPrecision)
}

/// A size as Apple's platforms print a `CGSize`: "(390.0, 844.0)".
private func describe(_ size: CGSize) -> String {
  "(\(Double(size.width)), \(Double(size.height)))"
}

/// Cellshot's summary of a difference: how many pixels, where, by how much.
private func describe(_ diff: PixelDiff) -> String {
  var text = "\(diff.differingPixels) of \(diff.totalPixels) pixels differ"
  if let box = diff.bounds {
    text += ", within x \(box.x)..<\(box.maxX), y \(box.y)..<\(box.maxY)"
  }
  return text + ", largest channel difference \(diff.maxChannelDifference)"
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// Pictures, equal in every byte, in `.png` references.
  public static var image: Snapshotting<UIImage, UIImage> { .image() }

  /// Pictures compared with `precision` and `perceptualPrecision` (see `Diffing.image`), in
  /// `.png` references read back at `scale`.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1,
                           scale: CGFloat? = nil) -> Snapshotting<UIImage, UIImage> {
    Snapshotting(pathExtension: "png",
                 diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision,
                                 scale: scale))
  }
}

extension XCTAttachment {
  /// A picture, as PNG (empty for an image without pixels).
  public convenience init(image: UIImage) {
    let bytes = image.pixels.flatMap { try? PNGEncoder.fast.encode($0) } ?? []
    self.init(data: Data(bytes), uniformTypeIdentifier: "public.png")
  }
}
