import Foundation

/// What the list shows: shared by the views through the environment.
@Observable
final class TripFilter {
  var title = "Trips"
  var longOnly = false

  func accepts(_ nights: Int) -> Bool { !longOnly || nights >= 5 }
}
