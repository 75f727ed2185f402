// Where a SwiftUI Map looks (its camera position and camera), how it may be moved, its style
// and its controls. A still picture is never moved: interaction modes, bounds and camera-change
// actions are accepted and kept; the position, the style and the controls draw.
import Cellshot

/// A map camera: the point looked at, from `distance` metres away, turned `heading` degrees
/// from north and tilted `pitch` degrees from straight down.
public struct MapCamera: Equatable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: Double
  public var heading: Double
  public var pitch: Double

  public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0,
              pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: MapCamera, _ b: MapCamera) -> Bool {
    a.centerCoordinate.latitude == b.centerCoordinate.latitude
      && a.centerCoordinate.longitude == b.centerCoordinate.longitude
      && a.distance == b.distance && a.heading == b.heading && a.pitch == b.pitch
  }

  /// The region seen looking straight down: as tall as the camera is far (a 53° field of
  /// view, chosen: MapKit does not publish its own).
  var region: MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance,
                       longitudinalMeters: distance)
  }
}

/// Where a map's camera is, or what it follows, as MapKit's `MapCameraPosition`.
public struct MapCameraPosition: Equatable, Sendable {
  indirect enum Storage: Sendable {
    case automatic
    case region(MKCoordinateRegion)
    case rect(MKMapRect)
    case item(MKMapItem, allowsAutomaticPitch: Bool)
    case camera(MapCamera)
    case userLocation(followsHeading: Bool, fallback: MapCameraPosition)
  }

  let storage: Storage

  /// Frames all of the map's content.
  public static var automatic: MapCameraPosition { MapCameraPosition(storage: .automatic) }

  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
    MapCameraPosition(storage: .region(region))
  }

  public static func rect(_ rect: MKMapRect) -> MapCameraPosition {
    MapCameraPosition(storage: .rect(rect))
  }

  /// Frames a map item's place.
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false)
    -> MapCameraPosition {
    MapCameraPosition(storage: .item(item, allowsAutomaticPitch: allowsAutomaticPitch))
  }

  public static func camera(_ camera: MapCamera) -> MapCameraPosition {
    MapCameraPosition(storage: .camera(camera))
  }

  /// Follows the user's location (where the phone is: the user has allowed it), else
  /// `fallback`.
  public static func userLocation(followsHeading: Bool = false,
                                  fallback: MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(storage: .userLocation(followsHeading: followsHeading, fallback: fallback))
  }

  public var region: MKCoordinateRegion? {
    if case .region(let region) = storage { return region }
    return nil
  }

  public var rect: MKMapRect? {
    if case .rect(let rect) = storage { return rect }
    return nil
  }

  public var item: MKMapItem? {
    if case .item(let item, _) = storage { return item }
    return nil
  }

  public var camera: MapCamera? {
    if case .camera(let camera) = storage { return camera }
    return nil
  }

  /// Whether the user moved the map: never, in a still picture.
  public var positionedByUser: Bool { false }

  public var followsUserLocation: Bool {
    if case .userLocation = storage { return true }
    return false
  }

  public var followsUserHeading: Bool {
    if case .userLocation(let heading, _) = storage { return heading }
    return false
  }

  public var allowsAutomaticPitch: Bool {
    if case .item(_, let pitch) = storage { return pitch }
    return false
  }

  public var fallbackPosition: MapCameraPosition? {
    if case .userLocation(_, let fallback) = storage { return fallback }
    return nil
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: MapCameraPosition, _ b: MapCameraPosition) -> Bool {
    switch (a.storage, b.storage) {
    case (.automatic, .automatic): return true
    case (.region(let x), .region(let y)):
      return x.center.latitude == y.center.latitude && x.center.longitude == y.center.longitude
        && x.span.latitudeDelta == y.span.latitudeDelta
        && x.span.longitudeDelta == y.span.longitudeDelta
    case (.rect(let x), .rect(let y)):
      return x.minX == y.minX && x.minY == y.minY && x.width == y.width && x.height == y.height
    case (.item(let x, let p), .item(let y, let q)): return x == y && p == q
    case (.camera(let x), .camera(let y)): return x == y
    case (.userLocation(let h, let f), .userLocation(let k, let g)): return h == k && f == g
    default: return false
    }
  }
}

/// Limits on where the camera may go (accepted: nothing moves the camera).
public struct MapCameraBounds: Sendable {
  public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil,
              maximumDistance: Double? = nil) {}
  public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil,
              maximumDistance: Double? = nil) {}
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// The gestures a map answers (accepted: a still picture has no gestures).
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1 << 0)
  public static let zoom = MapInteractionModes(rawValue: 1 << 1)
  public static let rotate = MapInteractionModes(rawValue: 1 << 2)
  public static let pitch = MapInteractionModes(rawValue: 1 << 3)
  public static let all = MapInteractionModes(rawValue: 0b1111)
}

/// Whether an iOS 14 map follows the user (accepted: the region given is drawn).
public enum MapUserTrackingMode: Sendable, Hashable {
  case follow
  case none
}

/// How often a camera-change action runs.
public enum MapCameraUpdateFrequency: Sendable, Hashable {
  case continuous
  case onEnd
}

/// What a camera-change action is told.
public struct MapCameraUpdateContext: Sendable {
  public let camera: MapCamera
  public let region: MKCoordinateRegion
  public let rect: MKMapRect
}

/// How a map draws the world: streets (standard), satellite imagery, or both (hybrid).
public struct MapStyle: Sendable {
  enum Base: Sendable { case standard, imagery, hybrid }
  let base: Base

  /// Whether a map shows elevation (accepted: the map is flat).
  public enum Elevation: Sendable, Hashable { case automatic, flat, realistic }
  /// How much a standard map stands out (accepted).
  public enum StandardEmphasis: Sendable, Hashable { case automatic, muted }

  public static var standard: MapStyle { MapStyle(base: .standard) }
  public static var imagery: MapStyle { MapStyle(base: .imagery) }
  public static var hybrid: MapStyle { MapStyle(base: .hybrid) }

  public static func standard(elevation: Elevation = .automatic,
                              emphasis: StandardEmphasis = .automatic,
                              pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { .standard }

  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }

  public static func hybrid(elevation: Elevation = .automatic,
                            pointsOfInterest: PointOfInterestCategories = .all,
                            showsTraffic: Bool = false) -> MapStyle { .hybrid }
}

/// The points of interest a map style shows (accepted: no points of interest are drawn).
public struct PointOfInterestCategories: Sendable, ExpressibleByArrayLiteral {
  public init() {}
  /// The categories listed (`pointsOfInterest: [.cafe, .park]`; `[]` shows none).
  public init(arrayLiteral categories: MKPointOfInterestCategory...) {}
  public static var all: PointOfInterestCategories { PointOfInterestCategories() }
  public static func including(_ categories: [MKPointOfInterestCategory])
    -> PointOfInterestCategories { PointOfInterestCategories() }
  public static func excluding(_ categories: [MKPointOfInterestCategory])
    -> PointOfInterestCategories { PointOfInterestCategories() }
  public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories() }
}

struct MapStyleKey: EnvironmentKey {
  static let defaultValue = MapStyle.standard
}

struct MapControlsKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: AnyView? = nil
}

extension EnvironmentValues {
  var mapStyle: MapStyle {
    get { self[MapStyleKey.self] }
    set { self[MapStyleKey.self] = newValue }
  }

  var mapControls: AnyView? {
    get { self[MapControlsKey.self] }
    set { self[MapControlsKey.self] = newValue }
  }
}

extension View {
  /// Draws the maps inside in `mapStyle`.
  public func mapStyle(_ mapStyle: MapStyle) -> some View {
    environment(\.mapStyle, mapStyle)
  }

  /// The controls the maps inside show, at their top trailing corner as iOS places them.
  public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
    environment(\.mapControls, AnyView(content()))
  }

  /// Accepted: a control's visibility changes only what shows while the map moves.
  public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

  /// Accepted: the camera of a still picture never changes.
  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                _ action: @escaping () -> Void) -> some View { self }

  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                _ action: @escaping (MapCameraUpdateContext) -> Void)
    -> some View { self }

  /// Accepted: the scope ties controls to a map elsewhere; Cellshot draws controls in the map.
  public func mapScope(_ scope: Namespace.ID) -> some View { self }
}

/// The button that centres the map on the user: a square of the bar's material with the
/// location arrow in the tint colour, as iOS draws it.
public struct MapUserLocationButton: View {
  public init(scope: Namespace.ID? = nil) {}

  public var body: some View {
    Image(systemName: "location")
      .font(.system(size: 17, weight: .medium))
      .foregroundStyle(.tint)
      .frame(width: 44, height: 44)
      .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
  }
}

/// The compass: iOS shows it only while the map is turned from north, and a still map is not.
public struct MapCompass: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// The scale: iOS shows it only while the map zooms, and a still map does not.
public struct MapScaleView: View {
  public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}

/// The 2D/3D toggle: iOS shows it only where the map has 3D data, which Cellshot has not.
public struct MapPitchToggle: View {
  public init(scope: Namespace.ID? = nil) {}
  public var body: some View { EmptyView() }
}
