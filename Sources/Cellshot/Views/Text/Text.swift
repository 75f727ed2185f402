// Views/: the leaf views and controls app code builds screens of (Text, Image, shapes,
// symbols, Color, controls). Each takes its SwiftUI initialisers' arguments and gives, when
// resolved, layout nodes of the primitive kinds (text, shape, image, symbol) or a composition
// of other views (a control). Their sizing rules are in Layout/Rules/ (TextRule, ShapeRule,
// ImageRule, SymbolRule), their drawing in Render/Paint/. Nothing here lays out or draws.

/// What a Text node needs to measure and draw itself.
struct TextNode {
  // Stored in this order, the small fields packed together: a node's size is its largest
  // kind's, and a long list's arena is mostly text nodes (96 bytes, not 112).
  var string: String
  var font: FontSpec
  var alignment: TextAlignment
  /// `lineLimit`, with -1 for none.
  private var storedLineLimit: Int32
  var color: Raster.Color
  /// The runs of a `Text + Text`, an attributed string, or a text with kerning, a baseline
  /// offset or an image: each in its own font and colour, with its own lines, spacing and
  /// inline image; nil for one run of characters.
  var runs: [TextRunSpec]? = nil
  /// Pixels between lines (`.lineSpacing(_:)`), at most 2^20.
  private var storedLineSpacing: Int32 = 0
  /// The font's own leading (`Font.lineGap`), rounded up to whole pixels: how far a column
  /// puts this text below another.
  private var storedLeading: Int32 = 0
  /// Lines under and through the text, out of line (a node's size is its largest kind's).
  private var decorations: TextDecorations<ResolvedLineStyle>?

  init(string: String, font: FontSpec, color: Raster.Color, lineLimit: Int?,
       alignment: TextAlignment) {
    self.string = string
    self.font = font
    self.alignment = alignment
    self.storedLineLimit = TextNode.stored(lineLimit.map { max(0, $0) } ?? -1)
    self.color = color
  }

  var lineLimit: Int? {
    get { storedLineLimit < 0 ? nil : Int(storedLineLimit) }
    set { storedLineLimit = TextNode.stored(newValue.map { max(0, $0) } ?? -1) }
  }

  var lineSpacing: Int {
    get { Int(storedLineSpacing) }
    set { storedLineSpacing = TextNode.stored(newValue) }
  }

  var leading: Int {
    get { Int(storedLeading) }
    set { storedLeading = TextNode.stored(newValue) }
  }

  /// `value` clamped into 32 bits (a line limit or spacing past 2^31 means no limit).
  private static func stored(_ value: Int) -> Int32 {
    Int32(clamping: value)
  }

  /// Lines under and through each line of one run of text, in their colours and patterns
  /// (joined runs carry their own, `TextRunStyle`).
  var underline: ResolvedLineStyle? {
    get { decorations?.underline }
    set { decorations = TextDecorations(underline: newValue, strikethrough: strikethrough) }
  }
  var strikethrough: ResolvedLineStyle? {
    get { decorations?.strikethrough }
    set { decorations = TextDecorations(underline: underline, strikethrough: newValue) }
  }
}

/// One run of a joined text, resolved: its characters, font and colour, and what else it draws.
struct TextRunSpec: Hashable {
  var string: String
  var font: FontSpec
  var color: Raster.Color
  /// Lines, background, spacing, baseline and inline image; nil for none.
  var style: TextRunStyle? = nil
}

/// What a run draws besides its characters, resolved for one render: in pixels, pen units and
/// concrete colours.
struct TextRunStyle: Hashable {
  var underline: ResolvedLineStyle?
  var strikethrough: ResolvedLineStyle?
  /// A fill behind the run's characters, as tall as their line.
  var background: Raster.Color?
  /// Pen units (64ths of a pixel) after each character: kerning or tracking.
  var spacing = 0
  /// Pixels the run is raised by.
  var baselineOffset = 0
  /// The picture drawn in place of the run's characters (`Text(Image)`).
  var attachment: InlineImage?

  /// True when a line of the layout must say where this run lies (to draw behind, under or
  /// through it).
  var isMarked: Bool { underline != nil || strikethrough != nil || background != nil }
}

/// A run of text drawn from the bundled bitmap fonts: it takes the size its lines need, wraps
/// to the width it is offered, and truncates its last line with `…` when limited.
public struct Text: PrimitiveView, Equatable {
  let string: String
  var font: Font?
  /// `.fontWeight(_:)`'s weight, applied to whichever font the text ends up with.
  var weight: Font.Weight?
  var color: Color?
  var isBold = false
  var isMonospaced = false
  /// `.fontDesign(_:)` on this text.
  var design: Font.Design?
  /// `.fontWidth(_:)` on this text.
  var width: FontWidth?
  var isMonospacedDigit = false
  var isItalic = false
  /// Lines, spacing, baseline, background, link and image, out of line: most texts have none,
  /// and a text is copied several times on its way to a node.
  private var box: TextAttributesBox?
  /// The parts of a `Text + Text`, each with its own font, colour and weight (what they leave
  /// unset, this text's modifiers and the environment give); nil for a single text.
  var parts: [Text]? = nil

  /// What this text sets besides font, weight and colour.
  var attributes: TextAttributes {
    get { box?.value ?? TextAttributes() }
    set { box = newValue == TextAttributes() ? nil : TextAttributesBox(newValue) }
  }

  /// `.underline`: on (with a style), off, or nil when this text leaves it to its parent.
  var underline: Text.LineStyle?? {
    get { box?.value.underline }
    set { attributes.underline = newValue }
  }

  /// `.strikethrough`: on (with a style), off, or nil when this text leaves it to its parent.
  var strikethrough: Text.LineStyle?? {
    get { box?.value.strikethrough }
    set { attributes.strikethrough = newValue }
  }

  /// A string as it is, no Markdown read (a literal is a `LocalizedStringKey`, whose is:
  /// disfavoured, as in SwiftUI, so a literal takes that init).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ string: S) { self.string = String(string) }
  public init(verbatim string: String) { self.string = string }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let id = builder.add(.text(node(in: environment, builder: builder)), name: "")
    if let rendering = rendering(in: environment) { builder.textRenderings[id] = rendering }
    if let spoken = box?.value, spoken.accessibilityLabel != nil || spoken.isHeading {
      var properties: [AccessibilityAttachmentModifier.Property] = []
      if let label = spoken.accessibilityLabel { properties.append(.label(Text(verbatim: label))) }
      if spoken.isHeading { properties.append(.addTraits(.isHeader)) }
      builder.noteAccessibility([id], .properties(properties))
    }
    return [id]
  }

  /// The text resolved in `environment`: its string cased, its fonts, colours and lines; its
  /// images resolved by `builder` (the symbol library, warnings).
  ///
  /// Helpers are methods taking the environment, not nested functions capturing it: a
  /// capture copies the environment (hundreds of bytes) into a box for every text.
  func node(in environment: EnvironmentValues, builder: NodeBuilder) -> TextNode {
    let first = parts?.first
    let textColor = resolvedColor(first, environment)
    let han = hanForms(environment)
    var shown = string
    if let numbers = box?.value.numbers {
      shown = InterpolatedNumber.rewrite(shown, numbers, in: environment.locale)
    }
    var node = TextNode(string: cased(shown, environment),
                        font: spec(first, environment, han),
                        color: textColor,
                        lineLimit: environment.lineLimit,
                        alignment: environment.visualTextAlignment)
    let scale = Double(environment.pixelScale)
    let gap = (first?.font ?? font ?? environment.font ?? .body)
      .lineGap(at: node.font.size, scale: scale)
    let paragraph = attributes.paragraph
    if let alignment = paragraph?.alignment { node.alignment = alignment.visual }
    if paragraph?.mixed == true {
      builder.warnOnce("Text(AttributedString): paragraphs with different alignments or line "
                       + "heights are drawn with the first paragraph's")
    }
    // `.lineSpacing(_:)` keeps at least the style's own gap: iOS 26 measured a caption with
    // `.lineSpacing(3)` 3 points past SF's line, not 3 past the style's (docs/text.md, "Lines")
    var spacing = max(environment.lineSpacing * CGFloat(scale), CGFloat(gap))
    if let height = paragraph?.lineHeight ?? environment.lineHeight {
      // `.lineHeight(_:)`: baselines that far apart, in place of the style's leading (SF's
      // own line is 2444/2048 of its size, as `Font.lineGap` says)
      let size = CGFloat(node.font.size), ownLine = size * 2444 / 2048
      if let distance = height.baselineDistance(size: size) {
        spacing = (environment.lineSpacing + distance - ownLine) * CGFloat(scale)
      }
    }
    node.lineSpacing = spacing.isFinite ? Int(min(max(0, spacing), CGFloat(1 << 20)).rounded()) : 0
    node.leading = gap
    let inherited = environment.textAttributes
    if parts == nil && !attributes.needsRuns && !inherited.needsRuns {
      // One run of characters: its lines drawn over the whole text.
      let own = attributes
      if let underline = (own.underline ?? inherited.underline) ?? nil {
        node.underline = ResolvedLineStyle(underline, textColor, environment)
      }
      if let strikethrough = (own.strikethrough ?? inherited.strikethrough) ?? nil {
        node.strikethrough = ResolvedLineStyle(strikethrough, textColor, environment)
      }
      return node
    }
    var runs: [TextRunSpec] = []
    runs.reserveCapacity(parts?.count ?? 1)
    for part in parts ?? [self] {
      let font = spec(part, environment, han)
      let color = resolvedColor(part, environment)
      var run = TextRunSpec(string: cased(part.string, environment), font: font, color: color)
      run.style = runStyle(part, font, color, environment, builder)
      runs.append(run)
    }
    node.runs = runs
    return node
  }

  /// A part's own font, weight, design and colour; else this text's; else the environment's
  /// (`part` nil: this text's).
  private func spec(_ part: Text?, _ environment: EnvironmentValues,
                    _ han: HanForms) -> FontSpec {
    var spec = (part?.font ?? font ?? environment.font ?? .body)
      .spec(at: environment.dynamicTypeSize)
    spec.han = han
    if let weight = part?.weight ?? weight ?? environment.fontWeight { spec = spec.weight(weight) }
    if (part?.isBold == true || isBold || environment.bold) && !spec.weight.usesBoldFace {
      spec = spec.weight(.bold)
    }
    if spec.design == .default,
       let design = (part?.design ?? design)?.fontDesign ?? environment.fontDesign
    {
      spec = spec.design(design)
    }
    if spec.width == .standard, let width = part?.width ?? width ?? environment.fontWidth {
      spec = spec.width(width)
    }
    if part?.isMonospaced == true || isMonospaced || environment.monospaced {
      spec = spec.monospaced()
    }
    if part?.isMonospacedDigit == true || isMonospacedDigit || environment.monospacedDigit {
      spec.monospacedDigit = true
    }
    if part?.isItalic == true || isItalic || environment.italic { spec = spec.italic() }
    return spec
  }

  /// The forms this text's Han characters take: the locale's language's (`ja`: Japanese;
  /// `zh` written in Hant, or of Taiwan, Hong Kong or Macao: Traditional Chinese), else
  /// Japanese where the text has kana, else Simplified Chinese. A text without a character
  /// from U+2E80 on (no byte from 0xE2 on) is not looked at.
  private func hanForms(_ environment: EnvironmentValues) -> HanForms {
    // No array of the strings unless one has such a character: this runs for every text.
    var wide = Self.hasWideCharacters(string)
    for part in parts ?? [] where !wide { wide = Self.hasWideCharacters(part.string) }
    guard wide else { return .simplifiedChinese }
    return HanForms(locale: typesettingLocale(environment),
                    parts.map { $0.map(\.string) } ?? [string])
  }

  /// Whether `string` has a byte from 0xE2 on: a plain loop, not a closure (a closure formed
  /// here is isolated to the main actor, and Swift checks the executor at every call of it).
  nonisolated static func hasWideCharacters(_ string: String) -> Bool {
    for byte in string.utf8 where byte >= 0xE2 { return true }
    return false
  }

  private func cased(_ string: String, _ environment: EnvironmentValues) -> String {
    switch environment.textCase {
    case .uppercase?: return string.uppercased()
    case .lowercase?: return string.lowercased()
    case nil: return string
    }
  }

  /// A part's colour: a link's is the tint (as iOS draws links in text, whatever colour the
  /// string gives); else its own, this text's, or the environment's foreground.
  private func resolvedColor(_ part: Text?, _ environment: EnvironmentValues) -> Raster.Color {
    if part?.attributes.isLink ?? attributes.isLink { return environment.resolve(environment.tint) }
    if let color = part?.color ?? color { return environment.resolve(color) }
    return environment.foreground
  }

  // Text's own modifiers return Text, as in SwiftUI, so they chain before layout modifiers.
  // As in SwiftUI, the innermost wins: `Text("a").font(.title).font(.body)` is a title.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = self.font ?? font
    return copy
  }

  public func bold() -> Text { bold(true) }

  /// Bold when `isActive` (a text already bold stays bold).
  public func bold(_ isActive: Bool) -> Text {
    var copy = self
    copy.isBold = isBold || isActive
    return copy
  }

  /// The weight of whichever font the text is drawn in (its own or its environment's).
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = self.weight ?? weight
    return copy
  }

  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = self.color ?? color
    return copy
  }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    foregroundColor(style.representativeColor)
  }

  /// A line under each line of the text, a point below the baseline (a point thick), in
  /// `color` or the text's. Joined to another text, it underlines this one's part only.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    underline(isActive, pattern: .solid, color: color)
  }

  /// A line under the text in `pattern` (dots, dashes), in `color` or the text's.
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern,
                        color: Color? = nil) -> Text {
    var copy = self
    copy.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
    return copy
  }

  /// A line through the middle of the text's small letters, in `color` or the text's.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    strikethrough(isActive, pattern: .solid, color: color)
  }

  /// A line through the text in `pattern` (dots, dashes), in `color` or the text's.
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern,
                            color: Color? = nil) -> Text {
    var copy = self
    copy.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil)
    return copy
  }

  /// Italics: Inter's italic cut at regular weight; semibold and bold text, and the
  /// monospaced design, stay upright (the bundled strikes have no heavier italic).
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isItalic = isActive
    return copy
  }

  /// Digits all one width (the font's widest), each centred in its cell, as tabular figures.
  public func monospacedDigit() -> Text {
    var copy = self
    copy.isMonospacedDigit = true
    return copy
  }

  /// The monospaced design: JetBrains Mono, for SF Mono.
  public func monospaced(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isMonospaced = isActive
    return copy
  }
}

extension Text {
  public enum TruncationMode: Sendable, Hashable { case head, middle, tail }
}


/// Lines under and through a text node, kept out of line (few texts have them, and nodes are
/// copied as a tree is built).
final class TextDecorations<Value: Sendable>: Sendable {
  let underline: Value?
  let strikethrough: Value?

  init(underline: Value?, strikethrough: Value?) {
    self.underline = underline
    self.strikethrough = strikethrough
  }
}

extension ResolvedLineStyle {
  /// `style` drawn in its colour, or `textColor` when it has none.
  init(_ style: Text.LineStyle, _ textColor: Raster.Color, _ environment: EnvironmentValues) {
    self.init(color: style.color.map { environment.resolve($0) } ?? textColor,
              pattern: style.pattern)
  }
}
