@testable import Cellshot
import Testing

/// SwiftUI's rules where Cellshot used to differ: scroll views hug their content across, lazy
/// stacks take the width offered, priorities survive wrappers, ZStacks size from their
/// highest-priority layers.
@MainActor @Suite struct LayoutRuleTests {
  /// The frame of the first node whose dump name starts with `prefix`.
  func first(_ f: [(name: String, frame: CGRect)], startingWith prefix: String) -> CGRect {
    f.first { $0.name.hasPrefix(prefix) }?.frame ?? .null
  }

  @Test func verticalScrollViewHugsItsContentsWidth() {
    let f = layoutFrames(ScrollView { VStack { Color.red.frame(width: 100, height: 50) } })
    // As wide as the column, centred on the screen; as tall as the screen.
    #expect(first(f, startingWith: "ScrollView") == rect(145, 0, 100, 844))
    let lazy = layoutFrames(ScrollView { LazyVStack { Color.red.frame(width: 100, height: 50) } })
    // A lazy column takes the whole width, so the scroll view does too; the row is centred.
    #expect(first(lazy, startingWith: "ScrollView") == rect(0, 0, 390, 844))
    #expect(first(lazy, startingWith: "LazyVStack") == rect(0, 0, 390, 50))
    #expect(first(lazy, startingWith: ".frame(width: 100") == rect(145, 0, 100, 50))
  }

  @Test func horizontalScrollViewHugsItsContentsHeight() {
    let f = layoutFrames(ScrollView(.horizontal) {
      HStack { Color.red.frame(width: 100, height: 50) }
    })
    #expect(first(f, startingWith: "ScrollView") == rect(0, 397, 390, 50))
  }

  @Test func priorityIsSeenThroughModifiers() {
    // Two equally flexible views: the one with priority, under padding and a background, is
    // offered the row first and takes up to its maximum.
    let f = layoutFrames(HStack(spacing: 0) {
      Color.red.frame(maxWidth: 250).layoutPriority(1).padding(1).background(Color.gray)
      Color.blue.frame(maxWidth: 250)
    }, width: 300)
    let red = first(f, startingWith: ".frame(maxWidth: 250")
    #expect(red.width == 250, "\(f.map(\.name))")
    #expect(f.filter { $0.name.hasPrefix(".layoutPriority(1") }.count == 1)
    let both = layoutFrames(HStack(spacing: 0) {
      Color.red.frame(maxWidth: 250).padding(1)
      Color.blue.frame(maxWidth: 250)
    }, width: 300)
    #expect(first(both, startingWith: ".frame(maxWidth: 250").width == 148)
  }

  @Test func priorityIsSeenThroughFixedSize() {
    let long = "A title long enough to need more than half of the row"
    let f = layoutFrames(HStack(spacing: 0) {
      Text(long).layoutPriority(1).fixedSize(horizontal: false, vertical: true)
      Text(long)
    }, width: 300)
    let texts = f.filter { $0.name.hasPrefix("Text(") }.map(\.frame)
    #expect(texts.count == 2 && texts[0].width > texts[1].width, "\(texts)")
  }

  @Test func zStackSizesFromItsHighestPriorityLayers() {
    let f = layoutFrames(ZStack {
      Color.blue
      Color.red.frame(width: 80, height: 40).layoutPriority(1)
    })
    #expect(frame(f, "ZStack") == rect(155, 402, 80, 40))
    // The lower layer is offered the stack's size.
    #expect(first(f, startingWith: "Color(0, 122") == rect(155, 402, 80, 40), "\(f)")
  }
}
