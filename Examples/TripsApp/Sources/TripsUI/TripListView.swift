import SwiftData
import SwiftUI

struct TripListView: View {
  @Query(sort: \Trip.start) private var trips: [Trip]
  @Query private var stops: [Stop]
  @Environment(TripFilter.self) private var filter

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach(trips.filter { filter.accepts($0.nights) }) { trip in
            TripRow(trip: trip)
          }
        } footer: {
          Text("\(trips.count) trips, \(stops.count) stops")
        }
      }
      .overlay {
        if trips.isEmpty {
          ContentUnavailableView("No Trips", systemImage: "airplane",
                                 description: Text("Trips you plan appear here."))
        }
      }
      .navigationTitle(filter.title)
    }
  }
}

struct TripRow: View {
  let trip: Trip

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: "airplane")
        .foregroundStyle(.white)
        .frame(width: 36, height: 36)
        .background(.blue.gradient, in: .rect(cornerRadius: 8))
      VStack(alignment: .leading, spacing: 2) {
        Text(trip.name).font(.headline)
        Text("\(trip.destination) · \(trip.nights) nights")
          .font(.subheadline)
          .foregroundStyle(.secondary)
      }
      Spacer()
      if !trip.stops.isEmpty {
        Text("\(trip.stops.count) stops")
          .font(.caption)
          .padding(.horizontal, 8)
          .padding(.vertical, 4)
          .background(.quaternary, in: .capsule)
      }
    }
  }
}

#Preview("Sample trips") {
  TripListView()
    .modelContainer(previewContainer)
    .environment(TripFilter())
}

#Preview("Long trips") {
  @Previewable @State var filter = TripFilter()
  TripListView()
    .modelContainer(previewContainer)
    .environment(filter)
    .onAppear {
      filter.title = "Long Trips"
      filter.longOnly = true
    }
}

#Preview("No trips") {
  TripListView()
    .modelContainer(for: Trip.self, inMemory: true)
    .environment(TripFilter())
}
