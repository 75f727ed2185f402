// Text: as wide as its longest line for the width offered (wrapped to it), as tall as the
// lines that height allows (at least one, the last truncated with "…"). One line of printable
// ASCII is measured without laying out glyphs (`AsciiLineMeasure`); placing decides the layout
// that is drawn (the one sizing made for the proposal, when it has the placed size), made when
// it is first drawn.

/// The text measured and laid out in one layout: by string, font, width and line limit.
struct TextCache {
  struct Key: Hashable {
    var string: String
    var font: FontSpec
    var maxWidth: Int?
    var lineLimit: Int?
    var alignment: TextAlignment
    var lineSpacing: Int
    var runs: [TextRunSpec]?
  }

  var layouts: [Key: TextLayout] = [:]
  var chains: [FontSpec: FontChain] = [:]
  var measures: [FontSpec: AsciiLineMeasure] = [:]
  /// Each text node's one-line size in pixels: (-2, 0) not yet measured, (-1, 0) not one line
  /// of ASCII.
  var singleLine: [(Int, Int)] = []
  /// Characters already reported as missing from every font.
  var reportedMissing: Set<Unicode.Scalar> = []
}

/// How a text node was placed: the proposal its size answered and the size it was given.
struct PlacedText {
  var proposal: ProposedViewSize
  var size: CGSize
}

extension LayoutEngine {
  func sizeText(_ id: NodeID, _ text: TextNode, _ p: ProposedViewSize) -> CGSize {
    if !builder.textRenderings.isEmpty, let rendering = builder.textRenderings[id] {
      let proxy = TextProxy { self.sizeOwnText(id, text, $0) }
      return rendering.renderer.sizeThatFits(proposal: p, text: proxy)
    }
    return sizeOwnText(id, text, p)
  }

  /// The text's size for `p`, as it lays itself out (a renderer's `TextProxy` answers this).
  func sizeOwnText(_ id: NodeID, _ text: TextNode, _ p: ProposedViewSize) -> CGSize {
    // Most text is one line of ASCII that fits: measure it once without laying out glyphs.
    if let (width, height) = oneLineSize(id, text) {
      let limit = wholePixels(p.width)
      if limit == nil || width <= limit! {
        return CGSize(width: CGFloat(width) * pixel, height: CGFloat(height) * pixel)
      }
    }
    let layout = textLayout(text, proposal: p)
    return CGSize(width: CGFloat(layout.width) * pixel, height: CGFloat(layout.height) * pixel)
  }

  /// Notes how the text was placed; the layout drawn (`placedLayout`) follows from it, made
  /// only for text that is drawn (a long list's rows off the picture never need theirs).
  func placeText(_ id: NodeID, _ text: TextNode, _ rect: CGRect, _ p: ProposedViewSize) {
    // By node id in an array, not a dictionary: a long list places thousands.
    if placedText.count < builder.nodes.count {
      let missing = builder.nodes.count - placedText.count
      placedText.append(contentsOf: repeatElement(nil, count: missing))
    }
    placedText[id] = PlacedText(proposal: p, size: rect.size)
  }

  /// The layout text node `id` is drawn with: the one made while sizing for the proposal it was
  /// placed with, when that is as large as its frame (a text laid out at the width it chose
  /// breaks its lines where it did), else one for the frame (a parent that placed the text
  /// larger or smaller than it chose). Nil for text never placed.
  func placedLayout(_ id: NodeID) -> TextLayout? {
    guard id < placedText.count, let placed = placedText[id],
          case .text(let text) = builder.nodes[id].kind else {
      return nil
    }
    let sized = textLayout(text, proposal: placed.proposal)
    if wholePixels(placed.size.width) == sized.width
      && wholePixels(placed.size.height) == sized.height {
      return sized
    }
    return textLayout(text, proposal: ProposedViewSize(placed.size))
  }

  /// The size in pixels of text node `id` on one line, when it is printable ASCII in fonts
  /// that have it; nil otherwise.
  func oneLineSize(_ id: NodeID, _ text: TextNode) -> (Int, Int)? {
    if self.text.singleLine.count < builder.nodes.count {
      self.text.singleLine.append(
        contentsOf: repeatElement((-2, 0), count: builder.nodes.count - self.text.singleLine.count))
    }
    if self.text.singleLine[id].0 == -2 {
      self.text.singleLine[id] = measure(text) ?? (-1, 0)
    }
    let (width, height) = self.text.singleLine[id]
    return width >= 0 ? (width, height) : nil
  }

  private func measure(_ text: TextNode) -> (Int, Int)? {
    guard text.runs == nil else { return nil }
    if let measure = self.text.measures[text.font] { return measure.size(of: text.string) }
    guard chain(text.font) != nil,
          let measure = try? fonts.asciiMeasure(for: text.font, scale: scale) else { return nil }
    self.text.measures[text.font] = measure
    return measure.size(of: text.string)
  }

  /// The height of text node `id` when it is one line that fits `width`, which no height
  /// proposal changes; nil for any other node.
  func rigidTextHeight(_ id: NodeID, width: CGFloat?) -> CGFloat? {
    guard case .text = builder.nodes[id].kind else { return nil }
    let size = sizeThatFits(id, ProposedViewSize(width: width, height: nil))
    // Sizing the text measured its one line (`sizeText`): read that, not the node again.
    guard id < self.text.singleLine.count, self.text.singleLine[id].0 >= 0 else { return nil }
    let oneLine = self.text.singleLine[id].0
    if let limit = wholePixels(width), oneLine > limit { return nil }
    return size.height
  }

  func chain(_ font: FontSpec) -> FontChain? {
    if let chain = text.chains[font] { return chain }
    if let name = font.face {
      for problem in AppFonts.shared.takeProblems() { warnOnce("font: \(problem)") }
      if AppFonts.shared.face(named: name) == nil && !FontLibrary.isTerminus(name) {
        warnOnce("font: \"\(name)\" is not a registered font (register it with "
          + "CTFontManagerRegisterFontsForURL, UIAppFonts or a font file in the app's "
          + "resources); drawn in the system font")
      }
    }
    do {
      let chain = Emoji.chain(try fonts.chain(for: font, scale: scale), fonts: fonts,
                              pixels: font.size * Double(scale))
      for name in Emoji.names {
        if case .failure(let error)? = Emoji.atlas(fonts, name) { warnOnce("font: \(error)") }
      }
      text.chains[font] = chain
      return chain
    } catch {
      failures.append("font: \(error)")
      return nil
    }
  }

  /// The text laid out for `proposal`: wrapped to its width, and keeping only the lines its
  /// height allows (at least one).
  func textLayout(_ text: TextNode, proposal: ProposedViewSize) -> TextLayout {
    let maxWidth = wholePixels(proposal.width)
    var layout = textLayout(text, maxWidth: maxWidth, lineLimit: text.lineLimit)
    if let height = proposal.height, height.isFinite, layout.lines.count > 1 {
      let limitPx = wholePixels(height) ?? Int.max
      if layout.height > limitPx {
        var fit = 0, used = 0
        for line in layout.lines {
          let next = used + (fit > 0 ? layout.lineSpacing : 0) + line.height
          guard next <= limitPx else { break }
          used = next
          fit += 1
        }
        layout = textLayout(text, maxWidth: maxWidth, lineLimit: max(1, fit))
      }
    }
    return layout
  }

  func textLayout(_ text: TextNode, maxWidth: Int?, lineLimit: Int?) -> TextLayout {
    let key = TextCache.Key(string: text.string, font: text.font, maxWidth: maxWidth,
                            lineLimit: lineLimit, alignment: text.alignment,
                            lineSpacing: text.lineSpacing, runs: text.runs)
    if let layout = self.text.layouts[key] { return layout }
    let layout: TextLayout
    let specs = text.runs
      ?? [TextRunSpec(string: text.string, font: text.font, color: text.color)]
    let chains = specs.compactMap { chain($0.font) }
    if chains.count == specs.count {
      // One run draws in the text's colour; joined runs each in their own.
      var runs: [TextRun] = []
      runs.reserveCapacity(specs.count)
      var marking = false
      for (spec, chain) in zip(specs, chains) {
        var run = TextRun(spec.string, chain: chain, color: text.runs == nil ? nil : spec.color)
        if let style = spec.style {
          run.spacing = style.spacing
          run.baselineOffset = style.baselineOffset
          run.attachment = style.attachment?.size
          marking = marking || style.isMarked
        }
        runs.append(run)
      }
      layout = TextLayout(runs: runs, maxWidth: maxWidth, lineLimit: lineLimit,
                          alignment: text.alignment, lineSpacing: text.lineSpacing,
                          markingRuns: marking)
      reportMissing(layout.missing)
    } else {
      layout = .empty
    }
    self.text.layouts[key] = layout
    return layout
  }

  private func reportMissing(_ missing: [Unicode.Scalar]) {
    // An emoji whose atlas picture could not be read is drawn as nothing: say why (the
    // picture is read when the first emoji is laid out).
    for name in Emoji.names {
      if case .success(let atlas)? = Emoji.atlas(fonts, name), let error = atlas.loadError {
        warnOnce("font: \(error)")
      }
    }
    for scalar in missing where !text.reportedMissing.contains(scalar) {
      text.reportedMissing.insert(scalar)
      let code = String(scalar.value, radix: 16, uppercase: true)
      failures.append("text: no font has \"\(Character(scalar))\" (U+\(code)); "
                      + "it is drawn as a box")
    }
  }
}
