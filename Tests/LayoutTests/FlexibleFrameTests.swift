@testable import Cellshot
import Testing

/// A flexible frame's own bounds decide its flexibility and its size; its child's size counts
/// only where the frame leaves an axis free. Rigid children (text, images, fixed frames) are the
/// cases that show it: a frame that may grow without limit is as flexible as a colour, whatever
/// it holds. Frames worked out by hand (Terminus at body size: 8 x 16 pixels a character).
@MainActor @Suite struct FlexibleFrameTests {
  @Test func labelAndValueSpanTheRow() {
    let f = layoutFrames(HStack {
      Text("Label").frame(maxWidth: .infinity, alignment: .leading)
      Text("Value")
    })
    // "Value" (40) is the least flexible and is sized first; the frame takes the rest of the
    // 390: 390 - 8 - 40 = 342, with its text at its leading edge.
    #expect(frames(f, "HStack") == [rect(0, 414, 390, 16)])
    #expect(frames(f, ".frame(maxWidth: inf)") == [rect(0, 414, 342, 16)])
    #expect(frames(f, "Text(\"Label\")") == [rect(0, 414, 40, 16)])
    #expect(frames(f, "Text(\"Value\")") == [rect(350, 414, 40, 16)])
  }

  @Test func flexibleFrameTakesWhatARigidSiblingLeaves() {
    let f = layoutFrames(HStack(spacing: 0) {
      Text("a").frame(maxWidth: .infinity)
      Color.red.frame(width: 300, height: 20)
    })
    // 90 + 300 = 390: the stack fits the screen (it was 495 wide, past it).
    #expect(frames(f, "HStack(spacing: 0)") == [rect(0, 412, 390, 20)])
    // The frame bounds only the width: it is as tall as its text, centred in the 20.
    #expect(frames(f, ".frame(maxWidth: inf)") == [rect(0, 414, 90, 16)])
    #expect(frames(f, "Text(\"a\")") == [rect(41, 414, 8, 16)])
  }

  @Test func verticalFramesAroundTextAndImagesFillTheColumn() throws {
    let picture = try PixelBuffer(width: 10, height: 10, fill: .transparent)
    let f = layoutFrames(VStack(spacing: 0) {
      Text("a").frame(maxHeight: .infinity)
      Image(pixelBuffer: picture).frame(maxHeight: .infinity)
      Color.red.frame(width: 10, height: 4)
    })
    // The 840 left by the 4-point colour goes in two equal shares of 420; the column is as
    // wide as its widest child (the 10-point picture).
    #expect(frames(f, "VStack(spacing: 0)") == [rect(190, 0, 10, 844)])
    #expect(frames(f, ".frame(maxHeight: inf)") == [rect(191, 0, 8, 420), rect(190, 420, 10, 420)])
    #expect(frames(f, "Image(buffer)") == [rect(190, 625, 10, 10)])
  }

  @Test func fixedFrameInsideAFlexibleOneStillGrows() {
    let f = layoutFrames(HStack(spacing: 10) {
      Color.red.frame(width: 20, height: 20).frame(maxWidth: .infinity, alignment: .trailing)
      Text("xy")
    })
    // 390 - 10 - 16 = 364 for the flexible frame; its fixed child sits at its trailing edge.
    #expect(frames(f, ".frame(maxWidth: inf)") == [rect(0, 412, 364, 20)])
    #expect(frames(f, ".frame(width: 20, height: 20)") == [rect(344, 412, 20, 20)])
  }

  @Test func offeredNothingAFlexibleFrameIsItsChildsSize() {
    // A nil proposal (a scroll view's axis, an ideal size) asks for the child's.
    let ideal = Renderer(size: CGSize(width: 390, height: 844))
      .idealSize(Text("Label").font(.custom("Terminus", size: 17)).frame(maxWidth: .infinity))
    #expect(ideal == CGSize(width: 40, height: 16))
    let f = layoutFrames(ScrollView(.horizontal) {
      HStack { Text("a").frame(maxWidth: .infinity); Text("b") }
    })
    #expect(frames(f, ".frame(maxWidth: inf)") == [rect(0, 414, 8, 16)])
  }

  @Test func tabViewWithATextTabKeepsItsBarAtTheBottom() {
    let f = layoutFrames(TabView { Text("Home").tabItem { Text("Home") } })
    // The content takes all but the bar's 49 points; the bar sits at the bottom.
    #expect(frames(f, ".frame(maxWidth: inf, maxHeight: inf)") == [rect(0, 0, 390, 795)])
    #expect(frames(f, ".frame(height: 49)") == [rect(0, 795, 390, 49)])
  }

  @Test func gridGivesTheLeftoverWidthToAFlexibleCell() {
    let f = layoutFrames(Grid(horizontalSpacing: 8) {
      GridRow {
        Text("a").frame(maxWidth: .infinity, alignment: .leading)
        Text("bb")
      }
    })
    // Columns 8 and 16 wide at their ideal; the leftover 358 goes to the flexible one.
    #expect(frames(f, "Grid") == [rect(0, 414, 390, 16)])
    #expect(frames(f, ".frame(maxWidth: inf)") == [rect(0, 414, 366, 16)])
    #expect(frames(f, "Text(\"bb\")") == [rect(374, 414, 16, 16)])
  }

  @Test func viewThatFitsShowsTheFlexibleFrameAtTheWidthOffered() {
    let f = layoutFrames(ViewThatFits(in: .horizontal) {
      Text("fits").frame(maxWidth: .infinity, alignment: .trailing)
      Text("x")
    }.frame(width: 100))
    // Its ideal width is its text's (32 <= 100), so it is chosen, and it spans the 100.
    #expect(frames(f, ".frame(maxWidth: inf)") == [rect(145, 414, 100, 16)])
    #expect(frames(f, "Text(\"fits\")") == [rect(213, 414, 32, 16)])
  }

  @Test func listRowValueSitsAtTheTrailingEdge() {
    let f = layoutFrames(List {
      HStack {
        Text("Label").frame(maxWidth: .infinity, alignment: .leading)
        Text("Value")
      }
    })
    let row = frame(f, "HStack")
    let value = frame(f, "Text(\"Value\")")
    // The row spans the card's content width; the value ends at its trailing edge.
    #expect(row.width > 300)
    #expect(value.maxX == row.maxX)
    #expect(frame(f, "Text(\"Label\")").minX == row.minX)
  }
}
