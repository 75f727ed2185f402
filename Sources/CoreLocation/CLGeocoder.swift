// Geocoding, which iOS asks Apple's servers for. A server making pictures asks no one: the
// device's own location (within 100 m of it) reverse-geocodes to Apple's Infinite Loop
// campus, and every other request finds no result (`CLError.geocodeFoundNoResult`), as iOS
// reports an address or a point it knows nothing about. Completion handlers run before the
// call returns.
import Foundation

public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into addresses and back, as CoreLocation's `CLGeocoder`.
open class CLGeocoder: NSObject {
  /// Whether a request is under way: never, as each completes before it returns.
  open var isGeocoding: Bool { false }

  public override init() {}

  /// The placemarks at `location`: Apple's campus at the device's location, else no result.
  open func reverseGeocodeLocation(_ location: CLLocation,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
    reverseGeocodeLocation(location, preferredLocale: nil, completionHandler: completionHandler)
  }

  open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
    switch Self.reverse(location) {
    case .success(let placemarks): completionHandler(placemarks, nil)
    case .failure(let error): completionHandler(nil, error)
    }
  }

  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
    try Self.reverse(location).get()
  }

  open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?)
    async throws -> [CLPlacemark] {
    try Self.reverse(location).get()
  }

  /// The placemarks an address names: none found.
  open func geocodeAddressString(_ addressString: String,
                                 completionHandler: @escaping CLGeocodeCompletionHandler) {
    completionHandler(nil, CLError(.geocodeFoundNoResult))
  }

  open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                 completionHandler: @escaping CLGeocodeCompletionHandler) {
    completionHandler(nil, CLError(.geocodeFoundNoResult))
  }

  open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                 preferredLocale locale: Locale?,
                                 completionHandler: @escaping CLGeocodeCompletionHandler) {
    completionHandler(nil, CLError(.geocodeFoundNoResult))
  }

  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
    throw CLError(.geocodeFoundNoResult)
  }

  open func geocodeAddressString(_ addressString: String, in region: CLRegion?)
    async throws -> [CLPlacemark] {
    throw CLError(.geocodeFoundNoResult)
  }

  open func geocodeAddressString(_ addressString: String, in region: CLRegion?,
                                 preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
    throw CLError(.geocodeFoundNoResult)
  }

  open func cancelGeocode() {}

  private static func reverse(_ location: CLLocation) -> Result<[CLPlacemark], CLError> {
    let distance = Geodesic.distance(from: location.coordinate, to: DeviceLocation.coordinate)
    guard distance <= 100 else { return .failure(CLError(.geocodeFoundNoResult)) }
    return .success([CLPlacemark.infiniteLoop(at: location)])
  }
}

/// An address and what is there, as CoreLocation's `CLPlacemark`.
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
  public let location: CLLocation?
  public let region: CLRegion?
  public let timeZone: TimeZone?
  /// The place's name, e.g. Apple Inc.
  public let name: String?
  /// The street, e.g. Infinite Loop.
  public let thoroughfare: String?
  /// The number in the street, e.g. 1.
  public let subThoroughfare: String?
  /// The city, e.g. Cupertino.
  public let locality: String?
  /// The neighbourhood, e.g. Mission District.
  public let subLocality: String?
  /// The state, e.g. CA.
  public let administrativeArea: String?
  /// The county, e.g. Santa Clara.
  public let subAdministrativeArea: String?
  public let postalCode: String?
  /// The country's ISO code, e.g. US.
  public let isoCountryCode: String?
  public let country: String?
  public let inlandWater: String?
  public let ocean: String?
  public let areasOfInterest: [String]?

  /// A copy of `placemark`.
  public init(placemark: CLPlacemark) {
    location = placemark.location
    region = placemark.region
    timeZone = placemark.timeZone
    name = placemark.name
    thoroughfare = placemark.thoroughfare
    subThoroughfare = placemark.subThoroughfare
    locality = placemark.locality
    subLocality = placemark.subLocality
    administrativeArea = placemark.administrativeArea
    subAdministrativeArea = placemark.subAdministrativeArea
    postalCode = placemark.postalCode
    isoCountryCode = placemark.isoCountryCode
    country = placemark.country
    inlandWater = placemark.inlandWater
    ocean = placemark.ocean
    areasOfInterest = placemark.areasOfInterest
  }

  /// A placemark from its parts, for this package's other frameworks (MapKit's placemarks).
  package init(location: CLLocation?, name: String?, thoroughfare: String? = nil,
               subThoroughfare: String? = nil, locality: String? = nil,
               subLocality: String? = nil, administrativeArea: String? = nil,
               subAdministrativeArea: String? = nil, postalCode: String? = nil,
               isoCountryCode: String? = nil, country: String? = nil,
               timeZone: TimeZone? = nil, areasOfInterest: [String]? = nil) {
    self.location = location
    region = location.map {
      CLCircularRegion(center: $0.coordinate, radius: 100, identifier: name ?? "")
    }
    self.timeZone = timeZone
    self.name = name
    self.thoroughfare = thoroughfare
    self.subThoroughfare = subThoroughfare
    self.locality = locality
    self.subLocality = subLocality
    self.administrativeArea = administrativeArea
    self.subAdministrativeArea = subAdministrativeArea
    self.postalCode = postalCode
    self.isoCountryCode = isoCountryCode
    self.country = country
    inlandWater = nil
    ocean = nil
    self.areasOfInterest = areasOfInterest
  }

  /// Apple's campus at 1 Infinite Loop, the device's location.
  static func infiniteLoop(at location: CLLocation) -> CLPlacemark {
    CLPlacemark(location: location, name: "Apple Inc.", thoroughfare: "Infinite Loop",
                subThoroughfare: "1", locality: "Cupertino", administrativeArea: "CA",
                subAdministrativeArea: "Santa Clara", postalCode: "95014", isoCountryCode: "US",
                country: "United States", timeZone: TimeZone(identifier: "America/Los_Angeles"),
                areasOfInterest: ["Apple Infinite Loop"])
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// As iOS prints a placemark: its name, then its address.
  open override var description: String {
    let street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
    let parts = [street, locality, administrativeArea, postalCode, country]
      .compactMap { $0 }.filter { !$0.isEmpty }
    return "\(name ?? ""), \(parts.joined(separator: ", "))"
  }
}
