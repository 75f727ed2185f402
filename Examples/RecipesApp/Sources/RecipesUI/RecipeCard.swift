import SwiftUI

/// A recipe in the list: its photo, title, time and rating, and its tags.
public struct RecipeCard: View {
  let recipe: Recipe

  public init(recipe: Recipe) {
    self.recipe = recipe
  }

  public var body: some View {
    HStack(alignment: .top, spacing: 14) {
      Image(recipe.imageName, bundle: .module)
        .resizable()
        .scaledToFill()
        .frame(width: 84, height: 84)
        .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
      VStack(alignment: .leading, spacing: 6) {
        HStack {
          Text(recipe.title)
            .font(.headline)
            .lineLimit(1)
          Spacer(minLength: 4)
          if recipe.isFavorite {
            Image(systemName: "heart.fill")
              .foregroundStyle(Color("Brand", bundle: .module))
          }
        }
        Text(recipe.subtitle)
          .font(.subheadline)
          .foregroundStyle(.secondary)
          .lineLimit(2)
        HStack(spacing: 12) {
          Label("\(recipe.minutes) min", systemImage: "clock")
          Label("\(recipe.rating, specifier: "%.1f")", systemImage: "star.fill")
        }
        .font(.caption)
        .foregroundStyle(.secondary)
        HStack(spacing: 6) {
          ForEach(recipe.tags, id: \.self) { tag in
            Text(tag)
              .font(.caption2.weight(.semibold))
              .padding(.horizontal, 8)
              .padding(.vertical, 3)
              .background(Color("Brand", bundle: .module).opacity(0.15), in: Capsule())
              .foregroundStyle(Color("Brand", bundle: .module))
          }
        }
      }
    }
    .padding(12)
    .background(Color(uiColor: .secondarySystemGroupedBackground),
                in: RoundedRectangle(cornerRadius: 18, style: .continuous))
  }
}

#Preview("Card", traits: .sizeThatFitsLayout) {
  RecipeCard(recipe: Recipe.samples[0])
    .padding()
}

#Preview("Card, dark", traits: .sizeThatFitsLayout) {
  RecipeCard(recipe: Recipe.samples[1])
    .padding()
    .preferredColorScheme(.dark)
}
