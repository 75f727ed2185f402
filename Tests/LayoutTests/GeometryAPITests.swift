@testable import Cellshot
import Testing

/// Geometry read back by app code: anchors reported as preferences and read by a reader in an
/// overlay, `onGeometryChange`, and what a custom `Layout` can ask of its subviews (layout
/// values, dimensions with their guides, spacing).
@MainActor @Suite struct GeometryAPITests {
  struct Bounds: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>],
                       nextValue: () -> [String: Anchor<CGRect>]) {
      value.merge(nextValue()) { $1 }
    }
  }

  struct Tab: View {
    let title: String
    var body: some View {
      Text(title).padding(8)
        .anchorPreference(key: Bounds.self, value: .bounds) { [title: $0] }
    }
  }

  @Test func anAnchorIsReadWhereTheOverlayIs() {
    let screen = HStack(spacing: 0) {
      Tab(title: "One")
      Tab(title: "Two")
    }
    .overlayPreferenceValue(Bounds.self) { anchors in
      GeometryReader { proxy in
        if let two = anchors["Two"] {
          let rect = proxy[two]
          Color.red.frame(width: rect.width, height: 2)
            .offset(x: rect.minX, y: rect.maxY)
        }
      }
    }
    let frames = layoutFrames(screen)
    let two = firstFrame(frames, startingWith: ".anchorPreference")
    let tabs = frames.filter { $0.name.hasPrefix(".anchorPreference") }.map(\.frame)
    #expect(tabs.count == 2)
    // The underline is as wide as the second tab and sits under it.
    let line = firstFrame(frames, startingWith: "Color(")
    #expect(line.width == tabs[1].width && line.height == 2)
    #expect(line.minX == tabs[1].minX && line.minY == tabs[1].maxY)
    #expect(two == tabs[0])
  }

  @Test func geometryChangesReachTheirAction() throws {
    final class Seen { var width: CGFloat = 0 }
    let seen = Seen()
    _ = layoutFrames(Text("Hello").frame(width: 123)
      .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { seen.width = $0 })
    #expect(seen.width == 123)
  }

  struct Column: LayoutValueKey { static let defaultValue = 0 }

  /// Puts each subview in the column its layout value names, 100 points apart, each aligned by
  /// its first text baseline on y = 50.
  struct Columns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 300, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                       cache: inout ()) {
      for subview in subviews {
        let d = subview.dimensions(in: .unspecified)
        let x = bounds.minX + CGFloat(subview[Column.self]) * 100
        let y = bounds.minY + 50 - d[.firstTextBaseline]
        subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
        #expect(subview.spacing.distance(to: ViewSpacing(), along: .horizontal) == 8)
        // Vertically, as a column spaces them: a plain view over B's padded top edge keeps
        // 8, over A's and C's text their descent and a tenth of the line rounded up to a
        // pixel (at 1x, body 4.10 + 3, largeTitle 8.20 + 5); `.zero` asks for nothing.
        let below = ViewSpacing().distance(to: subview.spacing, along: .vertical)
        let expected: CGFloat = [8, 13.2012, 7.1006][subview[Column.self]]
        #expect(abs(below - expected) < 0.001, "\(below)")
        #expect(subview.spacing.distance(to: .zero, along: .vertical) == 0)
      }
    }
  }

  @Test func customLayoutsReadLayoutValuesAndDimensions() {
    let frames = layoutFrames(Columns {
      Text("A").layoutValue(key: Column.self, value: 2)
      Text("B").padding(.top, 10)
      Text("C").font(.largeTitle).layoutValue(key: Column.self, value: 1)
    })
    let a = frame(frames, "Text(\"A\")"), b = frame(frames, "Text(\"B\")")
    let c = frame(frames, "Text(\"C\")")
    #expect(a.minX == c.minX + 100 && b.minX == c.minX - 100)
    // Body text's baseline is 12 points down in Terminus (16-point line): A's top is at 38;
    // B's padding moves its baseline 10 lower, so its text's top is at 38 too.
    #expect(a.minY - firstFrame(frames, startingWith: "Columns").minY == 38, "\(a)")
    #expect(b.minY == a.minY)
    #expect(c.minY < a.minY)  // a larger font's baseline is further down its frame
  }

  /// A key whose `reduce` does nothing: the one value reported is the one received, as on the
  /// iPhone (SwiftUI reduces only a second value into the first; SwiftClockUI's steampunk
  /// plates size their numerals this way).
  struct FirstOnly: PreferenceKey {
    static let defaultValue: CGRect = .zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) {}
  }

  struct Plate: View {
    @State private var rect: CGRect = .zero
    var body: some View {
      Text("XII").font(.system(size: max(rect.height / 2, 1)))
        .frame(width: 200, height: 200)
        .background(GeometryReader { proxy in
          Color.clear.preference(key: FirstOnly.self, value: proxy.frame(in: .local))
        })
        .onPreferenceChange(FirstOnly.self) { rect = $0 }
    }
  }

  @Test func aReduceThatDoesNothingKeepsTheValueReported() {
    let text = firstFrame(layoutFrames(Plate()), startingWith: "Text(")
    #expect(text.height > 50, "the numeral is sized from the reported 200-point frame")
  }
}

