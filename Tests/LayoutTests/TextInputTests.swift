@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// What Text takes: Markdown literals, dates and formats, joined texts each keeping its style,
/// named custom fonts.
@MainActor @Suite struct TextInputTests {
  @Test func textTakesMarkdownDatesFormatsAndJoins() {
    let date = Date(timeIntervalSince1970: 1_704_164_400)  // 2 January 2024, 3:00 UTC
    let (plain, marked, pua) = ("first", "a_b*c", "\u{F0000}x")
    let views: [AnyView] = [
      AnyView(Text("**Bold** and *slanted* and `code`, [a link](https://example.com)")),
      AnyView(Text("snake_case_name stays")),
      AnyView(Text("Count ") + Text("3").bold()),
      AnyView(Text(date, style: .date)),
      AnyView(Text(date, style: .time)),
      AnyView(Text(1234, format: .number)),
      AnyView(Text("Total: \(5) items")),
      // Values are never read as Markdown, before a marker in the literal or after it, and a
      // value in the placeholders' plane stays itself.
      AnyView(Text("\(plain) then **\(marked)** \(pua)")),
      AnyView(Text("\(marked) and \(pua) then _\(plain)_")),
      // A run of underscores with a space on each side opens and closes nothing (CommonMark's
      // delimiter runs): kept, as iOS keeps them; a pair around a word still emphasises.
      AnyView(Text("Reply ____ here, __now__ or _later_")),
      // Numbers interpolated into a literal as iOS formats them (`%lld`, `%lf` in en_US):
      // integers grouped by thousands, floating point with six decimals; a string as it is.
      AnyView(Text("\(81000) steps, \(Int64(-1234567)), \(3.14), \(CGFloat(12345.5)), \(String(81000))")),
      AnyView(Text("**\(2024)** \(UInt8(7)) \(Float(-0.5))")),
    ]
    #expect(resolvedTexts(VStack { ForEach(0..<views.count, id: \.self) { views[$0] } }) == [
      "Bold and slanted and code, a link", "snake_case_name stays", "Count 3", "January 2, 2024",
      "3:00 AM", "1,234", "Total: 5 items", "first then a_b*c \u{F0000}x",
      "a_b*c and \u{F0000}x then first", "Reply ____ here, now or later",
      "81,000 steps, -1,234,567, 3.140000, 12,345.500000, 81000", "2,024 7 -0.500000",
    ])
    // A wholly bold literal is drawn bold.
    let (engine, _) = Renderer(size: CGSize(width: 200, height: 50)).layout(Text("**All**"))
    let bold = engine.builder.nodes.contains {
      if case .text(let t) = $0.kind { return t.font.weight.usesBoldFace } else { return false }
    }
    #expect(bold)
  }

  /// Interpolated numbers are written in the text's locale: en_US by default (a comma between
  /// thousands), German's point and comma under `.environment(\.locale, ...)`.
  @Test func interpolatedNumbersFollowTheLocale() {
    let steps = 81000, pi = 3.14
    let view = VStack {
      Text("\(steps) steps, \(pi)")
      Text("\(steps) of \(steps + 1)")
    }
    #expect(resolvedTexts(view) == ["81,000 steps, 3.140000", "81,000 of 81,001"])
    #expect(resolvedTexts(view.environment(\.locale, Locale(identifier: "de_DE")))
      == ["81.000 steps, 3,140000", "81.000 of 81.001"])
    // A string is not a number: "81000" stays as it is in any locale.
    #expect(resolvedTexts(Text("\(String(steps))").environment(\.locale,
                                                              Locale(identifier: "de_DE")))
      == ["81000"])
  }

  /// `Font.custom` stands the bundled fonts in for a named font, reading weight, italics and
  /// monospacing from the name.
  @Test func customFontsReadTheirName() {
    #expect(Font.custom("Avenir-Heavy", size: 20).spec
            == FontSpec(size: 20, weight: .heavy, face: "Avenir-Heavy"))
    #expect(Font.custom("Menlo-Regular", size: 13).spec.monospaced)
    #expect(Font.custom("Georgia-Italic", fixedSize: 15).spec
            == FontSpec(size: 15, italic: true, face: "Georgia-Italic"))
    #expect(Font.custom("SFProText-Semibold", size: 17, relativeTo: .body).spec
            == FontSpec(size: 17, weight: .semibold, face: "SFProText-Semibold"))
  }

  /// `Text + Text`: each part in its own weight, size and colour, on one baseline, wrapping
  /// together; modifiers on the joined text fill in what a part leaves unset.
  @Test func joinedTextKeepsEachPartsStyle() throws {
    let renderer = Renderer(size: CGSize(width: 300, height: 120), scale: 2, background: .white)
    let joined = (Text("Bold ").bold() + Text("red").foregroundColor(.red) + Text(" plain"))
      .foregroundColor(.blue)
    let list = renderer.displayList(joined.fixedSize())
    guard case .text(let layout, _, _, _, _)? = list.commands.first(where: {
      if case .text = $0 { return true } else { return false }
    }) else {
      Issue.record("no text drawn")
      return
    }
    let glyphs = layout.lines[0].glyphs
    #expect(glyphs.count == 14)  // spaces included
    // "Bold" in blue (the joined text's colour), "red" in red, "plain" in blue.
    let blue = Color.blue.resolved(dark: false), red = Color.red.resolved(dark: false)
    #expect(glyphs[0].color == blue && glyphs[5].color == red && glyphs[11].color == blue,
            "\(String(describing: glyphs[0].color)) \(String(describing: glyphs[5].color))")
    // The bold part is drawn from the bold strike: its "B" is wider than a regular one.
    let regular = TextLayout("B", chain: try FontLibrary.shared.chain(for: .body, scale: 2))
    #expect(glyphs[0].grey!.width > regular.lines[0].glyphs[0].grey!.width)
    // Sizes mix on one baseline: the line is as tall as the large part's.
    let mixed = renderer.displayList(
      (Text("Big").font(.largeTitle) + Text(" small").font(.caption)).fixedSize())
    guard case .text(let both, _, _, _, _)? = mixed.commands.first(where: {
      if case .text = $0 { return true } else { return false }
    }) else { return }
    let large = TextLayout("Big", chain: try FontLibrary.shared.chain(for: .largeTitle, scale: 2))
    #expect(both.lines.count == 1 && both.height == large.height)
    // A literal's **bold** and `code` spans are runs too: code in the monospaced design
    // (JetBrains Mono's glyph, not Inter's), bold from the bold strike.
    let markdown = renderer.displayList(Text("Tap **Save** or `x`").fixedSize())
    guard case .text(let runs, _, _, _, _)? = markdown.commands.first(where: {
      if case .text = $0 { return true } else { return false }
    }) else { return }
    #expect(runs.lines[0].text == "Tap Save or x")
    let marks = runs.lines[0].glyphs
    let mono = TextLayout("x", chain: try FontLibrary.shared.chain(for: FontSpec.body.monospaced(),
                                                                   scale: 2))
    let inter = TextLayout("x", chain: try FontLibrary.shared.chain(for: .body, scale: 2))
    #expect(marks[0].grey != nil && marks[12].grey == mono.lines[0].glyphs[0].grey)
    #expect(marks[12].grey != inter.lines[0].glyphs[0].grey)
    let plainS = TextLayout("S", chain: try FontLibrary.shared.chain(for: .body, scale: 2))
    #expect(marks[4].grey!.width > plainS.lines[0].glyphs[0].grey!.width)
    let view = VStack(alignment: .leading, spacing: 12) {
      Text("Total: ").foregroundColor(.secondary) + Text("$1,299").bold()
        + Text(" / month").font(.caption).foregroundColor(.secondary)
      (Text("Tip: ").bold() + Text("joined texts wrap together, each part keeping its own "
        + "weight and colour, like ") + Text("this part").foregroundColor(.orange)
        + Text("."))
        .font(.subheadline)
      Text("Big").font(.largeTitle).bold() + Text(" and small").font(.caption)
      Text("Markdown: tap **Save** to keep `draft.txt`, *then* close.")
    }
    .padding()
    .frame(width: 320, alignment: .leading)
    assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
  }

  /// `.multilineTextAlignment` places a field's one line, as on iOS (it stayed leading).
  /// A vertical field keeps room for the lines its line limit's range starts at, as iOS does
  /// (`.lineLimit(3...5)`: three lines tall while empty, a public iOS 26 form's feedback
  /// field), and grows to the upper bound; `reservesSpace` keeps room for the limit's.
  @Test func aVerticalFieldReservesItsLines() {
    func height<V: View>(_ field: V) -> CGFloat {
      // to a hundredth of a point (sums of thirds)
      (firstFrame(layoutFrames(VStack(spacing: 0) { field }), startingWith: "VStack").height
        * 100).rounded() / 100
    }
    let empty = TextField("Notes", text: .constant(""), axis: .vertical)
    let one = height(empty)
    #expect(one == 16)  // a line of Terminus
    let line: CGFloat = 16, gap: CGFloat = 1
    #expect(height(empty.lineLimit(3...5)) == 3 * line + 2 * gap)  // body's 1-point gaps
    #expect(height(empty.lineLimit(4, reservesSpace: true)) == 4 * line + 3 * gap)
    #expect(height(empty.lineLimit(4)) == one)
    let long = TextField("Notes", text: .constant(String(repeating: "word ", count: 80)),
                         axis: .vertical)
    #expect(height(long.lineLimit(3...5)) == 5 * line + 4 * gap)
  }

  @Test func aFieldsTextFollowsItsAlignment() {
    let field = TextField("Name", text: .constant("Ann")).frame(width: 200)
    let trailing = layoutFrames(field.multilineTextAlignment(.trailing))
    let box = firstFrame(trailing, startingWith: ".frame(width: 200)")
    #expect(firstFrame(trailing, startingWith: "Text(").maxX == box.maxX)
    let centred = layoutFrames(field.multilineTextAlignment(.center))
    #expect(firstFrame(centred, startingWith: "Text(").midX == box.midX)
    #expect(firstFrame(layoutFrames(field), startingWith: "Text(").minX == box.minX)
  }
}

