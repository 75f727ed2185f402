// Painting text: the layout placing chose, and its underlines and strikethroughs.

extension Painter {
  mutating func paintText(_ id: NodeID, _ text: TextNode, _ frame: Rect) {
    guard let layout = engine.placedLayout(id) else { return }
    list.commands.append(.text(layout, x: Int(frame.minX), y: Int(frame.minY),
                               width: Int(frame.width), text.color))
    if text.underline != nil || text.strikethrough != nil {
      paintDecorations(text, layout, frame)
    }
  }

  /// Underlines and strikethroughs: a line a point thick under (through) each line of text,
  /// as long as the line's glyphs.
  mutating func paintDecorations(_ text: TextNode, _ layout: TextLayout, _ frame: Rect) {
    let thickness = Double(scale)
    var top = frame.minY
    for (i, line) in layout.lines.enumerated() {
      let x = frame.minX + Double(layout.offset(ofLine: i, in: Int(frame.width)))
      let baseline = top + Double(line.ascent)
      if let color = text.underline {
        list.commands.append(.fill(.rect(Rect(x: x, y: baseline + thickness,
                                              width: Double(line.width), height: thickness)),
                                   color))
      }
      if let color = text.strikethrough {
        // Through the middle of the small letters: about a third of the ascent up.
        let middle = (baseline - Double(line.ascent) * 0.33).rounded(.down)
        list.commands.append(.fill(.rect(Rect(x: x, y: middle, width: Double(line.width),
                                              height: thickness)), color))
      }
      top += Double(line.height + layout.lineSpacing)
    }
  }
}
