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

// Views are main-actor isolated, as in the iOS 18 SDK: a body may use a main-actor model
// directly. With nonisolated views this file did not compile in Swift 6 mode ("main
// actor-isolated instance method 'greeting()' can not be referenced from a nonisolated
// context").

@MainActor final class GreetingModel: ObservableObject {
  @Published var name = "Ada"
  func greeting() -> String { "Hello, \(name)" }
}

struct GreetingView: View {
  @ObservedObject var model: GreetingModel
  var body: some View { Text(model.greeting()).padding() }
}

/// A modifier whose body reads main-actor state, as `ViewModifier` allows in iOS 18.
struct Badged: ViewModifier {
  let model: GreetingModel
  func body(content: Content) -> some View { content.overlay(Text(model.name), alignment: .top) }
}

@MainActor @Suite struct MainActorViewTests {
  @Test func bodiesRunOnTheMainActor() throws {
    let model = GreetingModel()
    let rendered = try Renderer(size: CGSize(width: 200, height: 80))
      .render(GreetingView(model: model).modifier(Badged(model: model)))
    #expect(rendered.frameTree.contains("Text(\"Hello, Ada\")"))
    #expect(rendered.frameTree.contains("Text(\"Ada\")"))
  }

  @Test func laidOutOnTheMainActorDrawnAnywhere() async throws {
    let prepared = Renderer(size: CGSize(width: 200, height: 80))
      .prepare(GreetingView(model: GreetingModel()))
    let here = try prepared.render().buffer
    let elsewhere = try await Task.detached { try prepared.render().buffer }.value
    #expect(here == elsewhere)
  }
}
