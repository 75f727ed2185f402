// CoreLocation on Linux: the location manager SwiftUI apps ask where the phone is, as an iPhone
// at rest, face up and facing north, at the iOS Simulator's default location (Apple, 1 Infinite
// Loop, Cupertino: 37.33233141, -122.0312186, to 5 m). Its rule, the same on every run:
// authorization is `.notDetermined` until the app asks, and the user then allows it (when in
// use, or always); once allowed, every request for a location gets that one fix at once, and
// `startUpdatingLocation()` gets it once (a phone at rest does not move again). Callbacks come
// before the call that caused them returns, on the caller's thread (iOS delivers them a little
// later on the manager's run loop; a picture has no later). Nothing here reads a sensor or the
// network. Never imported by Cellshot.
import Foundation

/// Whether the user lets the app use the location.
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted
  case denied
  case authorizedAlways
  case authorizedWhenInUse
}

/// Whether the app gets precise locations or approximate ones.
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy, reducedAccuracy
}

/// What the app uses locations for, which tunes how iOS pauses updates.
public enum CLActivityType: Int, Sendable {
  case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// The orientation headings are measured in.
public enum CLDeviceOrientation: Int32, Sendable {
  case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}

/// Asks for and delivers the device's location and heading, as CoreLocation's
/// `CLLocationManager`, to its delegate.
///
/// See the top of this file for what a Linux device answers.
open class CLLocationManager: NSObject {
  /// Gets this manager's events. Weak, as on iOS. The first delegate set is told the
  /// authorization at once, as iOS tells a new manager's delegate.
  open weak var delegate: (any CLLocationManagerDelegate)? {
    didSet {
      guard delegate != nil, !toldInitialAuthorization else { return }
      toldInitialAuthorization = true
      tellAuthorization()
    }
  }
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var activityType: CLActivityType = .other
  open var pausesLocationUpdatesAutomatically = true
  open var allowsBackgroundLocationUpdates = false
  open var showsBackgroundLocationIndicator = false
  open var headingFilter: CLLocationDegrees = 1
  open var headingOrientation: CLDeviceOrientation = .portrait
  /// The regions being monitored.
  open private(set) var monitoredRegions: Set<CLRegion> = []
  /// The largest region radius that can be monitored, in metres.
  open var maximumRegionMonitoringDistance: CLLocationDistance { 1_000_000 }

  private var toldInitialAuthorization = false
  private var updatingLocation = false
  /// Whether the running updates have had their fix.
  private var updatesDelivered = false
  private var locationRequested = false
  private var lastFix: CLLocation?

  public override init() {
    super.init()
    DeviceLocation.managers.add(self)
  }

  // MARK: Authorization

  /// The app's authorization, shared by all its managers.
  open var authorizationStatus: CLAuthorizationStatus { DeviceLocation.authorization }

  /// The app's authorization (the form before iOS 14).
  open class func authorizationStatus() -> CLAuthorizationStatus { DeviceLocation.authorization }

  /// Precise locations: the user does not reduce them.
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

  open var isAuthorizedForWidgetUpdates: Bool { isAuthorized }

  /// Asks to use the location while the app is in use: the first time, the user allows it, and
  /// every manager's delegate is told.
  open func requestWhenInUseAuthorization() {
    DeviceLocation.authorize(.authorizedWhenInUse)
  }

  /// Asks to use the location at any time: the user allows it (also after allowing it when in
  /// use, as iOS asks once more), and every manager's delegate is told.
  open func requestAlwaysAuthorization() {
    DeviceLocation.authorize(.authorizedAlways)
  }

  /// Asks for precise locations for a while: they already are.
  open func requestTemporaryFullAccuracyAuthorization(
    withPurposeKey purposeKey: String, completion: ((Error?) -> Void)? = nil
  ) {
    completion?(nil)
  }

  open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String)
    async throws {}

  // MARK: Availability

  open class func locationServicesEnabled() -> Bool { true }
  open class func headingAvailable() -> Bool { true }
  open class func significantLocationChangeMonitoringAvailable() -> Bool { true }
  open class func isMonitoringAvailable(for regionClass: AnyClass) -> Bool {
    regionClass is CLCircularRegion.Type
  }
  open class func isRangingAvailable() -> Bool { false }

  // MARK: Locations

  /// The most recent fix: the device's location once the app may read it, else `nil`.
  open var location: CLLocation? {
    guard isAuthorized else { return nil }
    return lastFix ?? DeviceLocation.fix()
  }

  /// Asks for one location: delivered at once if the app may read it, when the user allows it
  /// if not asked yet, and as `CLError.denied` if refused.
  open func requestLocation() {
    locationRequested = true
    deliverLocationIfAllowed()
  }

  /// Starts location updates: the device's location is delivered once (it does not move).
  /// Starting again without stopping delivers nothing new, as on iOS.
  open func startUpdatingLocation() {
    if updatingLocation && updatesDelivered { return }
    updatingLocation = true
    deliverLocationIfAllowed()
  }

  /// Stops updates, and cancels a `requestLocation()` still waiting.
  open func stopUpdatingLocation() {
    updatingLocation = false
    updatesDelivered = false
    locationRequested = false
  }

  open func startMonitoringSignificantLocationChanges() { startUpdatingLocation() }
  open func stopMonitoringSignificantLocationChanges() { stopUpdatingLocation() }

  // MARK: Heading

  /// The most recent heading, once heading updates have started.
  open private(set) var heading: CLHeading?

  /// Starts heading updates: north, delivered once (the device does not turn).
  open func startUpdatingHeading() {
    let north = DeviceLocation.heading()
    heading = north
    delegate?.locationManager(self, didUpdateHeading: north)
  }

  open func stopUpdatingHeading() {}
  open func dismissHeadingCalibrationDisplay() {}

  // MARK: Regions

  /// Starts monitoring `region`. The device never crosses its edge; `requestState(for:)` says
  /// on which side it is.
  open func startMonitoring(for region: CLRegion) {
    monitoredRegions.insert(region)
    delegate?.locationManager(self, didStartMonitoringFor: region)
  }

  open func stopMonitoring(for region: CLRegion) { monitoredRegions.remove(region) }

  /// Tells the delegate whether the device is inside `region` (unknown until the app may read
  /// the location).
  open func requestState(for region: CLRegion) {
    var state = CLRegionState.unknown
    if isAuthorized, let circle = region as? CLCircularRegion {
      state = circle.contains(DeviceLocation.coordinate) ? .inside : .outside
    }
    delegate?.locationManager(self, didDetermineState: state, for: region)
  }

  // MARK: Delivery

  private var isAuthorized: Bool {
    let status = authorizationStatus
    return status == .authorizedWhenInUse || status == .authorizedAlways
  }

  /// Tells the delegate the authorization, in both forms: iOS calls the one a delegate
  /// implements, and a default implementation does nothing.
  func tellAuthorization() {
    guard let delegate else { return }
    let status = authorizationStatus
    delegate.locationManagerDidChangeAuthorization(self)
    delegate.locationManager(self, didChangeAuthorization: status)
  }

  /// After the authorization changed: tells the delegate, then answers what was waiting.
  func authorizationChanged() {
    tellAuthorization()
    deliverLocationIfAllowed()
  }

  private func deliverLocationIfAllowed() {
    guard locationRequested || (updatingLocation && !updatesDelivered) else { return }
    switch authorizationStatus {
    case .notDetermined:
      return  // until the user answers
    case .denied, .restricted:
      locationRequested = false
      updatingLocation = false
      delegate?.locationManager(self, didFailWithError: CLError(.denied))
    case .authorizedAlways, .authorizedWhenInUse:
      locationRequested = false
      if updatingLocation { updatesDelivered = true }
      let fix = DeviceLocation.fix()
      lastFix = fix
      delegate?.locationManager(self, didUpdateLocations: [fix])
    }
  }
}
