import Cellshot
import Testing

// Only `import Cellshot` here, as in a user's file: Swift's own names must still mean what they
// mean (the seeds' `Collection` view used to hide the standard library's protocol).

/// A function over Swift's `Collection`; with the seed's view in `Cellshot`, this did not
/// compile ("generic type 'Collection' specialized with too few type parameters").
func elementCount<C: Collection>(_ collection: C) -> Int { collection.count }

@Suite struct ModuleHygieneTests {
  @Test func standardLibraryNamesAreNotShadowed() {
    #expect(elementCount([1, 2, 3]) == 3)
    #expect(elementCount("abcd") == 4)
    let sequence: any Sequence<Int> = [1, 2]
    #expect(Array(sequence).count == 2)
  }
}
