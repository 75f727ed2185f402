@testable import Cellshot
import Foundation
import SwiftData
import SwiftUI
import Testing

@Model final class Trip {
  @Attribute(.unique) var name: String
  var start: Date
  var nights: Int
  @Relationship(deleteRule: .cascade) var stops: [Stop] = []
  @Transient var expanded = false

  init(name: String, start: Date, nights: Int) {
    self.name = name
    self.start = start
    self.nights = nights
  }
}

@Model final class Stop {
  var city: String
  init(city: String) { self.city = city }
}

/// SwiftData as an app's previews and tests use it: models in a container in memory, fetched
/// by predicate and order, and shown by `@Query` in the views below `.modelContainer`.
@MainActor @Suite struct SwiftDataTests {
  static func day(_ n: Double) -> Date { Date(timeIntervalSince1970: n * 86_400) }

  func sampleContainer() throws -> ModelContainer {
    let container = try ModelContainer(
      for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (name, start, nights) in [("Lisbon", 3.0, 4), ("Oslo", 1.0, 2), ("Kyoto", 2.0, 9)] {
      container.mainContext.insert(Trip(name: name, start: Self.day(start), nights: nights))
    }
    return container
  }

  @Test func fetchFiltersSortsAndPages() throws {
    let context = try sampleContainer().mainContext
    let all = try context.fetch(FetchDescriptor<Trip>())
    #expect(all.map(\.name) == ["Lisbon", "Oslo", "Kyoto"])   // insertion order
    let long = try context.fetch(FetchDescriptor<Trip>(
      predicate: #Predicate { $0.nights > 3 }, sortBy: [SortDescriptor(\.name)]))
    #expect(long.map(\.name) == ["Kyoto", "Lisbon"])
    var first = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.start, order: .reverse)])
    first.fetchLimit = 2
    first.fetchOffset = 1
    #expect(try context.fetch(first).map(\.name) == ["Kyoto", "Oslo"])
    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 3)
  }

  @Test func insertingAModelInsertsWhatItHolds() throws {
    let context = try sampleContainer().mainContext
    let trip = try #require(try context.fetch(FetchDescriptor<Trip>()).first)
    trip.stops.append(Stop(city: "Sintra"))
    trip.stops.append(Stop(city: "Porto"))
    // attached after the trip was inserted: a fetch finds them, as SwiftData's does
    #expect(try context.fetch(FetchDescriptor<Stop>()).map(\.city).sorted() == ["Porto", "Sintra"])
    #expect(trip.stops[0].modelContext === context)
    context.delete(trip.stops[0])
    #expect(try context.fetch(FetchDescriptor<Stop>()).map(\.city) == ["Porto"])
    #expect(trip.stops[0].isDeleted)
    try context.delete(model: Trip.self, where: #Predicate { $0.nights < 3 })
    #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Lisbon", "Kyoto"])
    #expect(trip.persistentModelID == trip.persistentModelID)
    #expect(Set([trip, trip]).count == 1)
  }

  struct TripList: View {
    @Query(sort: \Trip.start) private var trips: [Trip]
    @Query(filter: #Predicate<Trip> { $0.nights > 3 }, sort: \Trip.name, order: .reverse)
    private var long: [Trip]
    @Query private var stops: [Stop]
    var body: some View {
      VStack {
        ForEach(trips) { Text($0.name) }
        Text("long: \(long.map(\.name).joined(separator: ","))")
        Text("stops: \(stops.count)")
      }
    }
  }

  @Test func queryShowsTheContainersModels() throws {
    let shown = texts(TripList().modelContainer(try sampleContainer()))
    #expect(shown == ["Oslo", "Kyoto", "Lisbon", "long: Lisbon,Kyoto", "stops: 0"])
    // without a container, a query finds nothing, as on iOS
    #expect(texts(TripList()) == ["long: ", "stops: 0"])
  }

  /// A preview helper of Apple's Backyard Birds sample: a view generic over the model, its
  /// private `@Query` left out of its memberwise initializer (as SwiftData's property wrapper
  /// is), made by the view around it.
  struct FirstModel<Model: PersistentModel>: View {
    var body: some View { Shown(label: "first") }
    struct Shown: View {
      var label: String
      @Query private var models: [Model]
      var body: some View { Text("\(label): \(models.count)") }
    }
  }

  /// A query replaced in an initializer, as apps filter by an argument.
  struct LongerThan: View {
    @Query private var trips: [Trip]
    init(nights: Int) {
      _trips = Query(filter: #Predicate<Trip> { $0.nights > nights }, sort: \Trip.name)
    }
    var body: some View { Text(trips.map(\.name).joined(separator: ",")) }
  }

  @Test func queriesInGenericViewsAndInitializers() throws {
    let container = try sampleContainer()
    #expect(texts(FirstModel<Trip>().modelContainer(container)) == ["first: 3"])
    #expect(texts(LongerThan(nights: 2).modelContainer(container)) == ["Kyoto,Lisbon"])
  }

  struct Seeding: View {
    @Environment(\.modelContext) private var context
    var body: some View {
      TripList().onAppear {
        context.insert(Trip(name: "Rome", start: SwiftDataTests.day(5), nights: 5))
      }
    }
  }

  @Test func aContainerMadeByTheModifierKeepsWhatIsInsertedWhileRendering() {
    // inserted on appear, in the first pass: the passes after see it in the same container
    let shown = texts(Seeding().modelContainer(for: Trip.self, inMemory: true))
    #expect(shown == ["Rome", "long: Rome", "stops: 0"])
  }
}

@MainActor
func texts<V: View>(_ view: V) -> [String] {
  let (engine, _) = Renderer(size: CGSize(width: 390, height: 844)).layout(view)
  return engine.builder.nodes.compactMap {
    if case .text(let text) = $0.kind { return text.string } else { return nil }
  }
}
