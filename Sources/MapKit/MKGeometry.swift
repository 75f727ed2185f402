// MapKit's geometry: coordinate regions and spans, and the Web-Mercator plane of map points
// (`MKMapPoint`, `MKMapSize`, `MKMapRect`) on which the whole world is a square of 2^28 points,
// x growing east from the antimeridian and y south from 85.0511° N, as MapKit defines it.
// Distances between map points are geodesic (CoreLocation's Vincenty distance); a region made
// from metres uses the sphere of the equatorial radius (6,378,137 m).
@_exported import CoreLocation
import Foundation

/// The width and height of a coordinate region, in degrees.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangle of the globe: a centre and the span of latitudes and longitudes around it.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate`.
  public init(center centerCoordinate: CLLocationCoordinate2D,
              latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
    let metresPerDegree = MapEarth.radius * .pi / 180
    let cosine = max(cos(centerCoordinate.latitude * .pi / 180), 1e-9)
    self.init(center: centerCoordinate,
              span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                     longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
  }

  /// The region a map rectangle covers.
  public init(_ rect: MKMapRect) {
    let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    self.init(center: center,
              span: MKCoordinateSpan(latitudeDelta: topLeft.latitude - bottomRight.latitude,
                                     longitudeDelta: bottomRight.longitude - topLeft.longitude))
  }
}

public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees,
                                 _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
  MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D,
                                   _ span: MKCoordinateSpan) -> MKCoordinateRegion {
  MKCoordinateRegion(center: centerCoordinate, span: span)
}

public func MKCoordinateRegionMakeWithDistance(
  _ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
  _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
  MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters,
                     longitudinalMeters: longitudinalMeters)
}

public func MKCoordinateRegionForMapRect(_ rect: MKMapRect) -> MKCoordinateRegion {
  MKCoordinateRegion(rect)
}

enum MapEarth {
  /// WGS-84's equatorial radius, in metres.
  static let radius = 6_378_137.0
  /// The world's side in map points: 2^28.
  static let worldSide = 268_435_456.0
}

/// A point of the Web-Mercator plane.
public struct MKMapPoint: Sendable {
  public var x: Double
  public var y: Double

  public init() {
    x = 0
    y = 0
  }

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The map point of `coordinate` (latitudes beyond ±85.0511° fall outside the world's square).
  public init(_ coordinate: CLLocationCoordinate2D) {
    let side = MapEarth.worldSide
    let latitude = coordinate.latitude * .pi / 180
    x = (coordinate.longitude + 180) / 360 * side
    y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * side
  }

  /// The coordinate at this point.
  public var coordinate: CLLocationCoordinate2D {
    let side = MapEarth.worldSide
    let longitude = x / side * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * y / side))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The geodesic distance to `other`, in metres.
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
      .distance(from: CLLocation(latitude: other.coordinate.latitude,
                                 longitude: other.coordinate.longitude))
  }
}

/// A width and a height on the Web-Mercator plane.
public struct MKMapSize: Sendable {
  public var width: Double
  public var height: Double

  public init() {
    width = 0
    height = 0
  }

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole world's size: 2^28 points square.
  public static let world = MKMapSize(width: MapEarth.worldSide, height: MapEarth.worldSide)
}

/// A rectangle of the Web-Mercator plane.
public struct MKMapRect: Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  public init() {
    origin = MKMapPoint()
    size = MKMapSize()
  }

  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }

  /// The whole world.
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  /// The rectangle that stands for no rectangle: at infinity, with no size.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }
  /// Whether the rectangle crosses the antimeridian (reaches past the world's east edge).
  public var spans180thMeridian: Bool { maxX > MapEarth.worldSide }

  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public func contains(_ rect: MKMapRect) -> Bool {
    !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY
      && rect.maxY <= maxY
  }

  public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isNull }

  /// The smallest rectangle holding both.
  public func union(_ rect: MKMapRect) -> MKMapRect {
    if isNull { return rect }
    if rect.isNull { return self }
    let x = min(minX, rect.minX), y = min(minY, rect.minY)
    return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x,
                     height: max(maxY, rect.maxY) - y)
  }

  /// Where both overlap, or `.null`.
  public func intersection(_ rect: MKMapRect) -> MKMapRect {
    let x = max(minX, rect.minX), y = max(minY, rect.minY)
    let right = min(maxX, rect.maxX), bottom = min(maxY, rect.maxY)
    guard right >= x, bottom >= y, !isNull, !rect.isNull else { return .null }
    return MKMapRect(x: x, y: y, width: right - x, height: bottom - y)
  }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
  }
}

public let MKMapSizeWorld = MKMapSize.world
public let MKMapRectWorld = MKMapRect.world
public let MKMapRectNull = MKMapRect.null

public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint {
  MKMapPoint(coordinate)
}

public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D {
  mapPoint.coordinate
}

/// Metres per map point at `latitude`: the circumference's share of one point, shrunk by the
/// latitude's cosine as Mercator stretches it.
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
  2 * .pi * MapEarth.radius / MapEarth.worldSide * cos(latitude * .pi / 180)
}

public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  1 / MKMetersPerMapPointAtLatitude(latitude)
}

public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance {
  a.distance(to: b)
}

public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double)
  -> MKMapRect {
  MKMapRect(x: x, y: y, width: width, height: height)
}

public func MKMapPointMake(_ x: Double, _ y: Double) -> MKMapPoint { MKMapPoint(x: x, y: y) }

public func MKMapSizeMake(_ width: Double, _ height: Double) -> MKMapSize {
  MKMapSize(width: width, height: height)
}

public func MKMapRectContainsPoint(_ rect: MKMapRect, _ point: MKMapPoint) -> Bool {
  rect.contains(point)
}

public func MKMapRectUnion(_ a: MKMapRect, _ b: MKMapRect) -> MKMapRect { a.union(b) }

extension MKMapRect {
  /// The map rectangle a coordinate region covers.
  init(region: MKCoordinateRegion) {
    let c = region.center, s = region.span
    let topLeft = MKMapPoint(CLLocationCoordinate2D(
      latitude: min(c.latitude + s.latitudeDelta / 2, 85.0511),
      longitude: c.longitude - s.longitudeDelta / 2))
    let bottomRight = MKMapPoint(CLLocationCoordinate2D(
      latitude: max(c.latitude - s.latitudeDelta / 2, -85.0511),
      longitude: c.longitude + s.longitudeDelta / 2))
    self.init(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x,
              height: bottomRight.y - topLeft.y)
  }
}
