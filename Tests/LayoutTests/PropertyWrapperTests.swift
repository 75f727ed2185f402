@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// Property wrappers as app code uses them: the environment read, objects passed down, bindings
/// written through to the object they came from, values kept in user defaults, lengths scaled
/// with the text size.
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

  enum Sort: String { case name, date }

  struct CountReader: View {
    @AppStorage("count", store: readerDefaults()) var count = 1
    var body: some View { Text("count \(count)") }
  }

  @Test func appStorageWritesAndReadsItsStore() {
    let defaults = UserDefaults(suiteName: "cellshot.tests.appstorage")!
    for key in ["count", "sort", "note"] { defaults.removeObject(forKey: key) }
    // Nothing stored: the declared value; set through the wrapper: stored under the key.
    let count = AppStorage(wrappedValue: 1, "count", store: defaults)
    #expect(count.wrappedValue == 1 && defaults.object(forKey: "count") == nil)
    count.wrappedValue = 5
    #expect(defaults.integer(forKey: "count") == 5)
    #expect(AppStorage(wrappedValue: 1, "count", store: defaults).wrappedValue == 5)
    // Through its binding, as a raw value, and as an optional that starts nil.
    let sort = AppStorage(wrappedValue: Sort.name, "sort", store: defaults)
    sort.projectedValue.wrappedValue = .date
    #expect(defaults.string(forKey: "sort") == "date")
    #expect(AppStorage(wrappedValue: Sort.name, "sort", store: defaults).wrappedValue == .date)
    let note = AppStorage<String?>("note", store: defaults)
    #expect(note.wrappedValue == nil)
    note.wrappedValue = "kept"
    #expect(AppStorage<String?>("note", store: defaults).wrappedValue == "kept")
    // A value of another type under the key: the declared value.
    #expect(AppStorage(wrappedValue: 3.5, "note", store: defaults).wrappedValue == 3.5)
    // A view made later shows what was stored; the standard defaults by default.
    readerDefaults().set(7, forKey: "count")
    #expect(resolvedTexts(CountReader()) == ["count 7"])
    readerDefaults().removeObject(forKey: "count")
    #expect(resolvedTexts(CountReader()) == ["count 1"])
    let key = "cellshot.tests.standard"
    UserDefaults.standard.removeObject(forKey: key)
    AppStorage(wrappedValue: false, key).wrappedValue = true
    #expect(UserDefaults.standard.bool(forKey: key))
    UserDefaults.standard.removeObject(forKey: key)
  }

  struct Metric: View {
    @ScaledMetric var side = 20.0
    @ScaledMetric(relativeTo: .title) var icon = 28.0
    var body: some View { Text(String(format: "%.2f %.2f", side, icon)) }
  }

  @Test func scaledMetricFollowsTheTextSizeTable() {
    #expect(resolvedTexts(Metric()) == ["20.00 28.00"])
    // body 17 -> 40 at accessibility3; title 28 -> 48 (Apple's Dynamic Type table).
    #expect(resolvedTexts(Metric().environment(\.dynamicTypeSize, .accessibility3))
            == ["47.06 48.00"])
    // title 28 -> 58 at accessibility5, body 17 -> 53; smaller below the default.
    #expect(resolvedTexts(Metric().dynamicTypeSize(.accessibility5)) == ["62.35 58.00"])
    #expect(resolvedTexts(Metric().dynamicTypeSize(.xSmall)) == ["16.47 25.00"])
  }
}

/// User defaults of the tests' own, so a test's values reach no other program.
private func readerDefaults() -> UserDefaults {
  UserDefaults(suiteName: "cellshot.tests.reader")!
}
