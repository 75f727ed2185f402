// Painting text: the layout placing chose; behind it the runs' backgrounds, over it their
// underlines and strikethroughs (a text's own, over each line, or each run's, over the
// stretch of the line it fills) and their inline images.

extension Painter {
  mutating func paintText(_ id: NodeID, _ text: TextNode, _ frame: Rect) {
    guard let layout = engine.placedLayout(id) else { return }
    let renderings = engine.builder.textRenderings
    if !renderings.isEmpty, let rendering = renderings[id] {
      paintRenderedText(rendering, text, layout, frame)
      return
    }
    paintText(text, layout, frame)
  }

  /// `text` laid out as `layout` with its top-left at the frame's: its glyphs, and what its
  /// runs draw behind, under, through and among them.
  mutating func paintText(_ text: TextNode, _ layout: TextLayout, _ frame: Rect) {
    let styled = text.runs?.contains { $0.style != nil } == true
    if styled, let runs = text.runs { paintRunBackgrounds(runs, layout, frame) }
    list.commands.append(.text(layout, x: Int(frame.minX), y: Int(frame.minY),
                               width: Int(frame.width), text.color))
    if text.underline != nil || text.strikethrough != nil {
      paintDecorations(text, layout, frame)
    }
    if styled, let runs = text.runs {
      paintRunLines(runs, layout, frame)
      paintAttachments(runs, layout, frame)
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
      if let style = text.underline {
        paintLine(style, x: x, y: baseline + thickness, width: Double(line.width))
      }
      if let style = text.strikethrough {
        // Through the middle of the small letters: about a third of the ascent up.
        let middle = (baseline - Double(line.ascent) * 0.33).rounded(.down)
        paintLine(style, x: x, y: middle, width: Double(line.width))
      }
      top += Double(line.height + layout.lineSpacing)
    }
  }

  /// A line a point thick from `x` to `x + width` with its top at `y`: solid, or its
  /// pattern's dashes (measured in thicknesses from its start).
  mutating func paintLine(_ style: ResolvedLineStyle, x: Double, y: Double, width: Double) {
    let thickness = Double(scale)
    let lengths = style.pattern.lengths
    guard !lengths.isEmpty else {
      list.commands.append(.fill(.rect(Rect(x: x, y: y, width: width, height: thickness)),
                                 style.color))
      return
    }
    var pen = 0.0, i = 0
    while pen < width {
      let length = Double(lengths[i % lengths.count]) * thickness
      if i % 2 == 0 {
        list.commands.append(.fill(.rect(Rect(x: x + pen, y: y, width: min(length, width - pen),
                                              height: thickness)), style.color))
      }
      pen += length
      i += 1
    }
  }

  /// Each line's stretches of runs with a background, filled as tall as the line.
  private mutating func paintRunBackgrounds(_ runs: [TextRunSpec], _ layout: TextLayout,
                                            _ frame: Rect) {
    forEachStretch(runs, layout, frame, by: { $0?.background }) { painter, color, span in
      painter.list.commands.append(.fill(.rect(Rect(x: span.x, y: span.top, width: span.width,
                                                    height: span.height)), color))
    }
  }

  /// Each line's stretches of underlined and struck runs: a line under (through) each.
  private mutating func paintRunLines(_ runs: [TextRunSpec], _ layout: TextLayout,
                                      _ frame: Rect) {
    let thickness = Double(scale)
    forEachStretch(runs, layout, frame, by: { $0?.underline }) { painter, style, span in
      painter.paintLine(style, x: span.x, y: span.baseline + thickness, width: span.width)
    }
    forEachStretch(runs, layout, frame, by: { style in
      style?.strikethrough.map { StruckStretch(style: $0, raised: style?.baselineOffset ?? 0) }
    }) { painter, struck, span in
      let middle = (span.baseline - Double(struck.raised) - Double(span.ascent) * 0.33)
        .rounded(.down)
      painter.paintLine(struck.style, x: span.x, y: middle, width: span.width)
    }
  }

  /// The inline images, where their lines put them.
  private mutating func paintAttachments(_ runs: [TextRunSpec], _ layout: TextLayout,
                                         _ frame: Rect) {
    var top = frame.minY
    for (i, line) in layout.lines.enumerated() {
      let left = frame.minX + Double(layout.offset(ofLine: i, in: Int(frame.width)))
      let baseline = top + Double(line.ascent)
      for placed in line.attachments where placed.run < runs.count {
        guard let image = runs[placed.run].style?.attachment else { continue }
        let rect = Rect(x: left + Double(placed.x), y: baseline - Double(placed.ascent),
                        width: Double(placed.width),
                        height: Double(placed.ascent + placed.descent))
        list.commands += image.commands(in: rect, scale: scale)
      }
      top += Double(line.height + layout.lineSpacing)
    }
  }

  /// Calls `body` for each stretch of neighbouring segments of a line whose runs have one
  /// value of `key` (not nil), with where the stretch lies.
  private mutating func forEachStretch<Value: Equatable>(
    _ runs: [TextRunSpec], _ layout: TextLayout, _ frame: Rect,
    by key: (TextRunStyle?) -> Value?,
    _ body: (inout Painter, Value, Stretch) -> Void
  ) {
    var top = frame.minY
    for (i, line) in layout.lines.enumerated() {
      let left = frame.minX + Double(layout.offset(ofLine: i, in: Int(frame.width)))
      var current: (value: Value, start: Int, end: Int, ascent: Int)?
      func flush(_ painter: inout Painter) {
        guard let stretch = current, stretch.end > stretch.start else { return }
        body(&painter, stretch.value,
             Stretch(x: left + Double(stretch.start), width: Double(stretch.end - stretch.start),
                     top: top, height: Double(line.height),
                     baseline: top + Double(line.ascent), ascent: stretch.ascent))
      }
      for segment in line.segments {
        let value = segment.run < runs.count ? key(runs[segment.run].style) : nil
        if let open = current, let value, value == open.value, segment.x <= open.end {
          current = (value, open.start, max(open.end, segment.x + segment.width),
                     max(open.ascent, segment.ascent))
          continue
        }
        flush(&self)
        current = value.map { ($0, segment.x, segment.x + segment.width, segment.ascent) }
      }
      flush(&self)
      top += Double(line.height + layout.lineSpacing)
    }
  }
}

/// Where a stretch of a line lies, in pixels.
private struct Stretch {
  var x: Double
  var width: Double
  /// The line's top and height.
  var top: Double
  var height: Double
  var baseline: Double
  /// The largest ascent of the stretch's characters.
  var ascent: Int
}

/// A strikethrough and how far its run is raised: stretches join only where both agree.
private struct StruckStretch: Equatable {
  var style: ResolvedLineStyle
  var raised: Int
}
