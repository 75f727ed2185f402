import SwiftUI

/// One recipe: its photo, what it is, how long it takes, and its steps.
public struct RecipeDetailView: View {
  let recipe: Recipe
  let steps: [String]

  public init(recipe: Recipe, steps: [String] = RecipeDetailView.sampleSteps) {
    self.recipe = recipe
    self.steps = steps
  }

  public var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Image(recipe.imageName, bundle: .module)
          .resizable()
          .scaledToFill()
          .frame(height: 220)
          .clipped()
        VStack(alignment: .leading, spacing: 8) {
          Text(recipe.title)
            .font(.largeTitle.bold())
          Text(recipe.subtitle)
            .font(.title3)
            .foregroundStyle(.secondary)
          HStack {
            Label("\(recipe.minutes) min", systemImage: "clock")
            Spacer()
            RatingView(rating: recipe.rating)
          }
          .font(.subheadline)
          TagList(tags: recipe.tags)
        }
        .padding(.horizontal)
        VStack(alignment: .leading, spacing: 12) {
          Text("Steps")
            .font(.title2.bold())
            .accessibilityAddTraits(.isHeader)
          ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
            HStack(alignment: .firstTextBaseline, spacing: 12) {
              Text("\(index + 1)")
                .font(.headline)
                .foregroundStyle(Color(.brand))
              Text(step)
            }
          }
        }
        .padding(.horizontal)
      }
    }
    .ignoresSafeArea(edges: .top)
  }

  public static let sampleSteps = [
    "Whisk the flour, sugar, baking powder and salt.",
    "Beat in the buttermilk, egg and melted butter until just combined.",
    "Cook on a hot buttered pan until bubbles form, then turn once.",
  ]
}

// What VoiceOver reads of it, as text and as a marked picture, besides the picture.
// cellshot-previews: accessibility=text,image
#Preview("Pancakes") {
  RecipeDetailView(recipe: Recipe.samples[0])
}

// Long titles and large text are where this screen breaks first.
// cellshot-previews: dynamicType=large,accessibility3
#Preview("Phở, large text") {
  RecipeDetailView(recipe: Recipe.samples[1])
}

#Preview("No steps yet") {
  RecipeDetailView(recipe: Recipe.samples[3], steps: [])
}
