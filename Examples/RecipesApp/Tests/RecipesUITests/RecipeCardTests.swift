import RecipesUI
import SnapshotTesting
import SwiftUI
import Testing

@MainActor
@Suite(.snapshots(record: .missing))
struct RecipeCardTests {
  @Test func card() {
    let card = RecipeCard(recipe: Recipe.samples[0]).padding()
    assertSnapshot(of: card, as: .image(layout: .sizeThatFits))
  }

  @Test(arguments: [UIUserInterfaceStyle.light, .dark])
  func cardInBothAppearances(style: UIUserInterfaceStyle) {
    let card = RecipeCard(recipe: Recipe.samples[2]).padding()
    assertSnapshot(
      of: card,
      as: .image(layout: .sizeThatFits, traits: UITraitCollection(userInterfaceStyle: style)),
      named: style == .dark ? "dark" : "light"
    )
  }

  @Test func recipesAsJSON() {
    assertSnapshot(of: Array(Recipe.samples.prefix(2)), as: .json)
  }
}
