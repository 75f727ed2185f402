// Signposts (`OSSignposter`, `os_signpost`): intervals and events Instruments shows. Accepted and
// ignored: nothing here records them, and the work they wrap runs as written.
import Foundation

/// A signpost's identity (`OSSignpostID`).
public struct OSSignpostID: Hashable, Comparable, Sendable {
  public let rawValue: UInt64
  public init(_ value: UInt64) { rawValue = value }
  public init(log: OSLog) { rawValue = 1 }
  public init(log: OSLog, object: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  public static let invalid = OSSignpostID(~0)
  public static let null = OSSignpostID(0)
  public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }
}

/// Whether a signpost begins or ends an interval or marks an event (`OSSignpostType`).
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let event = OSSignpostType(rawValue: 0)
  public static let begin = OSSignpostType(rawValue: 1)
  public static let end = OSSignpostType(rawValue: 2)
}

/// An interval begun and not yet ended (`OSSignpostIntervalState`).
public final class OSSignpostIntervalState: @unchecked Sendable {
  public let signpostID: OSSignpostID
  init(_ id: OSSignpostID) { signpostID = id }
}

/// Marks intervals and events for Instruments (`OSSignposter`, iOS 15).
public struct OSSignposter: @unchecked Sendable {
  public init(subsystem: String, category: String) {}
  public init(subsystem: String, category: OSLog.Category) {}
  public init(logger: Logger) {}
  public init(logHandle: OSLog) {}
  public init() {}

  public static let disabled = OSSignposter()
  public var isEnabled: Bool { false }

  public func makeSignpostID() -> OSSignpostID { .exclusive }
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
    OSSignpostID(log: .default, object: object)
  }

  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive)
    -> OSSignpostIntervalState
  {
    OSSignpostIntervalState(id)
  }
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive,
                            _ message: OSLogMessage) -> OSSignpostIntervalState {
    OSSignpostIntervalState(id)
  }
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState,
                          _ message: OSLogMessage) {}
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive,
                        _ message: OSLogMessage) {}

  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                      around task: () throws -> T) rethrows -> T {
    try task()
  }
  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive,
                                      _ message: OSLogMessage,
                                      around task: () throws -> T) rethrows -> T {
    try task()
  }
}

public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog,
                        name: StaticString, signpostID: OSSignpostID = .exclusive) {}

public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog,
                        name: StaticString, signpostID: OSSignpostID = .exclusive,
                        _ format: StaticString, _ arguments: CVarArg...) {}
