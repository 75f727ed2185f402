// Text renderers: `.textRenderer(_:)` hands the texts below to a renderer that draws their
// laid-out lines itself. A text with one is sized by the renderer (by default as any text) and
// placed as any text; when painted, the renderer's `draw(layout:in:)` is called with the text's
// `Text.Layout` and a GraphicsContext whose drawing takes the text's place
// (`Render/Paint/TextRendererPainting.swift`). Custom attributes (`Text.customAttribute`) ride
// on the runs they were given to.

/// Draws a text's laid-out lines in place of the text: SwiftUI's `TextRenderer`.
///
///     struct FirstLineOnly: TextRenderer {
///       func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
///         if let line = layout.first { ctx.draw(line) }
///       }
///     }
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `ctx`, whose origin is the text's top-left, in points.
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

  /// The text's size for `proposal`; by default the text's own (`text.sizeThatFits`).
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

  /// How far the renderer may draw outside the text's frame; by default none. Cellshot
  /// does not clip a renderer's drawing to the frame, so this changes nothing.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    text.sizeThatFits(proposal)
  }

  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes: it measures as the text would without the renderer.
public struct TextProxy {
  let measure: (ProposedViewSize) -> CGSize

  /// The size the text takes for `proposal`, as a text without a renderer.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A value a text carries for a `TextRenderer` to read from its runs
/// (`Text("a").customAttribute(Highlight())`, then `run[Highlight.self]`).
public protocol TextAttribute: Hashable {}

extension Text {
  /// The text with `value` attached to its characters, for a `TextRenderer` to read; it
  /// draws nothing itself.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
    var copy = self
    copy.attributes.custom.values.append(AnyHashable(value))
    return copy
  }
}

extension View {
  /// The texts below drawn by `renderer` (the innermost renderer wins). Nonisolated, as
  /// iOS 18's.
  nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
    EnvironmentModifier(content: self) { $0.textRenderer = renderer }
  }
}

extension EnvironmentValues {
  /// The renderer `.textRenderer(_:)` set for the texts below; nil for none.
  var textRenderer: (any TextRenderer)? {
    get { extras.isEmpty ? nil : extras["textRenderer"] as? any TextRenderer }
    set { extras["textRenderer"] = newValue }
  }
}

/// A text node drawn by a renderer: the renderer, the environment its context draws in, and
/// each run's custom attributes (by run index).
struct TextRendering {
  let renderer: any TextRenderer
  let environment: EnvironmentValues
  let attributes: [[AnyHashable]]
}

extension Text {
  /// What node `id`, made from this text in `environment`, needs to be drawn by the
  /// environment's renderer; nil when there is none.
  func rendering(in environment: EnvironmentValues) -> TextRendering? {
    guard let renderer = environment.textRenderer else { return nil }
    let outer = environment.textAttributes
    let attributes = parts.map { parts in
      parts.map { $0.attributes.inheriting(self.attributes.inheriting(outer)).custom.values }
    } ?? [attributes.inheriting(outer).custom.values]
    return TextRendering(renderer: renderer, environment: environment, attributes: attributes)
  }
}
