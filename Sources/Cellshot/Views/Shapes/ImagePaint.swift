// An image as a shape style (`Circle().fill(ImagePaint(image: Image("brick"), scale: 0.5))`):
// the image, or the part `sourceRect` picks of it in unit coordinates, tiled from the shape's
// top-left corner at its own size times `scale`, and shown inside the shape. Drawn through a
// canvas clipped to the shape, so tiles are the image drawn as a canvas draws one.

/// A shape style that tiles an image (or a part of it) across the shape it fills.
public struct ImagePaint: ShapeStyle {
  /// The image tiled.
  public var image: Image
  /// The part of the image tiled, in unit coordinates (the whole image by default).
  public var sourceRect: CGRect
  /// How much larger (or smaller) than its own size each tile is drawn.
  public var scale: CGFloat

  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
              scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  public typealias Resolved = Never

  /// Most tiles drawn for one shape: a tiny tile over a large shape stops there.
  static let tileLimit = 4096

  /// Draws the tiles over `size`, row by row from the top-left corner, each tile the source
  /// rectangle of the image scaled by `scale`.
  func drawTiles(_ context: inout GraphicsContext, size: CGSize) {
    let natural = context.resolve(image).size
    let scale = self.scale.isFinite && self.scale > 0 ? self.scale : 1
    let source = sourceRect.standardized
    guard source.width.isFinite, source.height.isFinite, source.minX.isFinite,
          source.minY.isFinite, source.width > 0, source.height > 0 else { return }
    let drawn = CGSize(width: natural.width * scale, height: natural.height * scale)
    let tile = CGSize(width: drawn.width * source.width, height: drawn.height * source.height)
    guard tile.width >= 0.25, tile.height >= 0.25 else { return }
    let columns = Int((size.width / tile.width).rounded(.up))
    let rows = Int((size.height / tile.height).rounded(.up))
    guard columns > 0, rows > 0, columns * rows <= Self.tileLimit else { return }
    for row in 0..<rows {
      for column in 0..<columns {
        let cell = CGRect(x: CGFloat(column) * tile.width, y: CGFloat(row) * tile.height,
                          width: tile.width, height: tile.height)
        var tileContext = context
        tileContext.clip(to: Path(cell))
        tileContext.draw(image, in: CGRect(x: cell.minX - source.minX * drawn.width,
                                           y: cell.minY - source.minY * drawn.height,
                                           width: drawn.width, height: drawn.height))
      }
    }
  }
}

extension ShapeStyle where Self == ImagePaint {
  /// An image tiled across the shape.
  public static func image(_ image: Image,
                           sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                           scale: CGFloat = 1) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

extension ShapeStyle {
  /// The image paint this style fills with, if it is one.
  var imagePaint: ImagePaint? {
    switch self {
    case let paint as ImagePaint: return paint
    case let style as AnyShapeStyle: return style.base.imagePaint
    case let style as ShadowedStyle: return style.base.imagePaint
    default: return nil
    }
  }
}
