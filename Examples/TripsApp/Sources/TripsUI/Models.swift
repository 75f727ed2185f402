import Foundation
import SwiftData

@Model
final class Trip {
  @Attribute(.unique) var name: String
  var destination: String
  var start: Date
  var nights: Int
  @Relationship(deleteRule: .cascade) var stops: [Stop] = []

  init(name: String, destination: String, start: Date, nights: Int) {
    self.name = name
    self.destination = destination
    self.start = start
    self.nights = nights
  }
}

@Model
final class Stop {
  var city: String
  var days: Int

  init(city: String, days: Int) {
    self.city = city
    self.days = days
  }
}
