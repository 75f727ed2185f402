import Cellshot
import SeedLayouts

// Seed 003 (CollectionViews bị thiếu trong SwiftUI): the collection view. `Collection` is in
// Cellshot. The seed's ContentView, ported as is apart from the column count being a
// parameter; `Collection` counts rows with 0..<rowCount (the seed's 0...rowCount-1 traps on
// empty data) and uses the exact spacing (the seed truncated it with Int(spacing)).

struct CollectionContentView: View {
  var cols: Int
  @State var colors: [Color] = [.pink, .red, .orange, .yellow, .green, .blue, .purple, .gray, .black]

  var body: some View {
    Collection(data: $colors, cols: cols, spacing: 20) { color in
      VStack {
        Spacer()
        Text(color.description)
          .padding(10)
          .frame(minWidth: 0, maxWidth: .infinity)
          .background(Color.white)
      }
      .frame(height: 120)
      .background(color)
      .cornerRadius(10)
      .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.black.opacity(0.2), lineWidth: 1))
    }
    .padding()
    .background(Color.black.opacity(0.05).edgesIgnoringSafeArea(.all))
  }
}

enum CollectionScreens {
  static let all: [Screen] = [
    Screen("collection-2col", "collection of nine colours in 2 columns (the seed's)", seed: "003") {
      CollectionContentView(cols: 2)
    },
    Screen("collection-3col", "collection of nine colours in 3 columns", seed: "003") {
      CollectionContentView(cols: 3)
    },
  ]
}
