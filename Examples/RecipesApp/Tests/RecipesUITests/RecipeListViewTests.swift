import RecipesUI
import SnapshotTesting
import SwiftUI
import XCTest

final class RecipeListViewTests: XCTestCase {
  @MainActor
  func testListOnIPhone13() async {
    let view = RecipeListView(store: RecipeStore())
    assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13)))
  }

  @MainActor
  func testListOnIPhoneSE() async {
    let controller = UIHostingController(rootView: RecipeListView(store: RecipeStore()))
    assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
  }
}
