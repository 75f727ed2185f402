// The regions a location manager monitors (a circle around a coordinate) and the compass
// heading it reports: plain values.
import Foundation

/// Whether the device is inside a region.
public enum CLRegionState: Int, Sendable {
  case unknown, inside, outside
}

/// How near a beacon is.
public enum CLProximity: Int, Sendable {
  case unknown, immediate, near, far
}

/// An area to monitor, named by its identifier.
open class CLRegion: NSObject, NSCopying, @unchecked Sendable {
  public let identifier: String
  open var notifyOnEntry = true
  open var notifyOnExit = true

  init(identifier: String) { self.identifier = identifier }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? CLRegion else { return false }
    return type(of: other) == type(of: self) && other.identifier == identifier
  }

  open override var hash: Int { identifier.hashValue }
}

/// A circle on the globe: a centre and a radius in metres.
open class CLCircularRegion: CLRegion, @unchecked Sendable {
  public let center: CLLocationCoordinate2D
  public let radius: CLLocationDistance

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
    self.center = center
    self.radius = radius
    super.init(identifier: identifier)
  }

  /// Whether `coordinate` lies within `radius` of the centre, measured as
  /// `CLLocation.distance(from:)` measures.
  open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
    Geodesic.distance(from: center, to: coordinate) <= radius
  }

  open override var description: String {
    "CLCircularRegion (identifier:'\(identifier)', "
      + String(format: "center:<%+.8f,%+.8f>, radius:%.2f)", center.latitude, center.longitude,
               radius)
  }
}

public typealias CLHeadingComponentValue = Double

/// No minimum change of heading between updates.
public let kCLHeadingFilterNone: CLLocationDegrees = -1

/// Which way the device points: degrees clockwise from magnetic and from true north.
open class CLHeading: NSObject, NSCopying, @unchecked Sendable {
  public let magneticHeading: CLLocationDirection
  public let trueHeading: CLLocationDirection
  public let headingAccuracy: CLLocationDirection
  public let x: CLHeadingComponentValue
  public let y: CLHeadingComponentValue
  public let z: CLHeadingComponentValue
  public let timestamp: Date

  init(magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection,
       headingAccuracy: CLLocationDirection, x: Double, y: Double, z: Double, timestamp: Date) {
    self.magneticHeading = magneticHeading
    self.trueHeading = trueHeading
    self.headingAccuracy = headingAccuracy
    self.x = x
    self.y = y
    self.z = z
    self.timestamp = timestamp
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override var description: String {
    String(format: "magneticHeading %.2f trueHeading %.2f accuracy %.2f", magneticHeading,
           trueHeading, headingAccuracy)
  }
}
