import Cellshot
import Contacts
import Foundation
@testable import MapKit
import PNGCodec
import SwiftUI
import Testing

/// MapKit's Web-Mercator geometry against known values, its offline search, and SwiftUI's Map
/// drawn with its markers where their coordinates fall.
@MainActor @Suite struct MapKitTests {
  @Test func webMercatorMatchesKnownValues() {
    let side = 268_435_456.0
    let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(origin.x == side / 2 && abs(origin.y - side / 2) < 1e-6)
    // The square's top-left corner is 85.0511287798° N on the antimeridian.
    let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 85.051_128_779_8, longitude: -180))
    #expect(abs(corner.x) < 1e-6 && abs(corner.y) < 1)
    // 45° N: y = (1 - ln(tan 45° + sec 45°) / π) / 2 of the side.
    let north = MKMapPoint(CLLocationCoordinate2D(latitude: 45, longitude: 90))
    #expect(north.x == side * 0.75)
    #expect(abs(north.y / side - 0.359_725_036_9) < 1e-9, "\(north.y / side)")
    let back = north.coordinate
    #expect(abs(back.latitude - 45) < 1e-9 && abs(back.longitude - 90) < 1e-9)
    // The equator's circumference over 2^28 points; half as many metres a point at 60°.
    #expect(abs(MKMetersPerMapPointAtLatitude(0) - 0.149_291_070_9) < 1e-9)
    #expect(abs(MKMetersPerMapPointAtLatitude(60) - 0.074_645_535_4) < 1e-9)
    let region = MKCoordinateRegion(MKMapRect.world)
    #expect(abs(region.span.longitudeDelta - 360) < 1e-9)
    #expect(abs(region.span.latitudeDelta - 2 * 85.051_128_779_8) < 1e-6)
  }

  @Test func aMarkerIsDrawnWhereItsCoordinateFalls() throws {
    let center = CLLocationCoordinate2D(latitude: 22.3193, longitude: 114.1694)
    let east = CLLocationCoordinate2D(latitude: 22.3193, longitude: 114.1744)  // +0.005°
    let region = MKCoordinateRegion(center: center,
                                    span: MKCoordinateSpan(latitudeDelta: 0.02,
                                                           longitudeDelta: 0.02))
    let map = Map(initialPosition: .region(region)) {
      Marker("Here", coordinate: center)
      Marker("East", coordinate: east).tint(.blue)
    }
    let buffer = try Renderer(size: CGSize(width: 300, height: 300)).render(map).buffer
    if let out = ProcessInfo.processInfo.environment["CELLSHOT_LOOK"] {
      try FileIO.writeAtomically(PNGEncoder().encode(buffer), to: out)
    }
    // The land colour far from the markers.
    let land = buffer[10, 290]
    #expect(land.r == 247 && land.g == 244 && land.b == 237, "\(land)")
    // The red balloon's circle is centred 22 points above its coordinate, the map's centre
    // (sampled beside its white glyph).
    let red = buffer[150 - 10, 150 - 22]
    #expect(red.r > 240 && red.g < 90 && red.b < 80, "\(red)")
    // 0.005° east is a quarter of the 0.02° region: 75 points right of the centre.
    let blue = buffer[150 + 75 - 10, 150 - 22]
    #expect(blue.b > 200 && blue.r < 80, "\(blue)")
    // Nothing is drawn below the tip but the title.
    let below = buffer[150 + 40, 150 + 30]
    #expect(below.r == 247, "\(below)")
    // The render says what it leaves out.
    let rendered = try Renderer(size: CGSize(width: 300, height: 300)).render(map)
    #expect(rendered.warnings.contains { $0.contains("map tiles") }, "\(rendered.warnings)")
  }

  @Test func automaticFramesAllTheMarkers() throws {
    let places = [CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246),
                  CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945),
                  CLLocationCoordinate2D(latitude: 52.5163, longitude: 13.3777)]
    let map = Map {
      ForEach(places.indices, id: \.self) { index in
        Marker("", coordinate: places[index])
      }
    }
    let size = CGSize(width: 390, height: 300)
    let projection = MapProjection(
      showing: MapCameraPosition.automatic.framedRect(map.elements), in: size)
    let buffer = try Renderer(size: size).render(map).buffer
    if let out = ProcessInfo.processInfo.environment["CELLSHOT_LOOK"] {
      try FileIO.writeAtomically(PNGEncoder().encode(buffer), to: out)
    }
    for place in places {
      let point = projection.point(place)
      // The whole balloon (37 points above the tip) is inside the frame...
      #expect(point.x > 15 && point.x < size.width - 15, "\(point)")
      #expect(point.y > 37 && point.y <= size.height, "\(point)")
      // ...and drawn there.
      let pixel = buffer[Int(point.x) - 10, Int(point.y) - 22]
      #expect(pixel.r > 240 && pixel.g < 90, "\(place) at \(point): \(pixel)")
    }
  }

  @Test func localSearchAnswersWithoutTheNetwork() async throws {
    let request = MKLocalSearch.Request()
    request.naturalLanguageQuery = "Apple Infinite Loop"
    let response = try await MKLocalSearch(request: request).start()
    #expect(response.mapItems.map(\.name) == ["Apple Inc."])
    let item = try #require(response.mapItems.first)
    #expect(abs(item.placemark.coordinate.latitude - 37.332_331_41) < 1e-9)
    let address = try #require(item.placemark.postalAddress)
    #expect(CNPostalAddressFormatter().string(from: address)
              == "1 Infinite Loop\nCupertino CA 95014\nUnited States")

    var failure: (any Error)?
    MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "pizza"))
      .start { response, error in
        #expect(response == nil)
        failure = error
      }
    #expect((failure as? MKError)?.code == .placemarkNotFound)

    let completer = MKLocalSearchCompleter()
    completer.queryFragment = "infinite lo"
    #expect(completer.results.map(\.title) == ["Apple Inc."])
    #expect(completer.results.first?.subtitleHighlightRanges.first?.rangeValue
              == NSRange(location: 2, length: 8))
    completer.queryFragment = "pizza"
    #expect(completer.results.isEmpty)
  }
}
