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
  var color: Color.Resolved
  /// The runs of a `Text + Text`, each in its own font and colour; nil for one run.
  var runs: [TextRunSpec]? = nil
  /// Pixels between lines (`.lineSpacing(_:)`), at most 2^20.
  private var storedLineSpacing: Int32 = 0
  /// The font's own leading (`Font.lineGap`), rounded up to whole pixels: how far a column
  /// puts this text below another.
  private var storedLeading: Int32 = 0
  /// Lines under and through the text, out of line (a node's size is its largest kind's).
  private var decorations: TextDecorations<Color.Resolved>?

  init(string: String, font: FontSpec, color: Color.Resolved, lineLimit: Int?,
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

  /// Lines under and through each line of text, in their colours.
  var underline: Color.Resolved? {
    get { decorations?.underline }
    set { decorations = TextDecorations(underline: newValue, strikethrough: strikethrough) }
  }
  var strikethrough: Color.Resolved? {
    get { decorations?.strikethrough }
    set { decorations = TextDecorations(underline: underline, strikethrough: newValue) }
  }
}

/// One run of a joined text, resolved: its characters, font and colour.
struct TextRunSpec: Hashable {
  var string: String
  var font: FontSpec
  var color: Color.Resolved
}

/// A run of text drawn from the bundled bitmap fonts: it takes the size its lines need, wraps
/// to the width it is offered, and truncates its last line with `…` when limited.
public struct Text: PrimitiveView {
  let string: String
  var font: Font?
  /// `.fontWeight(_:)`'s weight, applied to whichever font the text ends up with.
  var weight: Font.Weight?
  var color: Color?
  var isBold = false
  var isMonospaced = false
  var isItalic = false
  /// `.underline` and `.strikethrough`, out of line: most texts have neither, and a text is
  /// copied several times on its way to a node (inline, the two took half its 336 bytes).
  private var decorations: TextDecorations<Color?>?

  /// `.underline`: on (with a colour, or the text's when nil), or off.
  var underline: Color?? {
    get { decorations.map { $0.underline } ?? nil }
    set { decorations = TextDecorations(underline: newValue, strikethrough: strikethrough) }
  }

  /// `.strikethrough`: on (with a colour, or the text's when nil), or off.
  var strikethrough: Color?? {
    get { decorations.map { $0.strikethrough } ?? nil }
    set { decorations = TextDecorations(underline: underline, strikethrough: newValue) }
  }
  /// The parts of a `Text + Text`, each with its own font, colour and weight (what they leave
  /// unset, this text's modifiers and the environment give); nil for a single text.
  var parts: [Text]? = nil

  /// A string as it is, no Markdown read (a literal is a `LocalizedStringKey`, whose is:
  /// disfavoured, as in SwiftUI, so a literal takes that init).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ string: S) { self.string = String(string) }
  public init(verbatim string: String) { self.string = string }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    [builder.add(.text(node(in: environment)), name: "")]
  }

  /// The text resolved in `environment`: its string cased, its fonts, colours and lines.
  ///
  /// Helpers are methods taking the environment, not nested functions capturing it: a
  /// capture copies the environment (hundreds of bytes) into a box for every text.
  func node(in environment: EnvironmentValues) -> TextNode {
    let first = parts?.first
    let textColor = resolvedColor(first, environment)
    let han = hanForms(environment)
    var node = TextNode(string: cased(string, environment), font: spec(first, environment, han),
                        color: textColor,
                        lineLimit: environment.lineLimit,
                        alignment: environment.visualTextAlignment)
    if let underline { node.underline = underline.map { environment.resolve($0) } ?? textColor }
    if let strikethrough {
      node.strikethrough = strikethrough.map { environment.resolve($0) } ?? textColor
    }
    let gap = (first?.font ?? font ?? environment.font ?? .body).lineGap(at: node.font.size)
    let spacing = (environment.lineSpacing + CGFloat(gap)) * CGFloat(environment.pixelScale)
    node.lineSpacing = spacing.isFinite ? Int(min(max(0, spacing), CGFloat(1 << 20)).rounded()) : 0
    let leading = gap * Double(environment.pixelScale)
    node.leading = leading.isFinite ? Int(min(max(0, leading), Double(1 << 20)).rounded(.up)) : 0
    if let parts {
      var runs: [TextRunSpec] = []
      runs.reserveCapacity(parts.count)
      for part in parts {
        runs.append(TextRunSpec(string: cased(part.string, environment),
                                font: spec(part, environment, han),
                                color: resolvedColor(part, environment)))
      }
      node.runs = runs
    }
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
    if part?.isMonospaced == true || isMonospaced || environment.monospaced {
      spec = spec.monospaced()
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
    return HanForms(locale: environment.locale, parts.map { $0.map(\.string) } ?? [string])
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

  private func resolvedColor(_ part: Text?, _ environment: EnvironmentValues) -> Color.Resolved {
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

  public func bold() -> Text {
    var copy = self
    copy.isBold = true
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

  /// A line under each line of the text, one pixel below the baseline (one point thick at
  /// any scale), in `color` or the text's.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var copy = self
    copy.underline = isActive ? .some(color) : nil
    return copy
  }

  /// A line through the middle of the text's small letters, in `color` or the text's.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var copy = self
    copy.strikethrough = isActive ? .some(color) : nil
    return copy
  }

  /// Italics: Inter's italic cut at regular weight; semibold and bold text, and the
  /// monospaced design, stay upright (the bundled strikes have no heavier italic).
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isItalic = isActive
    return copy
  }

  /// Accepted: the bundled fonts' digits are all one width already.
  public func monospacedDigit() -> Text { self }

  /// The monospaced design: Terminus, a bitmap font with a bold cut.
  public func monospaced(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isMonospaced = isActive
    return copy
  }
}

extension Text {
  public enum TruncationMode: Sendable, Hashable { case head, middle, tail }
}

public struct TextSelectability: Sendable {
  public static let enabled = TextSelectability()
  public static let disabled = TextSelectability()
}

/// Lines under and through a text, kept out of line (few texts have them, and texts and their
/// nodes are copied as a tree is built): a `Text`'s asked colours, or a node's resolved ones.
final class TextDecorations<Value: Sendable>: Sendable {
  let underline: Value?
  let strikethrough: Value?

  init(underline: Value?, strikethrough: Value?) {
    self.underline = underline
    self.strikethrough = strikethrough
  }
}
