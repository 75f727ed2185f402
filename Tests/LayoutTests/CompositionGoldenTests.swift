import Cellshot
import CellshotTesting
import Testing

/// Small compositions, one golden each, looked at before they were committed.
@MainActor @Suite struct CompositionGoldenTests {
  @Test func layoutStacksWithSpacing() {
    let view = VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 4) { ForEach(0..<4) { _ in Color.blue.frame(width: 30, height: 30) } }
      HStack { ForEach(0..<4) { _ in Color.orange.frame(width: 30, height: 30) } }
      HStack(spacing: 20) { ForEach(0..<4) { _ in Color.green.frame(width: 30, height: 30) } }
      HStack(alignment: .top) {
        Color.purple.frame(width: 40, height: 60)
        Text("top")
        Spacer()
        Text("trailing")
      }
      .frame(height: 60)
      .background(Color.gray.opacity(0.2))
    }
    .padding()
    assertSnapshot(of: view, as: .image(size: CGSize(width: 240, height: 220)))
  }

  @Test func layoutPaddedCardWithStroke() {
    let view = VStack(alignment: .leading, spacing: 8) {
      Text("格列兹曼").font(.title2).bold()
      Text("Forward · 7号 · 30岁").foregroundColor(.gray)
      Text("A padded card: rounded corners clip the background, and a stroke is overlaid.")
        .font(.footnote)
    }
    .padding()
    .background(Color.yellow.opacity(0.25))
    .cornerRadius(12)
    .overlay(RoundedRectangle(cornerRadius: 12).stroke(Color.orange, lineWidth: 2))
    .padding()
    assertSnapshot(of: view, as: .image(size: CGSize(width: 300, height: 170), scale: 2))
  }

  /// A column with SwiftUI's default spacing, by the kinds of the edges that meet: a text
  /// under a text is its leading apart (body, 1.03 points up to a pixel), a picture keeps 6.43
  /// points over a text and a text 10.64 over a picture or a divider (body at 2x, a pixel
  /// either way), a padded caption's edge is plain, and a row of a symbol and a text is spaced
  /// as text.
  @Test func layoutDefaultSpacingByEdgeKinds() {
    let view = VStack(alignment: .leading) {
      Text("Plot Summary").font(.headline)
      Text("Under a text, its leading apart.")
      RoundedRectangle(cornerRadius: 8).fill(Color.teal).frame(height: 40)
      Text("Under a picture, a little gap.")
      Divider()
      HStack { Image(systemName: "star.fill"); Text("Rate this") }.foregroundColor(.indigo)
      Text("Padded").font(.caption).padding(.vertical, 4).padding(.horizontal, 8)
        .background(Color.yellow.opacity(0.4))
      Color.gray.frame(height: 20)
    }
    .padding()
    assertSnapshot(of: view, as: .image(size: CGSize(width: 300, height: 300), scale: 2))
  }

  @Test func layoutScrollViewAtOffset() {
    let view = VStack(spacing: 0) {
      Text("Header").frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40).background(Color.blue.opacity(0.3))
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<30) { i in
            HStack {
              Text("Row \(i)")
              Spacer()
              Circle().fill(i % 2 == 0 ? Color.green : Color.red).frame(width: 12, height: 12)
            }
            .padding(.horizontal)
            .frame(height: 36)
            Divider()
          }
        }
      }
      .scrollContentOffset(y: 250)
      Text("Footer").frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40).background(Color.blue.opacity(0.3))
    }
    assertSnapshot(of: view, as: .image(size: CGSize(width: 220, height: 300)))
  }

  @Test func layoutPinnedHeaderPushed() {
    let view = ScrollView {
      LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
        ForEach(["前锋", "中场", "后卫"], id: \.self) { title in
          Section(header: Text(title).bold().foregroundColor(.white)
            .frame(maxWidth: .infinity, minHeight: 40, maxHeight: 40).background(Color.black)) {
            ForEach(0..<4) { i in
              Text("\(title) \(i + 1)").frame(maxWidth: .infinity, minHeight: 44, maxHeight: 44)
                .background(i % 2 == 0 ? Color.white : Color.gray.opacity(0.3))
            }
          }
        }
      }
    }
    // Sections are 40 + 4 x 44 = 216 tall; at 196 the second header (at 216 - 196 = 20) is
    // half-way through pushing the first out.
    .scrollContentOffset(y: 196)
    assertSnapshot(of: view, as: .image(size: CGSize(width: 200, height: 260)))
  }
}
