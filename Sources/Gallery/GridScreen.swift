import Cellshot
import SeedLayouts

// Seed 004 (SwiftUI实现网格视图（GridView）): the row grid and the aspect-fit GridLayout, in
// Cellshot (RowView, GridContentView, GridLayout, GridView, CardView). Changes from the seed:
// Color.random draws from a seeded generator, so the golden is stable; the memory game's
// 👻 🎃 🕷 are outside the fonts' Basic Multilingual Plane, so the cards show 鬼 (ghost),
// 瓜 (pumpkin), 蛛 (spider), 蝠 (bat), 骨 (bone) and 月 (moon).

struct Card: Identifiable {
  var id: Int
  var content: String
  var isFaceUp: Bool
}

enum GridScreens {
  /// Sixteen "random" colours from a fixed seed.
  static func randomColors() -> [AnyView] {
    var generator = SeededGenerator(seed: 2021)
    return (0..<16).map { _ in AnyView(Color.random(using: &generator)) }
  }

  /// Twelve cards, six pairs; every other pair face up.
  static let cards: [Card] = {
    let symbols = ["鬼", "瓜", "蛛", "蝠", "骨", "月"]
    let faceUp: Set<Int> = [0, 3, 4, 7, 9, 10]
    return (0..<12).map { i in Card(id: i, content: symbols[(i * 5) % 6], isFaceUp: faceUp.contains(i)) }
  }()

  struct CardsContentView: View {
    var body: some View {
      GridView(GridScreens.cards) { card in
        CardView(content: card.content, isFaceUp: card.isFaceUp)
          .padding(5)
      }
    }
  }

  static let all: [Screen] = [
    Screen("grid-rows", "16 seeded random colours, 4 per row", seed: "004") {
      GridContentView(itemPerRow: 4, contentView: randomColors())
    },
    Screen("grid-cards-portrait", "12 memory cards in the aspect-fit grid, portrait", seed: "004") {
      CardsContentView()
    },
    Screen("grid-cards-landscape", "12 memory cards in the aspect-fit grid, landscape", seed: "004",
           device: Device.iphone13.landscape) {
      CardsContentView()
    },
  ]
}
