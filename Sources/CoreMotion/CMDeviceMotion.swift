// CoreMotion's samples: raw accelerometer, gyroscope and magnetometer data, and the device
// motion fused from them (attitude, rotation rate, gravity, user acceleration). Plain values.
import Foundation

/// An acceleration in g (9.81 m/s²), along the device's axes: x to the right, y to the top, z
/// out of the screen.
public struct CMAcceleration: Sendable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rotation rate in radians per second about the device's axes.
public struct CMRotationRate: Sendable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field in microteslas along the device's axes.
public struct CMMagneticField: Sendable {
  public var x: Double
  public var y: Double
  public var z: Double
  public init() { (x, y, z) = (0, 0, 0) }
  public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// How well the magnetometer is calibrated.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
  case uncalibrated = -1, low, medium, high
}

/// A magnetic field with the Earth's alone left in, and how sure that is.
public struct CMCalibratedMagneticField: Sendable {
  public var field: CMMagneticField
  public var accuracy: CMMagneticFieldCalibrationAccuracy
  public init() {
    field = CMMagneticField()
    accuracy = .uncalibrated
  }
  public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) {
    self.field = field
    self.accuracy = accuracy
  }
}

/// A rotation as a unit quaternion.
public struct CMQuaternion: Sendable {
  public var x: Double
  public var y: Double
  public var z: Double
  public var w: Double
  public init() { (x, y, z, w) = (0, 0, 0, 0) }
  public init(x: Double, y: Double, z: Double, w: Double) {
    (self.x, self.y, self.z, self.w) = (x, y, z, w)
  }
}

/// A rotation as a 3×3 matrix.
public struct CMRotationMatrix: Sendable {
  public var m11, m12, m13: Double
  public var m21, m22, m23: Double
  public var m31, m32, m33: Double
  public init() {
    (m11, m12, m13, m21, m22, m23, m31, m32, m33) = (0, 0, 0, 0, 0, 0, 0, 0, 0)
  }
  public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
              m31: Double, m32: Double, m33: Double) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }
}

/// The frame attitudes are measured from: z vertical, and x arbitrary or towards north.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
  public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
  public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
  public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// The device's orientation relative to its reference frame. Pitch turns about x, roll about
/// y, yaw about z, in radians.
open class CMAttitude: NSObject, NSCopying, @unchecked Sendable {
  /// The orientation, kept as a unit quaternion.
  public private(set) var quaternion: CMQuaternion

  init(quaternion: CMQuaternion) { self.quaternion = quaternion }

  public var roll: Double {
    let q = quaternion
    return atan2(2 * (q.w * q.y - q.x * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
  }

  public var pitch: Double {
    let q = quaternion
    return asin(max(-1, min(1, 2 * (q.w * q.x + q.y * q.z))))
  }

  public var yaw: Double {
    let q = quaternion
    return atan2(2 * (q.w * q.z - q.x * q.y), 1 - 2 * (q.x * q.x + q.z * q.z))
  }

  public var rotationMatrix: CMRotationMatrix {
    let q = quaternion
    return CMRotationMatrix(
      m11: 1 - 2 * (q.y * q.y + q.z * q.z), m12: 2 * (q.x * q.y + q.w * q.z),
      m13: 2 * (q.x * q.z - q.w * q.y),
      m21: 2 * (q.x * q.y - q.w * q.z), m22: 1 - 2 * (q.x * q.x + q.z * q.z),
      m23: 2 * (q.y * q.z + q.w * q.x),
      m31: 2 * (q.x * q.z + q.w * q.y), m32: 2 * (q.y * q.z - q.w * q.x),
      m33: 1 - 2 * (q.x * q.x + q.y * q.y))
  }

  /// Makes this attitude relative to `attitude`: the change from it to this one.
  public func multiply(byInverseOf attitude: CMAttitude) {
    let a = attitude.quaternion, b = quaternion
    // conj(a) · b
    quaternion = CMQuaternion(
      x: a.w * b.x - a.x * b.w - a.y * b.z + a.z * b.y,
      y: a.w * b.y + a.x * b.z - a.y * b.w - a.z * b.x,
      z: a.w * b.z - a.x * b.y + a.y * b.x - a.z * b.w,
      w: a.w * b.w + a.x * b.x + a.y * b.y + a.z * b.z)
  }

  public func copy(with zone: NSZone? = nil) -> Any { CMAttitude(quaternion: quaternion) }
}

/// A sample with the time it was taken, in seconds since the device booted.
open class CMLogItem: NSObject, NSCopying, @unchecked Sendable {
  public let timestamp: TimeInterval

  init(timestamp: TimeInterval) { self.timestamp = timestamp }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// One accelerometer sample.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
  public let acceleration: CMAcceleration

  init(acceleration: CMAcceleration, timestamp: TimeInterval) {
    self.acceleration = acceleration
    super.init(timestamp: timestamp)
  }
}

/// One gyroscope sample.
open class CMGyroData: CMLogItem, @unchecked Sendable {
  public let rotationRate: CMRotationRate

  init(rotationRate: CMRotationRate, timestamp: TimeInterval) {
    self.rotationRate = rotationRate
    super.init(timestamp: timestamp)
  }
}

/// One magnetometer sample.
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
  public let magneticField: CMMagneticField

  init(magneticField: CMMagneticField, timestamp: TimeInterval) {
    self.magneticField = magneticField
    super.init(timestamp: timestamp)
  }
}

/// The device's motion, fused from its sensors: how it is turned, how fast it turns, where
/// gravity points and what the user adds to it.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
  /// Which device the sample comes from.
  public enum SensorLocation: Int, Sendable {
    case `default`, headphoneLeft, headphoneRight
  }

  public let attitude: CMAttitude
  public let rotationRate: CMRotationRate
  public let gravity: CMAcceleration
  public let userAcceleration: CMAcceleration
  public let magneticField: CMCalibratedMagneticField
  /// Degrees clockwise from north, in a north reference frame; -1 in the others.
  public let heading: Double
  public let sensorLocation: SensorLocation

  init(attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration,
       userAcceleration: CMAcceleration, magneticField: CMCalibratedMagneticField,
       heading: Double, timestamp: TimeInterval) {
    self.attitude = attitude
    self.rotationRate = rotationRate
    self.gravity = gravity
    self.userAcceleration = userAcceleration
    self.magneticField = magneticField
    self.heading = heading
    sensorLocation = .default
    super.init(timestamp: timestamp)
  }
}
