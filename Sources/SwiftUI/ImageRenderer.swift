// ImageRenderer: a view drawn into a picture by Cellshot, as SwiftUI's draws it into a
// `UIImage`: at the size the view takes for the proposed size (its ideal size unless told),
// `scale` pixels per point. The same pixels on every machine.
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

  public init(content view: Content) { content = view }

  /// The view's picture, or nil when it cannot be drawn (a size beyond the renderer's
  /// limits).
  public var uiImage: UIImage? {
    let pixels = max(1, min(16, Int(scale.isFinite ? scale.rounded() : 1)))
    let measure = Renderer(size: CGSize(width: 10_000, height: 10_000), scale: pixels)
    // A proposed length is given to the view as its frame's; an open one is its ideal.
    let size = measure.idealSize(content.frame(width: proposedSize.width,
                                               height: proposedSize.height))
    guard size.width > 0, size.height > 0 else { return nil }
    let renderer = Renderer(size: size, scale: pixels, background: isOpaque ? .white : nil)
    guard let rendered = try? renderer.render(content) else { return nil }
    return UIImage(pixels: rendered.buffer, scale: CGFloat(pixels))
  }
}
