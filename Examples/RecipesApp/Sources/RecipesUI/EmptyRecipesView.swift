import SwiftUI

/// What the list shows before the first recipe is saved, or when a search finds none.
public struct EmptyRecipesView: View {
  let query: String

  public init(query: String = "") {
    self.query = query
  }

  public var body: some View {
    if query.isEmpty {
      ContentUnavailableView("No Recipes Yet", systemImage: "fork.knife",
                             description: Text("Recipes you save appear here."))
    } else {
      ContentUnavailableView.search(text: query)
    }
  }
}

struct EmptyRecipesView_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      EmptyRecipesView()
        .previewDisplayName("Nothing saved")
      EmptyRecipesView(query: "lasagne")
        .previewDisplayName("No results")
    }
  }
}
