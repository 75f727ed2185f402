// CoreLocation's values: coordinates, locations and the distance between them (Vincenty's
// formula on WGS-84, as iOS measures it: see Geodesic.swift), and the constants that go with
// them. Plain values: nothing here senses anything.
import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double
public typealias CLLocationDistance = Double

/// No minimum movement between updates: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The accuracy asked of a navigation app (the best there is, and then some).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy the device can give.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy of an app the user gave only an approximate location.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// The largest distance, as `DBL_MAX`.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// The largest time interval, as `DBL_MAX`.
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude
/// The coordinate that stands for no coordinate: (-180, -180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180,
                                                                    longitude: -180)

/// A latitude and a longitude, in degrees (WGS-84).
///
/// Neither `Equatable` nor `Codable`, as on iOS, where app code often adds those itself.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() {
    latitude = 0
    longitude = 0
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Whether `coord` lies on the globe: a latitude in [-90, 90] and a longitude in [-180, 180].
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// A coordinate from its latitude and longitude.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The floor of a building a location is on.
open class CLFloor: NSObject, NSCopying, @unchecked Sendable {
  public let level: Int

  init(level: Int) { self.level = level }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Where a location came from: a device's own sensors, here.
open class CLLocationSourceInformation: NSObject, NSCopying, @unchecked Sendable {
  public let isSimulatedBySoftware: Bool
  public let isProducedByAccessory: Bool

  public init(softwareSimulationState isSoftware: Bool,
              andExternalAccessoryState isAccessory: Bool) {
    isSimulatedBySoftware = isSoftware
    isProducedByAccessory = isAccessory
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A location fix: where, how high, how sure, how fast and when, as CoreLocation's
/// `CLLocation`. Immutable, so it is `Sendable`, as on iOS.
///
/// A negative accuracy, course or speed means the value is unknown.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let ellipsoidalAltitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let courseAccuracy: CLLocationDirectionAccuracy
  public let speed: CLLocationSpeed
  public let speedAccuracy: CLLocationSpeedAccuracy
  public let timestamp: Date
  public let floor: CLFloor?
  public let sourceInformation: CLLocationSourceInformation?

  /// A location at (0, 0), now.
  public override convenience init() {
    self.init(latitude: 0, longitude: 0)
  }

  /// A location at a latitude and longitude, now, its accuracy exact and its altitude, course
  /// and speed unknown.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude),
              altitude: 0, horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
              verticalAccuracy: vAccuracy, course: -1, speed: -1, timestamp: timestamp)
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    speed: CLLocationSpeed, timestamp: Date
  ) {
    self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
              verticalAccuracy: vAccuracy, course: course, courseAccuracy: -1, speed: speed,
              speedAccuracy: -1, timestamp: timestamp)
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed,
    speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
  ) {
    self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy,
              verticalAccuracy: vAccuracy, course: course, courseAccuracy: courseAccuracy,
              speed: speed, speedAccuracy: speedAccuracy, timestamp: timestamp,
              sourceInfo: CLLocationSourceInformation(softwareSimulationState: false,
                                                      andExternalAccessoryState: false))
  }

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy hAccuracy: CLLocationAccuracy,
    verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
    courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed,
    speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date,
    sourceInfo: CLLocationSourceInformation
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    ellipsoidalAltitude = altitude
    horizontalAccuracy = hAccuracy
    verticalAccuracy = vAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = speedAccuracy
    self.timestamp = timestamp
    floor = nil
    sourceInformation = sourceInfo
  }

  /// The distance in metres to `location` along the surface of the WGS-84 ellipsoid, altitude
  /// left out, as iOS measures it.
  ///
  /// Vincenty's inverse formula: it gives iOS's own figures to within a millimetre (iOS says
  /// 2,900,825.0348 m from (50, 2) to (76, 5); this gives 2,900,825.0352). A sphere does not:
  /// haversine on the mean radius (6,371,009 m) says 2,894,167.9 m there, 6.7 km short.
  public func distance(from location: CLLocation) -> CLLocationDistance {
    Geodesic.distance(from: coordinate, to: location.coordinate)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// As iOS prints a fix: `<+37.33233141,-122.03121860> +/- 5.00m (speed -1.00 mps /
  /// course -1.00) @ <timestamp>`.
  open override var description: String {
    String(format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ ",
           coordinate.latitude, coordinate.longitude, horizontalAccuracy, speed, course)
      + timestamp.description
  }
}
