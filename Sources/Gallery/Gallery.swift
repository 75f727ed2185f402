// Gallery, the demo screens. Takes Cellshot's views and the seeds' layouts (SeedLayouts);
// gives the screens (each a view with its device, scale and summary) that the CLI renders
// and checks against Goldens/, and the staggered grid's post pictures. Writing and comparing
// pictures is the CLI's and the tests' job: it never imports PNGCodec or CellshotTesting.

import Cellshot
import Foundation

/// The screens this project re-creates from the seeds, and the primitives sheet.
public enum Gallery {
  public static let screens: [Screen] = MultiColumnListScreens.all + StaggeredGridScreens.all
    + FlexiblePickerScreens.all + CollectionScreens.all + GridScreens.all
    + [PrimitivesScreen.screen] + AppScreens.all + StoreScreens.all + JournalScreens.all
    + JournalSettingsScreens.all + TypeScreens.all

  /// The screen with `id`, or nil.
  public static func screen(_ id: String) -> Screen? { screens.first { $0.id == id } }

  /// The folder of the post pictures shipped with the gallery.
  public static var postsFolder: String? {
    Bundle.module.url(forResource: "posts", withExtension: nil)?.path
  }

  /// Makes the gallery's pictures (post1 ... post10) available to `Image(_:)`.
  public static func registerAssets() {
    if let folder = postsFolder { ImageAssets.shared.addFolder(folder) }
  }
}
