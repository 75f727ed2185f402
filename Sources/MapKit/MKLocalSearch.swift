// Searching for places, which iOS asks Apple's servers. A server making pictures asks no one,
// and nothing here reaches the network: the one place known is where the device is (Apple's
// campus at 1 Infinite Loop, Cupertino, as CoreLocation's geocoder knows it). A search whose
// every word is in that place's name or address finds it; any other search finds nothing
// (`MKError.placemarkNotFound`, as iOS reports a query it cannot match). The completer suggests
// that place as its words are typed and nothing else. Answers come before the call returns.
import Foundation

/// The domain of MapKit's errors.
public let MKErrorDomain = "MKErrorDomain"

/// A MapKit error.
public struct MKError: _BridgedStoredNSError, Sendable {
  public let _nsError: NSError

  public init(_nsError error: NSError) {
    precondition(error.domain == MKErrorDomain, "MKError from an error in \(error.domain)")
    _nsError = error
  }

  public static var _nsErrorDomain: String { MKErrorDomain }

  /// What went wrong.
  public enum Code: UInt, _ErrorCodeProtocol, Sendable {
    public typealias _ErrorType = MKError
    case unknown = 1
    case serverFailure = 2
    case loadingThrottled = 3
    case placemarkNotFound = 4
    case directionsNotFound = 5
    case decodingFailed = 6
  }

  public static var unknown: Code { .unknown }
  public static var serverFailure: Code { .serverFailure }
  public static var loadingThrottled: Code { .loadingThrottled }
  public static var placemarkNotFound: Code { .placemarkNotFound }
  public static var directionsNotFound: Code { .directionsNotFound }
  public static var decodingFailed: Code { .decodingFailed }
}

/// The place the offline search knows, and how a query matches it.
enum KnownPlace {
  static let name = "Apple Inc."
  static let address = "1 Infinite Loop, Cupertino, CA 95014, United States"

  /// Whether every word of `query` (a prefix of a word, for the last one as it is typed) is in
  /// the place's name or address; an empty query matches nothing.
  static func matches(_ query: String, partialLastWord: Bool = false) -> Bool {
    let words = query.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    guard !words.isEmpty else { return false }
    let known = (name + " " + address + " Apple Infinite Loop").lowercased()
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
    return words.enumerated().allSatisfy { index, word in
      partialLastWord && index == words.count - 1
        ? known.contains { $0.hasPrefix(word) } : known.contains(word)
    }
  }

  /// The place as a map item.
  static func mapItem() -> MKMapItem {
    let item = MKMapItem(placemark: .deviceLocation)
    item.name = name
    item.phoneNumber = "+1 (408) 996-1010"
    item.url = URL(string: "https://www.apple.com")
    item.timeZone = TimeZone(identifier: "America/Los_Angeles")
    item.pointOfInterestCategory = .store
    return item
  }
}

/// A search for places by name, address or kind, as MapKit's `MKLocalSearch`.
open class MKLocalSearch: NSObject, @unchecked Sendable {
  public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

  /// The kinds of results a search gives.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1 << 0)
    public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    public static let physicalFeature = ResultType(rawValue: 1 << 2)
  }

  /// What to search for.
  open class Request: NSObject, NSCopying, @unchecked Sendable {
    open var naturalLanguageQuery: String?
    /// Where to prefer results (the one known place is found wherever it is).
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest]
    open var pointOfInterestFilter: MKPointOfInterestFilter?

    public override init() {}

    public init(naturalLanguageQuery: String) { self.naturalLanguageQuery = naturalLanguageQuery }

    public init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
      self.naturalLanguageQuery = naturalLanguageQuery
      self.region = region
    }

    /// A request for the place a completer suggested.
    public init(completion: MKLocalSearchCompletion) {
      naturalLanguageQuery = completion.title + " " + completion.subtitle
    }

    public func copy(with zone: NSZone? = nil) -> Any {
      let copy = Request()
      copy.naturalLanguageQuery = naturalLanguageQuery
      copy.region = region
      copy.resultTypes = resultTypes
      copy.pointOfInterestFilter = pointOfInterestFilter
      return copy
    }
  }

  /// What a search found.
  open class Response: NSObject, @unchecked Sendable {
    open var mapItems: [MKMapItem]
    /// The region holding every item found.
    open var boundingRegion: MKCoordinateRegion

    init(mapItems: [MKMapItem]) {
      self.mapItems = mapItems
      boundingRegion = MKCoordinateRegion(
        center: mapItems.first?.placemark.coordinate ?? CLLocationCoordinate2D(),
        latitudinalMeters: 1000, longitudinalMeters: 1000)
    }
  }

  private let request: Request

  public init(request: Request) { self.request = request.copy() as! Request }

  /// Whether a search is under way: never, as each completes before it returns.
  open var isSearching: Bool { false }

  /// Searches, and calls `completionHandler` with what was found before returning.
  open func start(completionHandler: @escaping CompletionHandler) {
    switch answer() {
    case .success(let response): completionHandler(response, nil)
    case .failure(let error): completionHandler(nil, error)
    }
  }

  open func start() async throws -> Response { try answer().get() }

  open func cancel() {}

  private func answer() -> Result<Response, MKError> {
    let wantsPlaces = !request.resultTypes.isDisjoint(with: [.pointOfInterest, .address])
    guard wantsPlaces, KnownPlace.matches(request.naturalLanguageQuery ?? ""),
          request.pointOfInterestFilter?.includes(.store) ?? true
    else { return .failure(MKError(.placemarkNotFound)) }
    return .success(Response(mapItems: [KnownPlace.mapItem()]))
  }
}

/// A place suggested as a query is typed, as MapKit's `MKLocalSearchCompletion`.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
  open var title: String
  /// Ranges of `title` the query matched, as `NSRange`s in `NSValue`s.
  open var titleHighlightRanges: [NSValue]
  open var subtitle: String
  open var subtitleHighlightRanges: [NSValue]

  init(title: String, subtitle: String, query: String) {
    self.title = title
    self.subtitle = subtitle
    titleHighlightRanges = Self.ranges(of: query, in: title)
    subtitleHighlightRanges = Self.ranges(of: query, in: subtitle)
  }

  /// Where the words of `query` begin words of `text`.
  private static func ranges(of query: String, in text: String) -> [NSValue] {
    let words = query.lowercased().split { !$0.isLetter && !$0.isNumber }
    let lowered = text.lowercased() as NSString
    return words.compactMap { word -> NSValue? in
      let found = lowered.range(of: String(word))
      return found.location == NSNotFound ? nil : NSValue(range: found)
    }
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? MKLocalSearchCompletion else { return false }
    return title == other.title && subtitle == other.subtitle
  }

  open override var hash: Int { (title + "\n" + subtitle).hashValue }
}

/// What a completer tells as its suggestions change.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Suggests places as a query is typed, as MapKit's `MKLocalSearchCompleter`: the device's
/// place while the fragment's words are in its name or address, else nothing. The delegate
/// hears of each change before `queryFragment`'s setter returns.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
  /// The kinds of suggestions a completer gives.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1 << 0)
    public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    public static let query = ResultType(rawValue: 1 << 2)
    public static let physicalFeature = ResultType(rawValue: 1 << 3)
  }

  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  open var region = MKCoordinateRegion()
  open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  open private(set) var results: [MKLocalSearchCompletion] = []
  open var isSearching: Bool { false }

  open var queryFragment = "" {
    didSet {
      let wantsPlaces = !resultTypes.isDisjoint(with: [.pointOfInterest, .address])
      results = wantsPlaces && KnownPlace.matches(queryFragment, partialLastWord: true)
        ? [MKLocalSearchCompletion(title: KnownPlace.name, subtitle: KnownPlace.address,
                                   query: queryFragment)]
        : []
      delegate?.completerDidUpdateResults(self)
    }
  }

  public override init() {}

  open func cancel() {}
}

/// How a route travels.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let automobile = MKDirectionsTransportType(rawValue: 1 << 0)
  public static let walking = MKDirectionsTransportType(rawValue: 1 << 1)
  public static let transit = MKDirectionsTransportType(rawValue: 1 << 2)
  public static let cycling = MKDirectionsTransportType(rawValue: 1 << 3)
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A way between two places, as MapKit's `MKRoute`.
open class MKRoute: NSObject, @unchecked Sendable {
  open var name = ""
  open var advisoryNotices: [String] = []
  open var distance: CLLocationDistance = 0
  open var expectedTravelTime: TimeInterval = 0
  open var transportType: MKDirectionsTransportType = .automobile
  open var polyline = MKPolyline(coordinates: [], count: 0)
  open var hasTolls = false
  open var hasHighways = false
}

/// Directions between two places, which iOS asks Apple's servers for: with no server, no route
/// is found (`MKError.directionsNotFound`, as iOS reports places it cannot join).
open class MKDirections: NSObject, @unchecked Sendable {
  public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void

  /// Where from, where to, and how.
  open class Request: NSObject, @unchecked Sendable {
    open var source: MKMapItem?
    open var destination: MKMapItem?
    open var transportType: MKDirectionsTransportType = .any
    open var requestsAlternateRoutes = false
    open var departureDate: Date?
    open var arrivalDate: Date?
    public override init() {}
  }

  /// The routes found.
  open class Response: NSObject, @unchecked Sendable {
    open var source: MKMapItem
    open var destination: MKMapItem
    open var routes: [MKRoute]

    init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
      self.source = source
      self.destination = destination
      self.routes = routes
    }
  }

  public init(request: Request) {}

  open var isCalculating: Bool { false }

  open func calculate(completionHandler: @escaping DirectionsHandler) {
    completionHandler(nil, MKError(.directionsNotFound))
  }

  open func calculate() async throws -> Response { throw MKError(.directionsNotFound) }

  open func cancel() {}
}

/// Points joined by straight lines on the map plane (the base of polylines and polygons).
open class MKMultiPoint: MKShape, @unchecked Sendable {
  let mapPoints: [MKMapPoint]

  init(mapPoints: [MKMapPoint]) { self.mapPoints = mapPoints }

  open var pointCount: Int { mapPoints.count }

  /// Copies the coordinates of the points in `range` into `coords`.
  open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>,
                           range: NSRange) {
    for offset in 0..<range.length {
      coords[offset] = mapPoints[range.location + offset].coordinate
    }
  }

  open override var coordinate: CLLocationCoordinate2D {
    guard let first = mapPoints.first else { return CLLocationCoordinate2D() }
    return first.coordinate
  }
}

/// Connected line segments on a map, as MapKit's `MKPolyline`.
open class MKPolyline: MKMultiPoint, @unchecked Sendable {
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>,
                          count: Int) {
    self.init(mapPoints: (0..<count).map { MKMapPoint(coords[$0]) })
  }

  public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
    self.init(mapPoints: (0..<count).map { points[$0] })
  }
}

/// A closed shape on a map, as MapKit's `MKPolygon`.
open class MKPolygon: MKMultiPoint, @unchecked Sendable {
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>,
                          count: Int) {
    self.init(mapPoints: (0..<count).map { MKMapPoint(coords[$0]) })
  }

  public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
    self.init(mapPoints: (0..<count).map { points[$0] })
  }
}

/// A circle on a map, as MapKit's `MKCircle`.
open class MKCircle: MKShape, @unchecked Sendable {
  public let radius: CLLocationDistance
  private let center: CLLocationCoordinate2D

  public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
    center = coord
    self.radius = radius
  }

  open override var coordinate: CLLocationCoordinate2D { center }
}
