// Drawing a text's laid-out lines in a GraphicsContext, as a `TextRenderer` does: a line, a
// run or a slice of one draws its glyphs where the layout placed them (from the line's
// origin), in the text's colours, under the context's transform, opacity and clips.

extension GraphicsContext {
  /// Draws `line`'s glyphs with its baseline starting at its origin.
  public func draw(_ line: Text.Layout.Line,
                   options: Text.Layout.DrawingOptions = .init()) {
    record(line, glyphs: nil)
  }

  /// Draws `run`'s glyphs where they are on their line.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
    record(run.line, glyphs: run.glyphs)
  }

  /// Draws `slice`'s glyphs where they are on their line.
  public func draw(_ slice: Text.Layout.RunSlice,
                   options: Text.Layout.DrawingOptions = .init()) {
    record(slice.run.line, glyphs: slice.glyphs)
  }

  private func record(_ line: Text.Layout.Line, glyphs: Range<Int>?) {
    let storage = line.storage
    recorder.record(.glyphs(PlacedGlyphs(layout: storage.drawable(line: line.index,
                                                                  glyphs: glyphs),
                                         origin: line.origin, color: storage.color)), self)
  }
}

/// Glyphs of one line to draw: a layout of that line with only them, the left end of its
/// baseline in the context's points, and the colour of glyphs without their own.
struct PlacedGlyphs {
  var layout: TextLayout
  var origin: CGPoint
  var color: Raster.Color
}
