// Image as a transferable value (iOS 16): it can be dragged, copied and shared as a PNG.
// Nothing is transferred in a picture (CoreTransferable keeps representations without running
// them); the PNG offered is the image drawn at its own size, as Cellshot draws it.

import CoreTransferable
import PNGCodec

extension Image: Transferable {
  /// The image as PNG data: drawn at its own size, its pixels per point its own (1 for a
  /// named picture or a symbol).
  nonisolated public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .png) { (image: Image) in
      let box = TransferredImage(image: image)
      return try await MainActor.run { try box.image.pngData() }
    }
  }

  /// The image drawn at its own size, as PNG data.
  @MainActor func pngData() throws -> Data {
    let pixels = scale.isFinite ? max(1, min(8, Int(scale.rounded()))) : 1
    let size = Renderer(size: CGSize(width: 10_000, height: 10_000), scale: pixels)
      .idealSize(self)
    let rendered = try Renderer(size: size, scale: pixels, background: .clear).render(self)
    return Data(try PNGEncoder.small.encode(rendered.buffer))
  }
}

/// An image handed to the main actor to be drawn (it holds only values).
private struct TransferredImage: @unchecked Sendable {
  let image: Image
}
