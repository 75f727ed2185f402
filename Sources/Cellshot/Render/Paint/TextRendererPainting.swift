// Painting a text drawn by a `TextRenderer`: the layout placing chose becomes a `Text.Layout`,
// the renderer draws it into a GraphicsContext whose origin is the text's top-left, and what it
// drew becomes commands as a Canvas's drawing does. The text's own glyphs are not drawn.

extension Painter {
  /// Text node `id`, laid out as `layout` in `frame` (pixels), drawn by `rendering`.
  mutating func paintRenderedText(_ rendering: TextRendering, _ text: TextNode,
                                  _ layout: TextLayout, _ frame: Rect) {
    let storage = TextLayoutStorage(layout, scale: scale, color: text.color,
                                    leadingPixels: text.leading,
                                    blockWidth: Int(frame.width),
                                    attributes: rendering.attributes)
    let recorder = canvasRecorder()
    var context = GraphicsContext(recorder: recorder, environment: rendering.environment)
    rendering.renderer.draw(layout: Text.Layout(storage), in: &context)
    paintRecorded(recorder, origin: Point(x: frame.minX, y: frame.minY),
                  environment: rendering.environment)
  }
}
