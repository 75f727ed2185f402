// Images in text: `Text(Image(systemName: "star"))`, `Text("\(Image("logo")) Rate")`. The
// picture is a run of its own that the text layout makes room for (`TextAttachment`) and
// wraps with the words; `TextPainting` draws it where its line puts it. A symbol is sized like
// a glyph of the run's font (the square `Image(systemName:)` draws in at that font), centred on
// the middle of the font's capitals and coloured like the text, as SF Symbols sit in a line on
// an iPhone; any other picture stands on the baseline at its own size.

import PNGCodec

extension Text {
  /// A text that draws `image` in its line: a symbol at the text's font size and in its
  /// colour, another picture at its own size on the baseline.
  public init(_ image: Image) {
    self.init(verbatim: "\u{FFFC}")
    attributes.image = image
  }
}

/// A picture drawn in a line of text: its size, which the layout makes room for, and how it is
/// drawn.
struct InlineImage: Hashable {
  /// Its width, and how far it reaches above and below the baseline, in pixels.
  let size: TextAttachment
  let drawing: Drawing

  enum Drawing {
    /// A symbol drawn across the size's height, `bearing` pixels in from either side.
    case symbol(SymbolNode, bearing: Int)
    case picture(PixelBuffer, label: String)
  }

  // A layout depends on the size alone: two images of one size lay text out alike.
  static func == (a: InlineImage, b: InlineImage) -> Bool { a.size == b.size }
  func hash(into hasher: inout Hasher) { hasher.combine(size) }

  /// SF Pro's capital height, in ems (1443 of 2048 units): a symbol's middle sits at half of it.
  static let capHeight = 1443.0 / 2048

  /// `image` as a run in `font` and `color` draws it; nil for a picture not found (reported
  /// by the image, as when drawn alone).
  @MainActor
  init?(_ image: Image, font: FontSpec, color: Raster.Color, _ environment: EnvironmentValues,
        _ builder: NodeBuilder) {
    var inline = environment
    inline.font = Font(font)
    inline.fontWeight = nil
    inline.bold = false
    inline.foregroundColor = Color(color)
    let scale = Double(environment.displayScale)
    switch image.resolvedNode(builder, inline).0 {
    case .symbol(var symbol):
      // The square a symbol is drawn in alone (`SymbolNode.box`), as wide as a glyph with a
      // little room either side.
      let points = symbol.pointSize.isFinite ? min(max(symbol.pointSize, 0), 4096) : 17
      let side = ((points * 1.3).rounded() * 0.85 * scale).rounded()
      let ascent = Int((points * InlineImage.capHeight / 2 * scale + side / 2).rounded())
      let bearing = Int((points * 0.06 * scale).rounded())
      symbol.resizable = true
      size = TextAttachment(width: Int(side) + 2 * bearing, ascent: ascent,
                            descent: Int(side) - ascent)
      drawing = .symbol(symbol, bearing: bearing)
    case .image(let node):
      guard let buffer = node.buffer, node.scale > 0, node.scale.isFinite else { return nil }
      let width = Double(buffer.width) / Double(node.scale) * scale
      let height = Double(buffer.height) / Double(node.scale) * scale
      size = TextAttachment(width: Int(min(width, Double(1 << 20)).rounded()),
                            ascent: Int(min(height, Double(1 << 20)).rounded()), descent: 0)
      drawing = .picture(buffer, label: node.name)
    default:
      return nil
    }
  }

  /// The commands drawing the image in `rect` (pixels): where its line placed it.
  func commands(in rect: Rect, scale: Int) -> [DisplayList.Command] {
    switch drawing {
    case .symbol(let symbol, let bearing):
      let frame = Rect(x: rect.minX + Double(bearing), y: rect.minY, width: rect.height,
                       height: rect.height)
      return symbol.commands(in: frame, scale: scale)
    case .picture(let buffer, let label):
      return [.image(buffer, rect, label: label)]
    }
  }
}
