// CoreMotion on Linux: the motion manager apps read the tilt of the phone from (parallax,
// levels, games), as an iPhone lying still and face up on a table. Every sensor is there and
// every sample is the same: attitude zero (roll, pitch and yaw 0, so a parallax effect stays
// centred), no rotation, gravity straight down the screen's back (0, 0, -1 g), no user
// acceleration, and Cupertino's magnetic field with the top towards north. Starting updates
// with a handler delivers one sample on the given queue (a phone at rest sends nothing new);
// starting them without one makes the sample readable until they stop. Nothing here reads a
// sensor. Never imported by Cellshot.
import Foundation

public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// Starts and stops the device's motion sensors and hands out their samples, as CoreMotion's
/// `CMMotionManager`.
open class CMMotionManager: NSObject {
  open var accelerometerUpdateInterval: TimeInterval = 0.01
  open var gyroUpdateInterval: TimeInterval = 0.01
  open var magnetometerUpdateInterval: TimeInterval = 0.01
  open var deviceMotionUpdateInterval: TimeInterval = 0.01
  open var showsDeviceMovementDisplay = false

  open private(set) var isAccelerometerActive = false
  open private(set) var isGyroActive = false
  open private(set) var isMagnetometerActive = false
  open private(set) var isDeviceMotionActive = false
  /// The frame of the running device-motion updates' attitudes.
  open private(set) var attitudeReferenceFrame = CMAttitudeReferenceFrame.xArbitraryZVertical

  public override init() {}

  open var isAccelerometerAvailable: Bool { true }
  open var isGyroAvailable: Bool { true }
  open var isMagnetometerAvailable: Bool { true }
  open var isDeviceMotionAvailable: Bool { true }

  /// Every reference frame: the device has a magnetometer and knows where it is.
  open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
    [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical,
     .xTrueNorthZVertical]
  }

  // MARK: Accelerometer

  /// The latest sample while updates run, else `nil`.
  open var accelerometerData: CMAccelerometerData? {
    isAccelerometerActive ? DeviceAtRest.accelerometer() : nil
  }

  open func startAccelerometerUpdates() { isAccelerometerActive = true }

  open func startAccelerometerUpdates(to queue: OperationQueue,
                                      withHandler handler: @escaping CMAccelerometerHandler) {
    isAccelerometerActive = true
    deliver(DeviceAtRest.accelerometer(), on: queue, to: handler)
  }

  open func stopAccelerometerUpdates() { isAccelerometerActive = false }

  // MARK: Gyroscope

  open var gyroData: CMGyroData? { isGyroActive ? DeviceAtRest.gyro() : nil }

  open func startGyroUpdates() { isGyroActive = true }

  open func startGyroUpdates(to queue: OperationQueue,
                             withHandler handler: @escaping CMGyroHandler) {
    isGyroActive = true
    deliver(DeviceAtRest.gyro(), on: queue, to: handler)
  }

  open func stopGyroUpdates() { isGyroActive = false }

  // MARK: Magnetometer

  open var magnetometerData: CMMagnetometerData? {
    isMagnetometerActive ? DeviceAtRest.magnetometer() : nil
  }

  open func startMagnetometerUpdates() { isMagnetometerActive = true }

  open func startMagnetometerUpdates(to queue: OperationQueue,
                                     withHandler handler: @escaping CMMagnetometerHandler) {
    isMagnetometerActive = true
    deliver(DeviceAtRest.magnetometer(), on: queue, to: handler)
  }

  open func stopMagnetometerUpdates() { isMagnetometerActive = false }

  // MARK: Device motion

  open var deviceMotion: CMDeviceMotion? {
    isDeviceMotionActive ? DeviceAtRest.motion(in: attitudeReferenceFrame) : nil
  }

  open func startDeviceMotionUpdates() {
    startDeviceMotionUpdates(using: .xArbitraryZVertical)
  }

  open func startDeviceMotionUpdates(to queue: OperationQueue,
                                     withHandler handler: @escaping CMDeviceMotionHandler) {
    startDeviceMotionUpdates(using: .xArbitraryZVertical, to: queue, withHandler: handler)
  }

  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
    attitudeReferenceFrame = referenceFrame
    isDeviceMotionActive = true
  }

  open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame,
                                     to queue: OperationQueue,
                                     withHandler handler: @escaping CMDeviceMotionHandler) {
    startDeviceMotionUpdates(using: referenceFrame)
    deliver(DeviceAtRest.motion(in: referenceFrame), on: queue, to: handler)
  }

  open func stopDeviceMotionUpdates() { isDeviceMotionActive = false }

  /// Hands `sample` to `handler` on `queue`, as iOS hands each sample.
  private func deliver<Sample>(_ sample: Sample, on queue: OperationQueue,
                               to handler: @escaping (Sample?, (any Error)?) -> Void) {
    // The handler runs on the queue only, as on iOS; neither it nor the sample is touched here
    // again.
    let call = Unchecked((handler, sample))
    queue.addOperation {
      let (handler, sample) = call.value
      handler(sample, nil)
    }
  }
}

/// Values handed to the queue the app chose, as iOS hands them.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The samples of a phone lying still and face up with its top towards north.
enum DeviceAtRest {
  /// Cupertino's field, about 23 µT northwards (the device's +y) and 42 µT down (its -z).
  static let field = CMMagneticField(x: 0, y: 23, z: -42)

  static var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

  static func accelerometer() -> CMAccelerometerData {
    CMAccelerometerData(acceleration: CMAcceleration(x: 0, y: 0, z: -1), timestamp: now)
  }

  static func gyro() -> CMGyroData {
    CMGyroData(rotationRate: CMRotationRate(), timestamp: now)
  }

  static func magnetometer() -> CMMagnetometerData {
    CMMagnetometerData(magneticField: field, timestamp: now)
  }

  /// Attitude zero; the magnetic field and heading are known in a north reference frame only,
  /// as iOS fuses the magnetometer only for those.
  static func motion(in frame: CMAttitudeReferenceFrame) -> CMDeviceMotion {
    let north = frame.contains(.xMagneticNorthZVertical) || frame.contains(.xTrueNorthZVertical)
    return CMDeviceMotion(
      attitude: CMAttitude(quaternion: CMQuaternion(x: 0, y: 0, z: 0, w: 1)),
      rotationRate: CMRotationRate(), gravity: CMAcceleration(x: 0, y: 0, z: -1),
      userAcceleration: CMAcceleration(),
      magneticField: north ? CMCalibratedMagneticField(field: field, accuracy: .high)
        : CMCalibratedMagneticField(),
      heading: north ? 0 : -1, timestamp: now)
  }
}
