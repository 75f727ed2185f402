// The delegate a location manager tells what happened. On iOS its methods are Objective-C
// optional requirements; Linux has no `@objc optional`, so each is a requirement with a default
// implementation that does nothing: a delegate implements the ones it wants, with the same
// signatures, and the manager calls them.
import Foundation

/// Gets a location manager's events, as CoreLocation's `CLLocationManagerDelegate`. Like it, an
/// `NSObjectProtocol`: a delegate subclasses `NSObject`.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
  func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
  func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState,
                       for region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
                       withError error: any Error)
  func locationManager(_ manager: CLLocationManager,
                       didChangeAuthorization status: CLAuthorizationStatus)
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
  func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
  func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager,
                       didFinishDeferredUpdatesWithError error: (any Error)?)
}

extension CLLocationManagerDelegate {
  public func locationManager(_ manager: CLLocationManager,
                              didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager,
                              didUpdateHeading newHeading: CLHeading) {}
  public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool {
    false
  }
  public func locationManager(_ manager: CLLocationManager, didDetermineState state: CLRegionState,
                              for region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManager(_ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?,
                              withError error: any Error) {}
  public func locationManager(_ manager: CLLocationManager,
                              didChangeAuthorization status: CLAuthorizationStatus) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager,
                              didStartMonitoringFor region: CLRegion) {}
  public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
  public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager,
                              didFinishDeferredUpdatesWithError error: (any Error)?) {}
}
