@testable import Cellshot
import Testing

#Preview("Card", traits: .landscapeLeft, .sizeThatFitsLayout) {
  Text("Hello").padding()
}

#Preview {
  Color.red
}

/// `#Preview` in every spelling expands (through CellshotMacros, the plugin protocol spoken by
/// hand) and type-checks its arguments against SwiftUI's signature; the preview it declares
/// carries its name and traits.
@MainActor @Suite struct PreviewMacroTests {
  @Test func previewDeclarationsCarryTheirNameAndTraits() throws {
    let card = PreviewMacro.declared("Card", traits: .landscapeLeft, .sizeThatFitsLayout) {
      Text("Hello").padding()
    }
    #expect(card.name == "Card")
    #expect(card.layout == .sizeThatFits)
    #expect(card.device.size.width > card.device.size.height)  // landscape
    let rendered = try card.render(scale: 2)
    #expect(rendered.frameTree.contains("Text(\"Hello\")"))
    let plain = PreviewMacro.declared { Color.red }
    #expect(plain.name == nil && plain.layout == .device && plain.device == .iphone13)
  }
}
