import Combine
import Foundation

/// A recipe as the app's API returns it.
public struct Recipe: Identifiable, Hashable, Codable, Sendable {
  public var id: Int
  public var title: String
  public var subtitle: String
  public var minutes: Int
  public var rating: Double
  public var tags: [String]
  public var imageName: String
  public var isFavorite: Bool

  public init(id: Int, title: String, subtitle: String, minutes: Int, rating: Double,
              tags: [String], imageName: String, isFavorite: Bool = false) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.minutes = minutes
    self.rating = rating
    self.tags = tags
    self.imageName = imageName
    self.isFavorite = isFavorite
  }
}

extension Recipe {
  public static let samples: [Recipe] = [
    Recipe(id: 1, title: "Buttermilk Pancakes", subtitle: "Fluffy, golden, ready in no time",
           minutes: 25, rating: 4.8, tags: ["Breakfast", "Vegetarian"], imageName: "Pancakes",
           isFavorite: true),
    Recipe(id: 2, title: "Phở Bò", subtitle: "Beef noodle soup with star anise",
           minutes: 180, rating: 4.9, tags: ["Soup", "Vietnamese"], imageName: "Pho"),
    Recipe(id: 3, title: "麻婆豆腐", subtitle: "Mapo tofu with Sichuan pepper",
           minutes: 30, rating: 4.6, tags: ["Spicy", "Chinese"], imageName: "Tofu"),
    Recipe(id: 4, title: "Shakshuka", subtitle: "Eggs poached in a spiced tomato sauce",
           minutes: 35, rating: 4.5, tags: ["Brunch"], imageName: "Shakshuka"),
  ]
}

/// The recipes the list shows, loaded by the app at launch.
@MainActor
public final class RecipeStore: ObservableObject {
  @Published public private(set) var recipes: [Recipe]
  @Published public var query = ""
  private var cancellables = Set<AnyCancellable>()

  public init(recipes: [Recipe] = Recipe.samples) {
    self.recipes = recipes
    $query
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .sink { _ in }
      .store(in: &cancellables)
  }

  public var favorites: [Recipe] { recipes.filter(\.isFavorite) }
}
