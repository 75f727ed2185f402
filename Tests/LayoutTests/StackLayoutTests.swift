@testable import Cellshot
import Testing

/// Frames worked out by hand from SwiftUI's rules (research/swiftui-layout.md).
@MainActor @Suite struct StackLayoutTests {
  @Test func hstackSpacesByEightAndCentresAcross() {
    let f = layoutFrames(HStack {
      Color.red.frame(width: 50, height: 20)
      Color.blue.frame(width: 30, height: 40)
    })
    // 50 + 8 + 30 = 88 wide, 40 tall, centred on the 390x844 screen.
    #expect(frames(f, "HStack") == [rect(151, 402, 88, 40)])
    #expect(frames(f, "Color(255, 59, 48, 1)") == [rect(151, 412, 50, 20)])
    #expect(frames(f, "Color(0, 122, 255, 1)") == [rect(209, 402, 30, 40)])
  }

  @Test func vstackOffersTheLeastFlexibleFirst() {
    let f = layoutFrames(VStack(spacing: 0) {
      Color.red
      Text("Hi")
      Color.blue
    })
    // Text (inflexible, 16x16 in Terminus 16) is sized first; the colours split the other 828.
    #expect(frames(f, "Color(255, 59, 48, 1)") == [rect(0, 0, 390, 414)])
    #expect(frames(f, "Text(\"Hi\")") == [rect(187, 414, 16, 16)])
    #expect(frames(f, "Color(0, 122, 255, 1)") == [rect(0, 430, 390, 414)])
  }

  @Test func maxWidthFrameCanMakeTheStackOverflow() {
    // objc.io's example: red is offered 75 first and takes it; green is offered 75 but takes
    // its minimum of 100. The stack is 175 wide in a 150 frame, centred: x = -12.5.
    let f = layoutFrames(HStack(spacing: 0) {
      Color.red.frame(maxWidth: 100)
      Color.green.frame(minWidth: 100)
    }.frame(width: 150, height: 10))
    let stack = frame(f, "HStack(spacing: 0)")
    #expect(stack.width == 175 && stack.minX == 120 + -12.5)
    #expect(frame(f, "Color(255, 59, 48, 1)").width == 75)
    #expect(frame(f, "Color(52, 199, 89, 1)").width == 100)
  }

  @Test func spacerTakesWhatIsLeftWithNoGap() {
    let f = layoutFrames(HStack {
      Text("A")
      Spacer()
      Text("B")
    })
    #expect(frame(f, "Text(\"A\")").minX == 0)
    #expect(frames(f, "Spacer") == [rect(8, 422, 374, 0)])
    #expect(frame(f, "Text(\"B\")").minX == 382)
  }

  @Test func layoutPriorityIsOfferedSpaceFirst() {
    // Both texts want 80 (10 characters); 100 points minus 8 spacing leave 92. The priority
    // one takes its 80, the other gets 12.
    let f = layoutFrames(HStack {
      Text("0123456789").lineLimit(1)
      Text("abcdefghij").lineLimit(1).layoutPriority(1)
    }.frame(width: 100))
    #expect(frame(f, "Text(\"abcdefghij\")").width == 80)
    #expect(frame(f, "Text(\"0123456789\")").width <= 12)
  }

  @Test func alignmentPlacesChildrenAcross() {
    let f = layoutFrames(VStack(alignment: .leading, spacing: 4) {
      Color.red.frame(width: 100, height: 10)
      Color.blue.frame(width: 40, height: 10)
    })
    let red = frame(f, "Color(255, 59, 48, 1)"), blue = frame(f, "Color(0, 122, 255, 1)")
    #expect(red.minX == blue.minX && blue.minY == red.maxY + 4)
    let g = layoutFrames(ZStack(alignment: .bottomTrailing) {
      Color.red.frame(width: 100, height: 60)
      Color.blue.frame(width: 20, height: 10)
    })
    let r2 = frame(g, "Color(255, 59, 48, 1)"), b2 = frame(g, "Color(0, 122, 255, 1)")
    #expect(b2.maxX == r2.maxX && b2.maxY == r2.maxY)
  }

  @Test func pixelSnappingLeavesNoGapsOrOverlaps() throws {
    // Three colours share 100 points: 33.33 each. Snapped by edges, they tile 0-33-67-100.
    let view = HStack(spacing: 0) { Color.red; Color.green; Color.blue }.frame(width: 100, height: 10)
    let list = try Renderer(size: CGSize(width: 100, height: 10), scale: 1).render(view).displayList
    let xs: [(Double, Double)] = list.commands.compactMap {
      if case .fill(.rect(let r), _) = $0 { return (r.minX, r.maxX) }
      return nil
    }
    #expect(xs.map(\.0) == [0, 33, 67] && xs.map(\.1) == [33, 67, 100])
  }

  @Test func priorityIsSeenThroughModifiers() {
    // Two equally flexible views: the one with priority, under padding and a background, is
    // offered the row first and takes up to its maximum.
    let f = layoutFrames(HStack(spacing: 0) {
      Color.red.frame(maxWidth: 250).layoutPriority(1).padding(1).background(Color.gray)
      Color.blue.frame(maxWidth: 250)
    }, width: 300)
    let red = firstFrame(f, startingWith: ".frame(maxWidth: 250")
    #expect(red.width == 250, "\(f.map(\.name))")
    #expect(f.filter { $0.name.hasPrefix(".layoutPriority(1") }.count == 1)
    let both = layoutFrames(HStack(spacing: 0) {
      Color.red.frame(maxWidth: 250).padding(1)
      Color.blue.frame(maxWidth: 250)
    }, width: 300)
    #expect(firstFrame(both, startingWith: ".frame(maxWidth: 250").width == 148)
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
    #expect(firstFrame(f, startingWith: "Color(0, 122") == rect(155, 402, 80, 40), "\(f)")
  }

  /// Every layer is placed with the stack's final size, as on an iPhone: in a scroll view
  /// (no height offered), a colour behind a circle fills the square the circle made, not the
  /// 10 points a colour takes when offered no height (a ClearScore screen's credit-score dial).
  @Test func zStackOffersItsFinalSizeToEveryLayer() {
    let f = layoutFrames(ScrollView {
      ZStack {
        Color.black.clipShape(Circle()).padding(25)
        Text("663")
        Circle().trim(from: 0, to: 0.87).stroke(Color.white, lineWidth: 3).padding(40)
      }
      .padding(25)
    })
    let stack = frame(f, "ZStack")
    // The trimmed circle is a square too: it makes the stack's height.
    #expect(stack.width == 340 && stack.height == 340, "\(stack)")
    #expect(firstFrame(f, startingWith: "Color(0, 0, 0") == stack.insetBy(dx: 25, dy: 25), "\(f)")
  }
}

@MainActor @Suite struct ModifierLayoutTests {
  @Test func paddingIsSixteenByDefault() {
    let f = layoutFrames(Color.red.frame(width: 10, height: 10).padding())
    #expect(frames(f, ".padding(16)") == [rect(174, 401, 42, 42)])
    let h = layoutFrames(Color.red.frame(width: 10, height: 10).padding(.horizontal))
    #expect(frame(h, ".padding(.horizontal, 16)").size == CGSize(width: 42, height: 10))
  }

  @Test func fixedFrameAlignsItsChild() {
    let f = layoutFrames(Text("Hi").frame(width: 100, height: 50, alignment: .topLeading))
    let frame = frame(f, ".frame(width: 100, height: 50)")
    #expect(frames(f, "Text(\"Hi\")") == [CGRect(origin: frame.origin, size: CGSize(width: 16, height: 16))])
  }

  @Test func infiniteMaxWidthFillsAndAlignsLeading() {
    let f = layoutFrames(Text("Hi").frame(maxWidth: .infinity, alignment: .leading))
    #expect(frame(f, ".frame(maxWidth: inf)").width == 390)
    #expect(frame(f, "Text(\"Hi\")").minX == 0)
  }

  @Test func backgroundAndOverlayTakeThePrimarysSize() {
    let f = layoutFrames(Text("Hello").padding(10)
      .background(Color.yellow)
      .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color.black, lineWidth: 1)))
    let padded = frame(f, ".padding(10)")
    #expect(padded.size == CGSize(width: 60, height: 36))
    #expect(frames(f, "Color(255, 204, 0, 1)") == [padded])
    #expect(frames(f, "RoundedRectangle(cornerRadius: 5)") == [padded])
  }

  @Test func paddingOnSomeEdgesNamesThemInDumps() {
    // Text("Hello") is 40 x 16; the frame tree names each padding as it was written.
    let f = layoutFrames(VStack(spacing: 0) {
      Text("Hello").padding(.horizontal, 8)
      Text("Hello").padding([.top, .leading], 4)
      Text("Hello").padding(.bottom)
    })
    #expect(frame(f, ".padding(.horizontal, 8)").size == CGSize(width: 56, height: 16))
    #expect(frame(f, ".padding([.top, .leading], 4)").size == CGSize(width: 44, height: 20))
    #expect(frame(f, ".padding(.bottom, 16)").size == CGSize(width: 40, height: 32))
  }

  @Test func aspectRatioFitsTheProposal() {
    let f = layoutFrames(Color.red.aspectRatio(4.0 / 3, contentMode: .fit).frame(width: 100))
    #expect(frame(f, "Color(255, 59, 48, 1)").size == CGSize(width: 100, height: 75))
    let g = layoutFrames(Color.red.aspectRatio(1, contentMode: .fill).frame(width: 100, height: 50))
    #expect(frame(g, "Color(255, 59, 48, 1)").size == CGSize(width: 100, height: 100))
  }

  @Test func offsetMovesWithoutChangingLayout() {
    let f = layoutFrames(HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10).offset(x: 5, y: -3)
      Color.blue.frame(width: 10, height: 10)
    })
    let red = frame(f, "Color(255, 59, 48, 1)"), blue = frame(f, "Color(0, 122, 255, 1)")
    #expect(red.minX == blue.minX - 10 + 5 && red.minY == blue.minY - 3)
  }

  @Test func positionCentresAtThePoint() {
    let f = layoutFrames(Color.red.frame(width: 20, height: 10).position(x: 50, y: 40))
    #expect(frame(f, ".position(50, 40)") == rect(0, 0, 390, 844))
    #expect(frame(f, "Color(255, 59, 48, 1)") == rect(40, 35, 20, 10))
  }

  @Test func badSizesAreClampedNeverACrash() {
    let f = layoutFrames(VStack {
      Color.red.frame(width: -5, height: .nan)
      Color.blue.frame(width: .infinity, height: 10)
      Text("x").padding(.nan).frame(minWidth: -3, maxWidth: .nan)
      Spacer(minLength: -.infinity)
    })
    for (_, frame) in f {
      #expect(frame.width.isFinite && frame.height.isFinite && frame.width >= 0 && frame.height >= 0)
    }
  }

  @Test func textWrapsToTheWidthOffered() {
    let f = layoutFrames(Text("Staggered Grid").frame(width: 100))
    // "Staggered " fits 80 of 100; "Grid" goes below: 72 wide (the widest line), two lines of
    // 16 and body's gap between them (a point at scale 1): 33 tall.
    #expect(frame(f, "Text(\"Staggered Grid\")").size == CGSize(width: 72, height: 33))
  }

  @Test func dividerIsOnePixelAtAnyScale() throws {
    let view = VStack(spacing: 0) { Color.red.frame(height: 10); Divider(); Color.blue.frame(height: 10) }
    let f = layoutFrames(view, scale: 2)
    #expect(frame(f, "Divider").height == 0.5)
    let list = try Renderer(size: CGSize(width: 50, height: 30), scale: 2).render(view).displayList
    let divider = list.commands.compactMap { c -> Rect? in
      if case .fill(.rect(let r), let color) = c, color == Color.separator.resolved(dark: false) {
        return r
      }
      return nil
    }
    #expect(divider.map(\.height) == [1])
  }

  /// A body of two views with no container is laid out as a `VStack` at the root, as iOS's
  /// hosting view stacks a root's views (a public timer screen's ring over its stats card).
  struct TwoAtTheRoot: View {
    var body: some View {
      Color.red.frame(width: 50, height: 100)
      Color.blue.frame(width: 80, height: 40)
    }
  }

  /// A column that cannot fit all its spacers' shares gives the spacer with the larger
  /// minimum its minimum first and the other what is left, and so fits the space (a public
  /// onboarding screen: `Spacer()` above the picture took half of what was left, then
  /// `Spacer(minLength: 120)` its 120, and the column overflowed the safe area by 40 points).
  @Test func spacersWithLargerMinimumsAreServedFirst() {
    let column = VStack(spacing: 20) {
      Color.red.frame(height: 60)
      Spacer()
      Color.blue.aspectRatio(390.0 / 367.0, contentMode: .fit)
      Color.green.frame(height: 100)
      Spacer(minLength: 120)
    }
    let f = layoutFrames(column, height: 763)
    #expect(firstFrame(f, startingWith: "VStack").height == 763)
    let spacers = frames(f, "Spacer")
    // 763 - 80 of spacing - 60 - 367 - 100 = 156: 120 for the second, 36 for the first
    #expect(spacers.map(\.height) == [36, 120])
  }

  @Test func viewsAtTheRootAreStacked() {
    let f = frames(layoutFrames(TwoAtTheRoot()), ".frame(width: 50, height: 100)")
      + frames(layoutFrames(TwoAtTheRoot()), ".frame(width: 80, height: 40)")
    // 148 tall (8 between), centred on the 844-point screen: from 348
    #expect(f == [rect(170, 348, 50, 100), rect(155, 456, 80, 40)])
  }

  /// Two texts one above the other in a stack with the default spacing are the lower text's
  /// leading apart, as on iOS: none for `.system(size:)`, which has none, the gap a text style
  /// keeps between its own lines for a text style (its `Font.lineGap`: title 34 points less
  /// SF's line, 0 at 1x and 1/3 at 3x; body 22 less 21 at 1x, 22 less 61/3 at 3x); texts side
  /// by side keep 8. Padding on a side edge, a
  /// width-only frame, a background or opacity keep the text's spacing above and below.
  @Test func textAboveTextIsTheLowerTextsLeadingApart() {
    func gap<V: View>(_ column: V, _ upper: String, _ lower: String,
                      scale: Int = 1) -> CGFloat {
      let f = layoutFrames(column, scale: scale)
      return firstFrame(f, startingWith: lower).minY - firstFrame(f, startingWith: upper).maxY
    }
    let sized = VStack {
      Text("One").font(.system(size: 17))
      Text("Two").font(.system(size: 17))
    }
    #expect(gap(sized, "Text(\"One", "Text(\"Two") == 0)
    let styles = VStack { Text("One"); Text("Two").font(.title) }
    #expect(gap(styles, "Text(\"One", "Text(\"Two") == 0)
    #expect(abs(gap(styles, "Text(\"One", "Text(\"Two", scale: 3) - 1.0 / 3) < 1e-9)
    let padded = VStack { Text("One"); Text("Two").padding(.leading, 1) }
    #expect(gap(padded, "Text(\"One", ".padding") == 1)
    #expect(abs(gap(padded, "Text(\"One", ".padding", scale: 3) - 5.0 / 3) < 1e-9)
    let row = layoutFrames(HStack { Text("One"); Text("Two") })
    #expect(firstFrame(row, startingWith: "Text(\"Two").minX
              == firstFrame(row, startingWith: "Text(\"One").maxX + 8)
    let framed = VStack {
      Text("Title").frame(maxWidth: .infinity, alignment: .leading)
      Text("Artist").opacity(0.6).background(Color.yellow)
    }
    #expect(gap(framed, ".frame(maxWidth", "Text(\"Artist") == 1)
  }

  /// SwiftUI's spacing by the kinds of two edges (OpenSwiftUI's `Spacing` and `Text+Spacing`,
  /// whose figures match macOS's measured spacing at every system size): a plain view over
  /// text keeps the text's descent and a tenth of its line (rounded up to a pixel) apart, text
  /// over a plain view its line and that tenth past the cap height; body at 3x, 6.434 and
  /// 10.642 points. Padding on an edge, or a frame setting a height, makes it plain; a row
  /// holding text is spaced as text, and as a plain view too.
  @Test func columnsSpaceViewsByTheirEdgesKinds() {
    func gap<A: View, B: View>(_ top: A, _ bottom: B, scale: Int = 3) -> CGFloat {
      func height<V: View>(_ view: V) -> CGFloat {
        let f = layoutFrames(VStack(spacing: 0) { view }, scale: scale)
        return firstFrame(f, startingWith: "VStack(spacing: 0)").height
      }
      return height(VStack(alignment: .leading) { top; bottom }) - height(top) - height(bottom)
    }
    let block = Color.red.frame(width: 20, height: 10)
    #expect(abs(gap(block, Text("Below")) - 6.4339) < 0.001)
    #expect(abs(gap(Text("Above"), block) - 10.6424) < 0.001)
    #expect(gap(block, block) == 8)
    // At 1x the tenth rounds up to 3 points: 4.1006 + 3.
    #expect(abs(gap(block, Text("Below"), scale: 1) - 7.1006) < 0.001)
    // A padded edge is plain (not offset by the padding), a side padding keeps the text's.
    #expect(abs(gap(Text("Above").padding(.bottom, 4), Text("Below")) - 6.4339) < 0.001)
    #expect(abs(gap(Text("Above"), Text("Below").frame(height: 30)) - 10.6424) < 0.001)
    #expect(abs(gap(Text("Above").frame(maxWidth: 200), Text("Below")) - 5.0 / 3) < 1e-9)
    // A row of a block and a text over text: the block's plain edge meets the text's.
    #expect(abs(gap(HStack { block; Text("Row") }, Text("Below")) - 6.4339) < 0.001)
    // A grid of texts is spaced as its texts: the lower text's leading (body, 5/3 at 3x).
    let grid = Grid { GridRow { Text("Cell"); Text("Cell") } }
    #expect(abs(gap(grid, Text("Below")) - 5.0 / 3) < 0.001)
  }

  /// Right to left, as SwiftUI lays it out: an HStack's first view on the right, leading
  /// padding and alignment on the right, a multi-line text's lines against the right, and
  /// `chevron.forward` pointing left; a left-to-right part inside keeps its order.
  @Test func rightToLeftMirrorsTheLayout() throws {
    let row = HStack(spacing: 10) {
      Color.red.frame(width: 40, height: 20)
      Color.blue.frame(width: 60, height: 20)
    }
    .padding(.leading, 30)
    .frame(width: 300, alignment: .leading)
    let ltr = layoutFrames(row, width: 300, height: 100)
    let rtl = layoutFrames(row.environment(\.layoutDirection, .rightToLeft), width: 300, height: 100)
    #expect(firstFrame(ltr, startingWith: ".frame(width: 40").minX == 30)
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
    #expect(close(firstFrame(rtl, startingWith: ".frame(width: 40").maxX, 300 - 30))
    #expect(close(firstFrame(rtl, startingWith: ".frame(width: 60").maxX, 300 - 30 - 40 - 10))
    let column = VStack(alignment: .leading) {
      Text("Short")
      Text("A longer line")
    }
    let rightAligned = layoutFrames(column.environment(\.layoutDirection, .rightToLeft))
    #expect(firstFrame(rightAligned, startingWith: "Text(\"Short").maxX
              == firstFrame(rightAligned, startingWith: "Text(\"A longer").maxX)
    let nested = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      HStack(spacing: 0) {
        Color.green.frame(width: 20, height: 10)
        Color.blue.frame(width: 30, height: 10)
      }
      .environment(\.layoutDirection, .leftToRight)
    }
    let inner = layoutFrames(nested.environment(\.layoutDirection, .rightToLeft), width: 60, height: 10)
    #expect(close(firstFrame(inner, startingWith: ".frame(width: 10").minX, 50))
    #expect(close(firstFrame(inner, startingWith: ".frame(width: 20").minX, 0))
    #expect(close(firstFrame(inner, startingWith: ".frame(width: 30").minX, 20))
    let chevron = try Renderer(size: CGSize(width: 50, height: 50))
      .render(Image(systemName: "chevron.forward").environment(\.layoutDirection, .rightToLeft))
    #expect(chevron.frameTree.contains("chevron.backward"))
    // A paragraph's lines sit against its right edge.
    let paragraph = Text("One two three four five six seven").frame(width: 120)
      .environment(\.layoutDirection, .rightToLeft)
    let node = try #require(Renderer(size: CGSize(width: 120, height: 200)).layout(paragraph)
      .0.builder.nodes.compactMap { node -> TextNode? in
        if case .text(let text) = node.kind { return text } else { return nil }
      }.first)
    #expect(node.alignment == .trailing)
    // A navigation row's chevron points left.
    func tipColumn(_ direction: LayoutDirection) throws -> Int {
      let picture = try Renderer(size: CGSize(width: 20, height: 20), scale: 4, background: .white)
        .render(ListChevron().frame(width: 20, height: 20)
          .environment(\.layoutDirection, direction)).buffer
      // The middle row's ink: the tip is its one dark run.
      let row = picture.height / 2
      let dark = (0..<picture.width).filter { picture[$0, row].r < 200 }
      return dark.reduce(0, +) / max(dark.count, 1)
    }
    #expect(try tipColumn(.rightToLeft) < 40 && tipColumn(.leftToRight) > 40)
  }
}

