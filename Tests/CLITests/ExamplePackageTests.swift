import Foundation
import Testing
import TestSupport

/// The example package in `Examples/RecipesApp`, written as an iOS team writes one (views with
/// `import SwiftUI`, `#Preview`s and an asset catalog, swift-snapshot-testing tests with
/// `import SnapshotTesting`), built and tested on Linux as it is: a first run records its
/// references (and fails, saying so, as swift-snapshot-testing does), a second compares with
/// them and passes.
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
    let environment = ["CELLSHOT_PATH": TestPaths.root, "SNAPSHOT_TESTING_RECORD": "missing"]
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

    let second = try CLITests.run(Self.swift, ["swift", "test", "--skip-build"] + place,
                                  environment: environment, timeout: 600)
    #expect(second.status == 0, "\(second.output.suffix(3000))\(second.error.suffix(2000))")
  }

  /// The files under `folder`, relative to it, sorted.
  func references(in folder: String) throws -> [String] {
    let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
    return files.filter { $0.contains(".") }.sorted()
  }
}
