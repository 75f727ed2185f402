// MapKit's places and annotations: map items (a place and what is known of it), placemarks
// (CoreLocation's placemarks with a coordinate), point annotations, and the categories of points
// of interest. Opening the Maps app opens nothing: there is no Maps app to open.
import Contacts
import Foundation

/// Something shown at a coordinate of a map, as MapKit's `MKAnnotation`.
public protocol MKAnnotation: NSObjectProtocol {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An annotation with a title and subtitle (the base of point annotations).
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
  open var title: String?
  open var subtitle: String?
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

  public override init() {}
}

/// An annotation at a coordinate, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKShape, @unchecked Sendable {
  private var point = CLLocationCoordinate2D()

  open override var coordinate: CLLocationCoordinate2D {
    get { point }
    set { point = newValue }
  }

  public override init() {}

  public init(coordinate: CLLocationCoordinate2D) {
    super.init()
    point = coordinate
  }

  public init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
    super.init()
    point = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// A placemark with a coordinate, as MapKit's `MKPlacemark`.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D

  /// A placemark at `coordinate` with no address.
  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    super.init(location: CLLocation(latitude: coordinate.latitude,
                                    longitude: coordinate.longitude), name: nil)
  }

  /// A placemark at `coordinate` whose address is in `addressDictionary` (Contacts' keys).
  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.coordinate = coordinate
    let field = { (key: String) in addressDictionary?[key] as? String }
    super.init(location: CLLocation(latitude: coordinate.latitude,
                                    longitude: coordinate.longitude),
               name: field("Name") ?? field(CNPostalAddressStreetKey),
               thoroughfare: field(CNPostalAddressStreetKey),
               subLocality: field(CNPostalAddressSubLocalityKey),
               administrativeArea: field(CNPostalAddressStateKey),
               subAdministrativeArea: field(CNPostalAddressSubAdministrativeAreaKey),
               postalCode: field(CNPostalAddressPostalCodeKey),
               isoCountryCode: field(CNPostalAddressISOCountryCodeKey),
               country: field(CNPostalAddressCountryKey))
  }

  /// A placemark at `coordinate` at `postalAddress`.
  public init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
    self.coordinate = coordinate
    super.init(location: CLLocation(latitude: coordinate.latitude,
                                    longitude: coordinate.longitude),
               name: postalAddress.street.isEmpty ? nil : postalAddress.street,
               thoroughfare: postalAddress.street.isEmpty ? nil : postalAddress.street,
               locality: postalAddress.city.isEmpty ? nil : postalAddress.city,
               administrativeArea: postalAddress.state.isEmpty ? nil : postalAddress.state,
               postalCode: postalAddress.postalCode.isEmpty ? nil : postalAddress.postalCode,
               isoCountryCode: postalAddress.isoCountryCode.isEmpty
                 ? nil : postalAddress.isoCountryCode,
               country: postalAddress.country.isEmpty ? nil : postalAddress.country)
  }

  /// A copy of `placemark` at its location.
  public override init(placemark: CLPlacemark) {
    coordinate = placemark.location?.coordinate ?? CLLocationCoordinate2D()
    super.init(placemark: placemark)
  }

  /// The placemark's address on one line, as Maps titles it ("1 Infinite Loop, Cupertino, CA
  /// 95014, United States"), or its name.
  open var title: String? {
    let street = [subThoroughfare, thoroughfare].compactMap { $0 }.joined(separator: " ")
    let stateLine = [administrativeArea, postalCode].compactMap { $0 }.joined(separator: " ")
    let parts = [street, locality ?? "", stateLine, country ?? ""].filter { !$0.isEmpty }
    return parts.isEmpty ? name : parts.joined(separator: ", ")
  }

  open var subtitle: String? { nil }

  /// The country's ISO code.
  open var countryCode: String? { isoCountryCode }
}

/// A kind of point of interest, as MapKit's `MKPointOfInterestCategory`.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  private static func named(_ name: String) -> Self { Self(rawValue: "MKPOICategory" + name) }

  public static let airport = named("Airport")
  public static let amusementPark = named("AmusementPark")
  public static let aquarium = named("Aquarium")
  public static let atm = named("ATM")
  public static let bakery = named("Bakery")
  public static let bank = named("Bank")
  public static let beach = named("Beach")
  public static let brewery = named("Brewery")
  public static let cafe = named("Cafe")
  public static let campground = named("Campground")
  public static let carRental = named("CarRental")
  public static let evCharger = named("EVCharger")
  public static let fireStation = named("FireStation")
  public static let fitnessCenter = named("FitnessCenter")
  public static let foodMarket = named("FoodMarket")
  public static let gasStation = named("GasStation")
  public static let hospital = named("Hospital")
  public static let hotel = named("Hotel")
  public static let laundry = named("Laundry")
  public static let library = named("Library")
  public static let marina = named("Marina")
  public static let movieTheater = named("MovieTheater")
  public static let museum = named("Museum")
  public static let nationalPark = named("NationalPark")
  public static let nightlife = named("Nightlife")
  public static let park = named("Park")
  public static let parking = named("Parking")
  public static let pharmacy = named("Pharmacy")
  public static let police = named("Police")
  public static let postOffice = named("PostOffice")
  public static let publicTransport = named("PublicTransport")
  public static let restaurant = named("Restaurant")
  public static let restroom = named("Restroom")
  public static let school = named("School")
  public static let stadium = named("Stadium")
  public static let store = named("Store")
  public static let theater = named("Theater")
  public static let university = named("University")
  public static let winery = named("Winery")
  public static let zoo = named("Zoo")
}

/// Which points of interest a search or a map includes.
public struct MKPointOfInterestFilter: Sendable {
  let included: Set<MKPointOfInterestCategory>?
  let excluded: Set<MKPointOfInterestCategory>

  public init(including categories: [MKPointOfInterestCategory]) {
    included = Set(categories)
    excluded = []
  }

  public init(excluding categories: [MKPointOfInterestCategory]) {
    included = nil
    excluded = Set(categories)
  }

  public static let includingAll = MKPointOfInterestFilter(excluding: [])
  public static let excludingAll = MKPointOfInterestFilter(including: [])

  public func includes(_ category: MKPointOfInterestCategory) -> Bool {
    included.map { $0.contains(category) } ?? !excluded.contains(category)
  }

  public func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

/// A place and what is known of it, as MapKit's `MKMapItem`.
open class MKMapItem: NSObject, @unchecked Sendable {
  open var placemark: MKPlacemark
  open var isCurrentLocation: Bool
  open var name: String?
  open var phoneNumber: String?
  open var url: URL?
  open var timeZone: TimeZone?
  open var pointOfInterestCategory: MKPointOfInterestCategory?

  /// An item at no place.
  public override init() {
    placemark = MKPlacemark(coordinate: CLLocationCoordinate2D())
    isCurrentLocation = false
  }

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    isCurrentLocation = false
    name = placemark.name
    timeZone = placemark.timeZone
  }

  /// The device's location (the Simulator's default place: Apple, 1 Infinite Loop).
  open class func forCurrentLocation() -> MKMapItem {
    let item = MKMapItem(placemark: MKPlacemark.deviceLocation)
    item.isCurrentLocation = true
    item.name = "My Location"
    return item
  }

  /// Opens the item in Maps: there is no Maps app here, so this opens nothing and says so.
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

  open func openInMaps(launchOptions: [String: Any]? = nil, from scene: AnyObject? = nil,
                       completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
    completionHandler.map { handler in Task { @MainActor in handler(false) } }
  }

  /// Opens `mapItems` in Maps: nothing opens.
  @discardableResult
  open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil)
    -> Bool { false }

  open override var description: String {
    "<MKMapItem> { isCurrentLocation = \(isCurrentLocation); name = \(name ?? "Unknown Location"); "
      + "placemark = \(placemark); }"
  }
}

public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"

extension MKPlacemark {
  /// Apple's campus at 1 Infinite Loop, where the device is (CoreLocation's default place).
  static var deviceLocation: MKPlacemark {
    let address = CNMutablePostalAddress()
    address.street = "1 Infinite Loop"
    address.city = "Cupertino"
    address.state = "CA"
    address.postalCode = "95014"
    address.country = "United States"
    address.isoCountryCode = "US"
    return MKPlacemark(coordinate: DeviceLocation.coordinate, postalAddress: address)
  }
}
