@testable import Cellshot
import CellshotTesting
import Testing

/// Dynamic Type: text styles drawn at Apple's size for the reader's text size, through the
/// environment, `.dynamicTypeSize` and a snapshot's content size category; fixed sizes stay.
@MainActor @Suite struct DynamicTypeTests {
  func bodyHeight<V: View>(_ view: V) -> CGFloat {
    firstFrame(layoutFrames(view), startingWith: "Text(").height
  }

  @Test func textStylesFollowTheTextSize() {
    #expect(Font.TextStyle.body.pointSize(at: .large) == 17)
    #expect(Font.TextStyle.body.pointSize(at: .xxxLarge) == 23)
    #expect(Font.TextStyle.largeTitle.pointSize(at: .accessibility5) == 60)
    #expect(Font.TextStyle.caption2.pointSize(at: .xSmall) == 11)
    let text = Text("Reading")
    let large = bodyHeight(text)
    let bigger = bodyHeight(text.dynamicTypeSize(.xxxLarge))
    let smaller = bodyHeight(text.environment(\.sizeCategory, .extraSmall))
    #expect(smaller < large && large < bigger, "\(smaller) \(large) \(bigger)")
    // A fixed size does not move; a custom font scales as body does.
    let fixed = Text("Reading").font(.system(size: 17))
    #expect(bodyHeight(fixed.dynamicTypeSize(.xxxLarge)) == bodyHeight(fixed))
    let custom = Text("Reading").font(.custom("Avenir", size: 17))
    #expect(bodyHeight(custom.dynamicTypeSize(.xxxLarge)) == bigger)
    // A range keeps the environment's size within it.
    let capped = text.dynamicTypeSize(...DynamicTypeSize.large)
      .environment(\.dynamicTypeSize, .accessibility3)
    #expect(bodyHeight(capped) == large)
    #expect(ContentSizeCategory(.accessibility1) == .accessibilityMedium)
  }

  /// The text styles at three sizes, looked at.
  @Test func specimenAtThreeSizes() {
    let styles: [(String, Font)] = [("Large Title", .largeTitle), ("Title", .title),
                                    ("Headline", .headline), ("Body", .body),
                                    ("Footnote", .footnote), ("Caption", .caption)]
    let column = VStack(alignment: .leading, spacing: 4) {
      ForEach(0..<styles.count, id: \.self) { i in Text(styles[i].0).font(styles[i].1) }
    }
    let sheet = HStack(alignment: .top, spacing: 24) {
      column.dynamicTypeSize(.xSmall)
      column
      column.dynamicTypeSize(.xxxLarge)
    }
    .padding()
    assertSnapshot(of: sheet, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
