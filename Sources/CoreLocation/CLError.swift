// CoreLocation's errors, as Swift sees them on iOS: `CLError`, a struct over an NSError in
// `kCLErrorDomain`, with its `Code`s, so that `catch CLError.denied` and `error.code` work.
import Foundation

/// The domain of CoreLocation's errors.
public let kCLErrorDomain = "kCLErrorDomain"

/// A CoreLocation error.
public struct CLError: _BridgedStoredNSError, Sendable {
  public let _nsError: NSError

  public init(_nsError error: NSError) {
    precondition(error.domain == kCLErrorDomain, "CLError from an error in \(error.domain)")
    _nsError = error
  }

  public static var _nsErrorDomain: String { kCLErrorDomain }

  /// What went wrong.
  public enum Code: Int, _ErrorCodeProtocol, Sendable {
    public typealias _ErrorType = CLError

    case locationUnknown = 0
    case denied
    case network
    case headingFailure
    case regionMonitoringDenied
    case regionMonitoringFailure
    case regionMonitoringSetupDelayed
    case regionMonitoringResponseDelayed
    case geocodeFoundNoResult
    case geocodeFoundPartialResult
    case geocodeCanceled
    case deferredFailed
    case deferredNotUpdatingLocation
    case deferredAccuracyTooLow
    case deferredDistanceFiltered
    case deferredCanceled
    case rangingUnavailable
    case rangingFailure
    case promptDeclined
    case historicalLocationError
  }

  public static var locationUnknown: Code { .locationUnknown }
  public static var denied: Code { .denied }
  public static var network: Code { .network }
  public static var headingFailure: Code { .headingFailure }
  public static var regionMonitoringDenied: Code { .regionMonitoringDenied }
  public static var regionMonitoringFailure: Code { .regionMonitoringFailure }
  public static var regionMonitoringSetupDelayed: Code { .regionMonitoringSetupDelayed }
  public static var regionMonitoringResponseDelayed: Code { .regionMonitoringResponseDelayed }
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
  public static var geocodeFoundPartialResult: Code { .geocodeFoundPartialResult }
  public static var geocodeCanceled: Code { .geocodeCanceled }
  public static var deferredFailed: Code { .deferredFailed }
  public static var deferredNotUpdatingLocation: Code { .deferredNotUpdatingLocation }
  public static var deferredAccuracyTooLow: Code { .deferredAccuracyTooLow }
  public static var deferredDistanceFiltered: Code { .deferredDistanceFiltered }
  public static var deferredCanceled: Code { .deferredCanceled }
  public static var rangingUnavailable: Code { .rangingUnavailable }
  public static var rangingFailure: Code { .rangingFailure }
  public static var promptDeclined: Code { .promptDeclined }
  public static var historicalLocationError: Code { .historicalLocationError }

  /// The region monitoring could fall back to, in an error's `userInfo`.
  public var alternateRegion: CLRegion? {
    userInfo[kCLErrorUserInfoAlternateRegionKey] as? CLRegion
  }
}

/// The `userInfo` key of the region to monitor instead.
public let kCLErrorUserInfoAlternateRegionKey = "alternateRegion"
