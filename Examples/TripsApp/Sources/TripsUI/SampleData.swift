import Foundation
import SwiftData

/// Trips for previews: a container in memory with three trips and their stops.
@MainActor
let previewContainer: ModelContainer = {
  let container = try! ModelContainer(
    for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  let day = 86_400.0
  let lisbon = Trip(name: "Atlantic coast", destination: "Lisbon",
                    start: Date(timeIntervalSince1970: 1_780_000_000), nights: 6)
  lisbon.stops = [Stop(city: "Sintra", days: 1), Stop(city: "Porto", days: 2)]
  container.mainContext.insert(lisbon)
  container.mainContext.insert(Trip(name: "Fjords", destination: "Bergen",
                                    start: Date(timeIntervalSince1970: 1_780_000_000 + 40 * day),
                                    nights: 4))
  container.mainContext.insert(Trip(name: "Temples", destination: "Kyoto",
                                    start: Date(timeIntervalSince1970: 1_780_000_000 - 30 * day),
                                    nights: 9))
  return container
}()
