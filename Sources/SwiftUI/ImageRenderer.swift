// ImageRenderer: a view drawn into a picture by Cellshot, as SwiftUI's draws it into a
// `UIImage`: at the size the view takes for the proposed size (its ideal size unless told),
// `scale` pixels per point. The same pixels on every machine, as a `UIImage`, a `CGImage`, or
// drawn into a Core Graphics context (`render(rasterizationScale:renderer:)`).
import Cellshot
import Combine
import Foundation
import UIKit

/// Makes pictures of a view.
@MainActor @preconcurrency
public final class ImageRenderer<Content: View>: @preconcurrency ObservableObject {
  /// Sends before the content or a setting changes.
  public let objectWillChange = PassthroughSubject<Void, Never>()
  public var content: Content {
    willSet { objectWillChange.send(()) }
  }
  /// The size offered to the view: nothing by default, so it takes its ideal size.
  public var proposedSize: ProposedViewSize = .unspecified {
    willSet { objectWillChange.send(()) }
  }
  /// Pixels per point of the picture (1 by default, as SwiftUI's).
  public var scale: CGFloat = 1 {
    willSet { objectWillChange.send(()) }
  }
  /// Whether the picture has no transparency (drawn over white).
  public var isOpaque = false {
    willSet { objectWillChange.send(()) }
  }
  /// Accepted: pictures are drawn in sRGB.
  public var colorMode: ColorRenderingMode = .nonLinear

  /// The dynamic range the picture may use (iOS 26). Accepted: pictures are standard range.
  public var allowedDynamicRange: Image.DynamicRange? {
    willSet { objectWillChange.send(()) }
  }

  public init(content view: Content) { content = view }

  /// The view's picture, or nil when it cannot be drawn (a size beyond the renderer's
  /// limits).
  public var uiImage: UIImage? {
    rendered(scale: scale).map { UIImage(pixels: $0.pixels, scale: CGFloat($0.scale)) }
  }

  /// The view's picture as a Core Graphics bitmap (the same pixels as `uiImage`'s), or nil
  /// when it cannot be drawn.
  public var cgImage: CGImage? { rendered(scale: scale).map { CGImage(pixels: $0.pixels) } }

  /// Hands `renderer` the view's size in points and a function drawing the view into a
  /// Core Graphics context, from its origin: the view's picture at `rasterizationScale`
  /// pixels a point, scaled into the view's size in the context's user space.
  public func render(rasterizationScale: CGFloat = 1,
                     renderer: (CGSize, (CGContext) -> Void) -> Void) {
    guard let picture = rendered(scale: rasterizationScale) else {
      renderer(.zero) { _ in }
      return
    }
    let size = CGSize(width: CGFloat(picture.pixels.width) / CGFloat(picture.scale),
                      height: CGFloat(picture.pixels.height) / CGFloat(picture.scale))
    let image = CGImage(pixels: picture.pixels)
    renderer(size) { context in context.draw(image, in: CGRect(origin: .zero, size: size)) }
  }

  /// The view drawn `scale` pixels a point (rounded, 1 to 16), with that whole scale.
  private func rendered(scale: CGFloat) -> (pixels: PixelBuffer, scale: Int)? {
    let pixels = max(1, min(16, Int(scale.isFinite ? scale.rounded() : 1)))
    let measure = Renderer(size: CGSize(width: 10_000, height: 10_000), scale: pixels)
    // A proposed length is given to the view as its frame's; an open one is its ideal.
    let size = measure.idealSize(content.frame(width: proposedSize.width,
                                               height: proposedSize.height))
    guard size.width > 0, size.height > 0 else { return nil }
    let renderer = Renderer(size: size, scale: pixels, background: isOpaque ? .white : nil)
    guard let rendered = try? renderer.render(content) else { return nil }
    return (rendered.buffer, pixels)
  }
}

/// Observable as iOS 17.1's: a view reading the renderer's picture is drawn with the settings
/// it has when the picture is taken.
extension ImageRenderer: Observable {}
