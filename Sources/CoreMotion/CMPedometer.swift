// The step counter, on a phone at rest: every count is there and every count is zero (no
// steps, no distance, no floors), for any period asked. Handlers run before the call returns.
// Also CoreMotion's authorization and errors.
import Foundation

/// Whether the user lets the app read motion and fitness data.
public enum CMAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted, denied, authorized
}

/// The domain of CoreMotion's errors.
public let CMErrorDomain = "CMErrorDomain"

/// A CoreMotion error code, in `CMErrorDomain`.
public struct CMError: RawRepresentable, Hashable, Sendable {
  public var rawValue: UInt32
  public init(_ rawValue: UInt32) { self.rawValue = rawValue }
  public init(rawValue: UInt32) { self.rawValue = rawValue }
}

public let CMErrorNULL = CMError(100)
public let CMErrorDeviceRequiresMovement = CMError(101)
public let CMErrorTrueNorthNotAvailable = CMError(102)
public let CMErrorUnknown = CMError(103)
public let CMErrorMotionActivityNotAvailable = CMError(104)
public let CMErrorMotionActivityNotAuthorized = CMError(105)
public let CMErrorMotionActivityNotEntitled = CMError(106)
public let CMErrorInvalidParameter = CMError(107)
public let CMErrorInvalidAction = CMError(108)
public let CMErrorNotAvailable = CMError(109)
public let CMErrorNotEntitled = CMError(110)
public let CMErrorNotAuthorized = CMError(111)
public let CMErrorNilData = CMError(112)
public let CMErrorSize = CMError(113)

public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// What the pedometer counted between two dates.
open class CMPedometerData: NSObject, NSCopying, @unchecked Sendable {
  public let startDate: Date
  public let endDate: Date
  public let numberOfSteps: NSNumber
  /// Metres walked or run.
  public let distance: NSNumber?
  public let floorsAscended: NSNumber?
  public let floorsDescended: NSNumber?
  /// Seconds per metre.
  public let currentPace: NSNumber?
  /// Steps per second.
  public let currentCadence: NSNumber?
  public let averageActivePace: NSNumber?

  /// Nothing counted: a phone at rest.
  init(startDate: Date, endDate: Date) {
    self.startDate = startDate
    self.endDate = endDate
    numberOfSteps = 0
    distance = 0
    floorsAscended = 0
    floorsDescended = 0
    currentPace = nil
    currentCadence = nil
    averageActivePace = 0
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Whether a walk paused or resumed.
public enum CMPedometerEventType: Int, Sendable {
  case pause, resume
}

/// A walk pausing or resuming.
open class CMPedometerEvent: NSObject, NSCopying, @unchecked Sendable {
  public let date: Date
  public let type: CMPedometerEventType

  init(date: Date, type: CMPedometerEventType) {
    self.date = date
    self.type = type
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Counts steps, distance and floors, as CoreMotion's `CMPedometer`.
open class CMPedometer: NSObject {
  public override init() {}

  open class func isStepCountingAvailable() -> Bool { true }
  open class func isDistanceAvailable() -> Bool { true }
  open class func isFloorCountingAvailable() -> Bool { true }
  open class func isPaceAvailable() -> Bool { true }
  open class func isCadenceAvailable() -> Bool { true }
  open class func isPedometerEventTrackingAvailable() -> Bool { true }
  /// The user allowed motion and fitness data.
  open class func authorizationStatus() -> CMAuthorizationStatus { .authorized }

  /// The counts between `start` and `end`: zero.
  open func queryPedometerData(from start: Date, to end: Date,
                               withHandler handler: @escaping CMPedometerHandler) {
    handler(CMPedometerData(startDate: start, endDate: end), nil)
  }

  /// Live counts since `start`: one update, zero, as the phone does not move.
  open func startPedometerUpdates(from start: Date,
                                  withHandler handler: @escaping CMPedometerHandler) {
    handler(CMPedometerData(startDate: start, endDate: Date()), nil)
  }

  open func stopPedometerUpdates() {}

  /// Walks pausing and resuming: none.
  open func startPedometerEventUpdates(handler: @escaping CMPedometerEventHandler) {}

  open func stopPedometerEventUpdates() {}
}
