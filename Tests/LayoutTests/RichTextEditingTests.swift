@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// iOS 26's rich-text editing: formatting definitions constrain attributes, selections edit
/// the text as on iOS, and an attributed editor draws its runs as `Text` does.
@MainActor @Suite struct RichTextEditingTests {
  typealias SwiftUIScope = AttributeScopes.SwiftUIAttributes

  /// Red or no colour, and no underline: what a definition allows.
  struct NotesFormatting: AttributedTextFormattingDefinition {
    typealias Scope = SwiftUIScope
    var body: some AttributedTextFormattingDefinition<SwiftUIScope> {
      ValueConstraint(for: \.foregroundColor, values: [nil, .red], default: .red)
      ValueConstraint(for: \.underlineStyle, values: [nil], default: nil)
    }
  }

  static var text: AttributedString {
    var blue = AttributedString("blue ")
    blue.foregroundColor = .blue
    var red = AttributedString("red ")
    red.foregroundColor = .red
    var underlined = AttributedString("line")
    underlined.underlineStyle = .single
    return blue + red + underlined
  }

  @Test func valueConstraintsSetDisallowedValuesToTheirDefault() {
    var text = Self.text
    NotesFormatting().constrain(&text)
    let runs = text.runs.map { (String(text[$0.range].characters), $0.foregroundColor,
                                $0.underlineStyle) }
    #expect(runs.map(\.0) == ["blue red ", "line"])
    #expect(runs[0].1 == .red && runs[0].2 == nil)
    #expect(runs[1].1 == nil && runs[1].2 == nil)
  }

  @Test func selectionEditsTheSelectedText() throws {
    var text = Self.text
    let start = text.characters.index(text.startIndex, offsetBy: 5)
    let end = text.characters.index(start, offsetBy: 3)
    var selection = AttributedTextSelection(range: start..<end)
    #expect(String(text[selection].characters) == "red")
    #expect(selection.typingAttributes(in: text).foregroundColor == .red)
    text.transformAttributes(in: &selection) { $0.font = .headline }
    #expect(Array(selection.attributes(in: text)[\.font]) == [.headline])
    text.replaceSelection(&selection, withCharacters: "green")
    #expect(String(text.characters) == "blue green line")
    guard case .insertionPoint(let point) = selection.indices(in: text) else {
      Issue.record("a replaced selection is an insertion point")
      return
    }
    #expect(text.characters.distance(from: text.startIndex, to: point) == 10)
    let green = text.characters.index(text.startIndex, offsetBy: 5)
    #expect(text.runs[green].foregroundColor == .red && text.runs[green].font == .headline)
  }

  @Test func attributedEditorDrawsItsRunsConstrained() throws {
    let renderer = Renderer(size: CGSize(width: 160, height: 60), background: .white)
    var constrained = Self.text
    NotesFormatting().constrain(&constrained)
    func editor(_ text: AttributedString) -> TextEditor { TextEditor(text: .constant(text)) }
    let asText = try renderer.render(
      Text(Self.text).padding(.horizontal, 5).padding(.vertical, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)).buffer
    let plain = try renderer.render(TextEditor(text: .constant("blue red line"))).buffer
    let rich = try renderer.render(editor(Self.text)).buffer
    #expect(rich == asText && rich != plain)
    let ruled = try renderer.render(
      editor(Self.text).attributedTextFormattingDefinition(NotesFormatting())).buffer
    #expect(ruled == (try renderer.render(editor(constrained)).buffer) && ruled != rich)
  }
}
