@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// Text's runs: attributed strings' attributes, inline images, and each part's own lines,
/// spacing and baseline.
@MainActor @Suite struct AttributedTextTests {
  /// An attributed string with one attribute per run.
  static var everyAttribute: AttributedString {
    func run(_ text: String, _ change: (inout AttributedString) -> Void) -> AttributedString {
      var piece = AttributedString(text)
      change(&piece)
      return piece
    }
    var string = AttributedString("Runs: ")
    string += run("title", { $0.font = .title3.bold() })
    string += AttributedString(", ")
    string += run("red", { $0.foregroundColor = .red })
    string += AttributedString(", ")
    string += run("highlighted", { $0.backgroundColor = .yellow })
    string += AttributedString(", ")
    string += run("underlined", { $0.underlineStyle = .single })
    string += AttributedString(", ")
    string += run("dashed", { $0.underlineStyle = Text.LineStyle(pattern: .dash, color: .blue) })
    string += AttributedString(", ")
    string += run("struck", { $0.strikethroughStyle = Text.LineStyle(color: .red) })
    string += AttributedString(", ")
    string += run("kerned", { $0.kern = 3 })
    string += AttributedString(", ")
    string += run("raised", { $0.baselineOffset = 6 })
    string += AttributedString(" and ")
    string += run("a link", { $0.link = URL(string: "https://example.com") })
    string += AttributedString(".")
    return string
  }

  /// A 12 x 12 point picture: blue, its top half lighter.
  static func swatch() throws -> Image {
    var pixels = try PixelBuffer(width: 24, height: 24, fill: RGBA8(r: 20, g: 80, b: 220, a: 255))
    for y in 0..<12 {
      for x in 0..<24 { pixels[x, y] = RGBA8(r: 120, g: 170, b: 255, a: 255) }
    }
    return Image(pixelBuffer: pixels, scale: 2)
  }

  @Test func attributedRunsAndInlineImagesDrawAsOnAnIPhone() throws {
    let markdown = try AttributedString(
      markdown: "Markdown: **bold**, *italic*, `code`, ~~struck~~, [link](https://example.com)")
    let swatch = try Self.swatch()
    let view = VStack(alignment: .leading, spacing: 14) {
      Text(Self.everyAttribute)
      Text(markdown)
      (Text("\(Image(systemName: "star.fill")) Rate this app: a symbol sits in the line")
        + Text(" like a glyph, wraps with the words \(Image(systemName: "heart")) and takes")
        + Text(" their colour; a picture \(swatch) stands on the baseline."))
        .foregroundColor(.orange)
      Text("Underlined").underline() + Text(" then plain, ") + Text("struck")
        .strikethrough(color: .red) + Text(" and ") + Text("dotted").underline(pattern: .dot)
      Text("Tracked").tracking(4).font(.headline) + Text(" and ")
        + Text("lowered").baselineOffset(-4)
      VStack(alignment: .leading) {
        Text("Underlined by the view, ")
        Text("kerned by it too")
      }
      .underline()
      .kerning(1.5)
    }
    .padding()
    .frame(width: 360, alignment: .leading)
    assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
  }

  /// The text layout a view draws, and the thin fills (lines a point thick) drawn with it.
  private func drawn<V: View>(_ view: V) -> (layout: TextLayout?, lines: [Rect]) {
    let renderer = Renderer(size: CGSize(width: 390, height: 200), scale: 2, background: .white)
    let commands = renderer.displayList(view.fixedSize()).commands
    var layout: TextLayout?
    var lines: [Rect] = []
    for command in commands {
      if case .text(let drawn, _, _, _, _) = command, layout == nil { layout = drawn }
      if case .fill(.rect(let rect), _) = command, rect.height == 2 { lines.append(rect) }
    }
    return (layout, lines)
  }

  /// A part's underline and strikethrough stay under it: `Text("a").underline() + Text("b")`
  /// underlines "a" only, as on an iPhone; on the joined text they cover every part.
  @Test func aPartsLinesStayUnderIt() throws {
    let alone = try #require(drawn(Text("Under")).layout)
    let one = drawn(Text("Under").underline() + Text(" and plain"))
    #expect(one.lines.count == 1)
    #expect(abs(Int(one.lines[0].width) - alone.width) <= 1,
            "\(one.lines[0].width) vs \(alone.width)")
    let both = drawn((Text("Under") + Text(" and plain")).underline())
    let line = try #require(both.layout)
    #expect(both.lines.count == 1 && Int(both.lines[0].width) == line.width)
    let struck = drawn(Text("a ") + Text("struck").strikethrough() + Text(" b"))
    #expect(struck.lines.count == 1 && struck.lines[0].minX > 0)
    // A view's `.underline()` reaches the texts inside; a text may turn it off.
    let inside = drawn(VStack { Text("one"); Text("two").underline(false) }.underline())
    #expect(inside.lines.count == 1)
  }

  /// Kerning and tracking widen each character by their points (tracking wins when both are
  /// set); a baseline offset raises the glyphs and the line grows to hold them.
  @Test func spacingAndBaselineOffsetMoveGlyphs() throws {
    let plain = try #require(drawn(Text("abc")).layout)
    let kerned = try #require(drawn(Text("abc").kerning(2)).layout)
    #expect(kerned.width == plain.width + 3 * 2 * 2)
    let tracked = try #require(drawn(Text("abc").kerning(2).tracking(5)).layout)
    #expect(tracked.width == plain.width + 3 * 5 * 2)
    let byView = try #require(drawn(VStack { Text("abc").kerning(2) }.tracking(5)).layout)
    #expect(byView.width == tracked.width)
    let raised = try #require(drawn(Text("abc").baselineOffset(5)).layout)
    #expect(raised.height == plain.height + 10)
    #expect(raised.lines[0].glyphs[0].y == plain.lines[0].glyphs[0].y - 10)
  }

  /// `Text(AttributedString)` draws each run's attributes; Markdown read into an attributed
  /// string draws as the same Markdown in a literal does.
  @Test func attributedStringsDrawTheirRuns() throws {
    var string = AttributedString("Plain ")
    var red = AttributedString("red")
    red.foregroundColor = .red
    red.font = .headline
    string += red
    var container = AttributeContainer()
    container.swiftUI.backgroundColor = .yellow
    string += AttributedString(" marked", attributes: container)
    let (engine, _) = Renderer(size: CGSize(width: 390, height: 100)).layout(Text(string))
    let runs = engine.builder.nodes.compactMap { node -> [TextRunSpec]? in
      if case .text(let text) = node.kind { return text.runs } else { return nil }
    }.first
    let spec = try #require(runs)
    #expect(spec.map(\.string) == ["Plain ", "red", " marked"])
    #expect(spec[1].color == Color.red.resolved(dark: false) && spec[1].font.weight == .semibold)
    #expect(spec[2].style?.background == Color.yellow.resolved(dark: false))
    // One run without attributes is a plain text.
    #expect(Text(AttributedString("Hi")) == Text(verbatim: "Hi"))
    let source = "Tap **Save**, *then* `x` ~~or~~ [help](https://example.com)."
    let renderer = Renderer(size: CGSize(width: 390, height: 60), scale: 2, background: .white)
    let literal = try renderer.render(Text(LocalizedStringKey(source))).buffer
    let read = try renderer.render(Text(try AttributedString(markdown: source))).buffer
    #expect(literal == read)
  }

  /// iOS 26's paragraph attributes: an attributed string's `alignment` places its lines as
  /// `.multilineTextAlignment` does (`.right` is right in either direction), its `lineHeight`
  /// spaces them as `.lineHeight(_:)` does.
  @Test func paragraphAlignmentAndLineHeightPlaceTheLines() throws {
    let renderer = Renderer(size: CGSize(width: 300, height: 120), scale: 2, background: .white)
    func pixels<V: View>(_ view: V) throws -> PixelBuffer {
      try renderer.render(view.frame(width: 300, height: 120, alignment: .topLeading)).buffer
    }
    let source = "Short\nA much longer second line"
    var centred = AttributedString(source)
    centred.alignment = .center
    let plain = Text(source).frame(width: 300)
    #expect(try pixels(Text(centred).frame(width: 300))
            == pixels(plain.multilineTextAlignment(.center)))
    #expect(try pixels(Text(centred).frame(width: 300)) != pixels(plain))
    var right = AttributedString(source)
    right.alignment = .right
    let rtl = Text(right).frame(width: 300).environment(\.layoutDirection, .rightToLeft)
    let trailing = plain.multilineTextAlignment(.leading)
      .environment(\.layoutDirection, .rightToLeft)
    #expect(try pixels(rtl) == pixels(trailing))
    var spaced = AttributedString(source)
    spaced.lineHeight = .exact(points: 40)
    #expect(try pixels(Text(spaced).frame(width: 300))
            == pixels(plain.lineHeight(.exact(points: 40))))
    #expect(try pixels(Text(spaced).frame(width: 300)) != pixels(plain))
  }

  /// An image in a text is a run of its own: a symbol as large as a glyph of the font, in the
  /// text's colour, where its line puts it.
  @Test func imagesStandInTheirLine() throws {
    let view = Text("\(Image(systemName: "star")) Rate").foregroundColor(.red)
    #expect(resolvedTexts(view) == ["\u{FFFC} Rate"])
    let list = Renderer(size: CGSize(width: 390, height: 60), scale: 2).displayList(view)
    var layout: TextLayout?
    var star: Raster.Color?
    for command in list.commands {
      if case .text(let drawn, _, _, _, _) = command { layout = drawn }
      if case .path(_, let color, let label) = command, label == "star" { star = color }
    }
    #expect(star == Color.red.resolved(dark: false))
    let line = try #require(layout?.lines.first)
    #expect(line.attachments.count == 1 && line.attachments[0].x == 0)
    // Body text at 2x: a symbol 19 points square (the square `Image(systemName:)` draws in).
    #expect(line.attachments[0].ascent + line.attachments[0].descent == 37)
  }

  /// Dates and timers as a picture shows them: one moment, the interval's start or its pause.
  @Test func timersShowTheirStart() {
    let start = Date(timeIntervalSince1970: 1_704_164_400)
    let interval = start...start.addingTimeInterval(125)
    #expect(resolvedTexts(VStack {
      Text(timerInterval: interval)
      Text(timerInterval: interval, countsDown: false)
      Text(timerInterval: interval, pauseTime: start.addingTimeInterval(5))
      Text(timerInterval: start...start.addingTimeInterval(3725))
      Text(5 as NSNumber, formatter: NumberFormatter())
    }) == ["2:05", "0:00", "2:00", "1:02:05", "5"])
  }

  /// One attribute value coded by its key, as Foundation codes each run's attributes.
  struct Coded<Key: CodableAttributedStringKey>: Codable {
    var value: Key.Value
    init(_ value: Key.Value) { self.value = value }
    init(from decoder: any Decoder) throws { value = try Key.decode(from: decoder) }
    func encode(to encoder: any Encoder) throws { try Key.encode(value, to: encoder) }
  }

  static func roundTrip<Key: CodableAttributedStringKey>(_ key: Key.Type, _ value: Key.Value)
    throws -> Key.Value
  {
    let data = try JSONEncoder().encode(Coded<Key>(value))
    return try JSONDecoder().decode(Coded<Key>.self, from: data).value
  }

  /// SwiftUI's attributes are codable keys (iOS 26): each value read back is the one written,
  /// fonts with every part they are drawn by, colours as their light sRGB components. (Linux's
  /// Foundation does not code whole attributed strings; each key codes its values.)
  @Test func swiftUIAttributeValuesAreCodedAndReadBack() throws {
    typealias SwiftUI = AttributeScopes.SwiftUIAttributes
    for font in [Font.title3.bold(), .system(size: 13, weight: .light).italic().monospaced(),
                 .custom("Avenir-Heavy", size: 19), .caption.smallCaps().width(.condensed)] {
      #expect(try Self.roundTrip(SwiftUI.FontAttribute.self, font) == font)
    }
    // Colours are coded as iOS codes Color.Resolved: Float components.
    func floats(_ color: Color?) -> [Float] {
      guard let r = color?.resolve(in: EnvironmentValues()) else { return [] }
      return [r.red, r.green, r.blue, r.opacity]
    }
    let red = try Self.roundTrip(SwiftUI.ForegroundColorAttribute.self, .red)
    #expect(floats(red) == floats(.red))
    let tint = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
    let back = try Self.roundTrip(SwiftUI.BackgroundColorAttribute.self, tint)
    #expect(floats(back) == floats(tint))
    let dashed = Text.LineStyle(pattern: .dashDot, color: .blue)
    let line = try Self.roundTrip(SwiftUI.UnderlineStyleAttribute.self, dashed)
    #expect(line.pattern == dashed.pattern && floats(line.color) == floats(.blue))
    #expect(try Self.roundTrip(SwiftUI.StrikethroughStyleAttribute.self, .single) == .single)
  }
}
