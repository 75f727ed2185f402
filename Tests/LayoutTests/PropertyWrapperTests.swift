@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// Property wrappers as app code uses them: the environment read, objects passed down, bindings
/// written through to the object they came from.
@MainActor @Suite struct PropertyWrapperTests {
  final class Store: ObservableObject {
    @Published var name = "Ada"
    @Published var items = [Task(id: 1, title: "Write", done: true),
                            Task(id: 2, title: "Test", done: false)]
  }

  struct Task: Identifiable {
    let id: Int
    var title: String
    var done: Bool
  }

  struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.locale) private var locale
    @Environment(\.dismiss) private var dismiss
    var body: some View { Text("\(scheme == .dark ? "dark" : "light") \(locale.identifier)") }
  }

  struct StoreReader: View {
    @EnvironmentObject var store: Store
    @AppStorage("greeting") private var greeting = "Hello"
    var body: some View {
      VStack {
        Text("\(greeting), \(store.name)")
        TextField("Name", text: $store.name)
        ForEach($store.items) { $item in
          Toggle(item.title, isOn: $item.done)
        }
      }
    }
  }

  @Test func propertyWrappersReadTheEnvironmentAndBind() {
    #expect(resolvedTexts(SchemeReader(), colorScheme: .dark) == ["dark en_US_POSIX"])
    #expect(resolvedTexts(SchemeReader().environment(\.locale, Locale(identifier: "de_DE")))
            == ["light de_DE"])
    let store = Store()
    let shown = resolvedTexts(StoreReader().environmentObject(store))
    #expect(shown.contains("Hello, Ada"))
    #expect(shown.contains("Write") && shown.contains("Test"))
    // A binding made from `$store.items` writes through to the object.
    let binding = ObservedObject(wrappedValue: store).projectedValue.items
    binding.wrappedValue[1].done = true
    #expect(store.items[1].done)
  }
}
