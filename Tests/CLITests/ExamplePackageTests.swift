import Foundation
import Testing
import TestSupport

/// The example package in `Examples/RecipesApp`, written as an iOS team writes one (views with
/// `import SwiftUI`, `#Preview`s and an asset catalog, swift-snapshot-testing tests with
/// `import SnapshotTesting`), built and tested on Linux as it is: a first run records its
/// references (and fails, saying so, as swift-snapshot-testing does), a second compares with
/// them and passes. Its previews are tests too, from one line in its manifest (the
/// CellshotPreviewTests plugin): one per preview and variant, references in `Goldens/`.
@Suite struct ExamplePackageTests {
  static let swift = "/usr/bin/env"

  @Test func theIOSStylePackageRecordsThenPasses() throws {
    let work = TestPaths.root + "/.build/examples"
    let package = work + "/RecipesApp"
    // A fresh copy of the sources (no references), built in a folder kept between runs.
    try? FileManager.default.removeItem(atPath: package)
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: TestPaths.root + "/Examples/RecipesApp",
                                     toPath: package)
    try? FileManager.default.removeItem(atPath: package + "/.build")
    // A developer's machine, where a first run records what is missing (CI never writes).
    let environment = ["CELLSHOT_PATH": TestPaths.root, "SNAPSHOT_TESTING_RECORD": "missing",
                       "CELLSHOT_RECORD": "missing", "CI": "0"]
    let place = ["--package-path", package, "--scratch-path", work + "/RecipesApp-build"]
    let build = try CLITests.run(Self.swift, ["swift", "build", "--build-tests"] + place,
                                 environment: environment, timeout: 1500)
    try #require(build.status == 0, "\(build.error.suffix(3000))\(build.output.suffix(3000))")

    let first = try CLITests.run(Self.swift, ["swift", "test", "--skip-build"] + place,
                                 environment: environment, timeout: 600)
    #expect(first.status != 0, "recording should fail the first run")
    let recorded = try references(in: package + "/Tests/RecipesUITests/__Snapshots__")
    #expect(recorded == [
      "RecipeCardTests/card.1.linux.frames.txt",
      "RecipeCardTests/card.1.linux.png",
      "RecipeCardTests/cardInBothAppearances-style.dark.linux.frames.txt",
      "RecipeCardTests/cardInBothAppearances-style.dark.linux.png",
      "RecipeCardTests/cardInBothAppearances-style.light.linux.frames.txt",
      "RecipeCardTests/cardInBothAppearances-style.light.linux.png",
      "RecipeCardTests/recipesAsJSON.1.linux.json",
      "RecipeListViewTests/testListOnIPhone13.1.linux.frames.txt",
      "RecipeListViewTests/testListOnIPhone13.1.linux.png",
      "RecipeListViewTests/testListOnIPhoneSE.1.linux.frames.txt",
      "RecipeListViewTests/testListOnIPhoneSE.1.linux.png",
    ], "\(first.output.suffix(3000))")
    #expect(try references(in: package + "/Goldens") == Self.previewReferences,
            "\(first.output.suffix(3000))")
    let list = try CLITests.run(Self.swift, ["swift", "test", "list", "--skip-build"] + place,
                                environment: environment, timeout: 600)
    let previewTests = list.output.split(separator: "\n").filter { $0.contains("Previews/") }
    #expect(previewTests.count == Self.previewReferences.count - 2, "\(list.output)")
    #expect(previewTests.contains("RecipesUITests.RecipeDetailViewPreviews/"
                                  + "phoLargeTextDarkAccessibility3()"), "\(list.output)")

    let second = try CLITests.run(Self.swift, ["swift", "test", "--skip-build"] + place,
                                  environment: environment, timeout: 600)
    #expect(second.status == 0, "\(second.output.suffix(3000))\(second.error.suffix(2000))")
  }

  /// The references the example's previews record: each preview light and dark (the package's
  /// cellshot-previews.json), one at two text sizes more (its `// cellshot-previews:` line),
  /// the provider's two previews by their names, one also as what VoiceOver reads (text and
  /// marked picture), and no "Live" (`skip`).
  static let previewReferences = [
    "empty-recipes-view-previews/empty-recipes-view-dark-no-results.png",
    "empty-recipes-view-previews/empty-recipes-view-dark-nothing-saved.png",
    "empty-recipes-view-previews/empty-recipes-view-light-no-results.png",
    "empty-recipes-view-previews/empty-recipes-view-light-nothing-saved.png",
    "rating-view-previews/half-stars-dark.png",
    "rating-view-previews/half-stars-light.png",
    "rating-view-previews/high-dark.png",
    "rating-view-previews/high-light.png",
    "recipe-card-previews/card-dark-dark.png",
    "recipe-card-previews/card-dark-light.png",
    "recipe-card-previews/card-dark.png",
    "recipe-card-previews/card-light.png",
    "recipe-detail-view-previews/no-steps-yet-dark.png",
    "recipe-detail-view-previews/no-steps-yet-light.png",
    "recipe-detail-view-previews/pancakes-dark-accessibility-image.png",
    "recipe-detail-view-previews/pancakes-dark-accessibility.txt",
    "recipe-detail-view-previews/pancakes-dark.png",
    "recipe-detail-view-previews/pancakes-light-accessibility-image.png",
    "recipe-detail-view-previews/pancakes-light-accessibility.txt",
    "recipe-detail-view-previews/pancakes-light.png",
    "recipe-detail-view-previews/pho-large-text-dark-accessibility3.png",
    "recipe-detail-view-previews/pho-large-text-dark-large.png",
    "recipe-detail-view-previews/pho-large-text-light-accessibility3.png",
    "recipe-detail-view-previews/pho-large-text-light-large.png",
    "recipe-list-view-previews/empty-dark.png",
    "recipe-list-view-previews/empty-light.png",
    "recipe-list-view-previews/landscape-dark.png",
    "recipe-list-view-previews/landscape-light.png",
    "recipe-list-view-previews/preview-dark.png",
    "recipe-list-view-previews/preview-light.png",
    "tag-list-previews/tags-dark.png",
    "tag-list-previews/tags-light.png",
  ]

  /// The files under `folder`, relative to it, sorted.
  func references(in folder: String) throws -> [String] {
    let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    return files.filter { $0.contains(".") }.sorted()
  }
}
