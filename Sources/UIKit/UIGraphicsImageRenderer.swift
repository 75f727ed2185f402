import Cellshot
import Foundation
import PNGCodec

/// Makes pictures from drawing, as UIKit's `UIGraphicsImageRenderer`: what the actions draw
/// (views' hierarchies, filled rectangles, images) is laid out as SwiftUI views in the
/// renderer's bounds and drawn by Cellshot, so the picture is the same on every machine.
@MainActor @preconcurrency
open class UIGraphicsImageRenderer: NSObject {
  public let format: UIGraphicsImageRendererFormat
  let bounds: CGRect

  public init(size: CGSize) {
    format = UIGraphicsImageRendererFormat()
    bounds = CGRect(origin: .zero, size: size)
  }

  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.format = format
    bounds = CGRect(origin: .zero, size: size)
  }

  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.format = format
    self.bounds = bounds
  }

  /// The picture the actions draw.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(format: format, bounds: bounds)
    UIGraphicsImageRendererContext.stack.append(context)
    actions(context)
    UIGraphicsImageRendererContext.stack.removeLast()
    return context.currentImage
  }

  /// The picture as PNG bytes.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// The picture as JPEG bytes.
  open func jpegData(withCompressionQuality quality: CGFloat,
                     actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).jpegData(compressionQuality: quality) ?? Data()
  }
}

/// The pixels per point and opacity of an image renderer's pictures.
@MainActor @preconcurrency
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point: the main screen's (3) unless set.
  open var scale: CGFloat = 3
  open var opaque = false
  open var preferredRange: Range = .automatic

  public override init() {}
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
  public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }
}

/// What an image renderer's actions draw into.
@MainActor @preconcurrency
open class UIGraphicsImageRendererContext: NSObject {
  public let format: UIGraphicsImageRendererFormat
  let bounds: CGRect
  /// What has been drawn: each item a view in a rectangle of the bounds.
  var items: [(CGRect, AnyView)] = []
  var fillColor: UIColor = .black

  init(format: UIGraphicsImageRendererFormat, bounds: CGRect) {
    self.format = format
    self.bounds = bounds
  }

  /// The contexts being drawn into, innermost last.
  static var stack: [UIGraphicsImageRendererContext] = []
  static var current: UIGraphicsImageRendererContext? { stack.last }

  /// The picture so far.
  open var currentImage: UIImage {
    let size = CGSize(width: max(1, bounds.width), height: max(1, bounds.height))
    let scale = max(1, Int(format.scale.rounded()))
    let origin = bounds.origin
    let items = self.items
    let drawn = ZStack(alignment: .topLeading) {
      ForEach(items.indices, id: \.self) { index in
        let (rect, view) = items[index]
        view.frame(width: rect.width, height: rect.height)
          .offset(x: rect.minX - origin.x, y: rect.minY - origin.y)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
    let background: Color? = format.opaque ? .white : nil
    guard let rendered = try? Renderer(size: size, scale: scale, background: background)
      .render(drawn)
    else { return UIImage() }
    return UIImage(pixels: rendered.buffer, scale: CGFloat(scale))
  }

  /// Fills `rect` with the fill colour (`UIColor.setFill()`).
  open func fill(_ rect: CGRect) {
    items.append((rect, AnyView(Color(uiColor: fillColor))))
  }

  open func stroke(_ rect: CGRect) {
    items.append((rect, AnyView(Rectangle().stroke(Color(uiColor: fillColor)))))
  }
}

extension UIColor {
  /// The colour later fills in the current image renderer take.
  @MainActor public func setFill() { UIGraphicsImageRendererContext.current?.fillColor = self }
  @MainActor public func setStroke() { UIGraphicsImageRendererContext.current?.fillColor = self }
  @MainActor public func set() { setFill() }
}

/// Fills `rect` in the current image renderer, in the fill colour.
@MainActor public func UIRectFill(_ rect: CGRect) {
  UIGraphicsImageRendererContext.current?.fill(rect)
}

extension UIImage {
  /// Draws the picture into the current image renderer, scaled to `rect`.
  @MainActor public func draw(in rect: CGRect) {
    UIGraphicsImageRendererContext.current?.items.append(
      (rect, AnyView(Image(uiImage: self).resizable())))
  }

  /// Draws the picture at its size, its top left corner at `point`.
  @MainActor public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the picture scaled to `rect` at `alpha` (source-over, whatever the blend mode).
  @MainActor public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    UIGraphicsImageRendererContext.current?.items.append(
      (rect, AnyView(Image(uiImage: self).resizable().opacity(Double(alpha)))))
  }

  /// Draws the picture at its size at `point`, at `alpha`.
  @MainActor public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// The picture as a JPEG file, `compressionQuality` from 0 (smallest) to 1 (best).
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard let pixels else { return nil }
    return Data(JPEGEncoder(quality: Double(compressionQuality)).encode(pixels))
  }
}
