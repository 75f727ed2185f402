// Images drawn by code (iOS 16): `Image(size:label:opaque:colorMode:renderer:)`, a picture of
// `size` points that a GraphicsContext closure draws, as a Canvas of that size draws. Rule:
// the closure runs where the image is drawn, at that picture's pixels per point, in the
// environment there (its foreground colour, its colour scheme); a resizable one is then
// scaled as a picture is.

extension Image {
  /// A picture of `size` points drawn by `renderer`, which is given a context whose origin
  /// is the picture's top-left corner. The label is for accessibility; `opaque` and
  /// `colorMode` are accepted (drawing blends in sRGB and keeps transparency).
  public init(size: CGSize, label: Text? = nil, opaque: Bool = false,
              colorMode: ColorRenderingMode = .nonLinear,
              renderer: @escaping (inout GraphicsContext) -> Void) {
    source = .drawn(DrawnImage(size: size, renderer: renderer))
  }
}

/// A picture drawn by a GraphicsContext closure: its size in points and the closure. Two are
/// the same picture only when they are the same value.
final class DrawnImage: Equatable, @unchecked Sendable {
  // Unchecked: the closure is only run on the main actor, while a picture is drawn.
  let size: CGSize
  let renderer: (inout GraphicsContext) -> Void

  init(size: CGSize, renderer: @escaping (inout GraphicsContext) -> Void) {
    self.size = CGSize(width: cleanLength(size.width), height: cleanLength(size.height))
    self.renderer = renderer
  }

  static func == (a: DrawnImage, b: DrawnImage) -> Bool { a === b }

  /// The picture's pixels, `scale` a point, drawn in `environment`; nil when it is empty.
  @MainActor func pixels(in environment: EnvironmentValues, scale: Int) -> PixelBuffer? {
    guard size.width > 0, size.height > 0 else { return nil }
    let renderer = self.renderer
    let canvas = Canvas { context, _ in renderer(&context) }
    let view = EnvironmentModifier(content: canvas) { $0 = environment }
    return try? Renderer(size: size, scale: scale, background: .clear,
                         colorScheme: environment.colorScheme).render(view).buffer
  }
}
