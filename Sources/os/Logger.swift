// Logging (`Logger`, `OSLog`, `os_log`), as app code calls it, on Linux. iOS keeps the messages
// in the unified log; here they are formatted as Xcode's console shows them (values as written,
// private ones too, as a debugger sees them) and written to standard error when the process
// runs with CELLSHOT_OS_LOG=1, else dropped, so a render's output stays the pictures' own.
@_exported import os
import Foundation

/// A log message's level (`OSLogType`).
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)

  var name: String {
    switch self {
    case .info: "Info"
    case .debug: "Debug"
    case .error: "Error"
    case .fault: "Fault"
    default: "Default"
    }
  }
}

/// A log's subsystem and category (`OSLog`).
public final class OSLog: NSObject, @unchecked Sendable {
  /// The categories with a meaning of their own (signposts).
  public struct Category: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }

  let subsystem: String
  let category: String
  let enabled: Bool

  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    enabled = true
  }

  public convenience init(subsystem: String, category: Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }

  init(disabled: Void) {
    subsystem = ""
    category = ""
    enabled = false
  }

  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(disabled: ())

  public func isEnabled(type: OSLogType) -> Bool { enabled }
  public var signpostsEnabled: Bool { false }

  /// Keeps one message for the process's log store (OSLogStore reads it back), and writes it
  /// when the process asked for them (CELLSHOT_OS_LOG=1).
  func write(_ type: OSLogType, _ message: @autoclosure () -> String) {
    guard enabled else { return }
    let text = message()
    ProcessLog.shared.append(ProcessLog.Record(date: Date(), type: type, subsystem: subsystem,
                                               category: category, message: text))
    guard OSLog.printing else { return }
    let place = subsystem.isEmpty ? "" : "[\(subsystem):\(category)] "
    FileHandle.standardError.write(Data("\(place)\(type.name): \(text)\n".utf8))
  }

  static let printing = ProcessInfo.processInfo.environment["CELLSHOT_OS_LOG"] == "1"
}

/// The messages this process logged, the last 10,000, for `OSLogStore` (OSLog) to read.
package final class ProcessLog: @unchecked Sendable {
  package struct Record: Sendable {
    package let date: Date
    package let type: OSLogType
    package let subsystem: String
    package let category: String
    package let message: String
  }

  package static let shared = ProcessLog()
  private let records = OSAllocatedUnfairLock(initialState: [Record]())
  private let limit = 10_000

  func append(_ record: Record) {
    records.withLock {
      $0.append(record)
      if $0.count > limit { $0.removeFirst($0.count - limit) }
    }
  }

  package var snapshot: [Record] { records.withLock { $0 } }
}

/// Writes messages to a log (`Logger`, iOS 14).
public struct Logger: @unchecked Sendable {
  let log: OSLog

  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  public init(_ logObj: OSLog) { log = logObj }
  public init() { log = .default }

  public func log(_ message: OSLogMessage) { log.write(.default, message.text) }
  public func log(level: OSLogType, _ message: OSLogMessage) { log.write(level, message.text) }
  public func trace(_ message: OSLogMessage) { log.write(.debug, message.text) }
  public func debug(_ message: OSLogMessage) { log.write(.debug, message.text) }
  public func info(_ message: OSLogMessage) { log.write(.info, message.text) }
  public func notice(_ message: OSLogMessage) { log.write(.default, message.text) }
  public func warning(_ message: OSLogMessage) { log.write(.error, message.text) }
  public func error(_ message: OSLogMessage) { log.write(.error, message.text) }
  public func critical(_ message: OSLogMessage) { log.write(.fault, message.text) }
  public func fault(_ message: OSLogMessage) { log.write(.fault, message.text) }
}

/// `os_log` with a C format (`%@`, `%d`, `%{public}s`): the privacy marks dropped, the rest
/// filled by `String(format:)`.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle,
                   log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
  log.write(type, cFormatted(message, args))
}

public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
  log.write(type, cFormatted(message, args))
}

/// `os_log` with arguments Linux's Foundation cannot pass as C variadics (`error as NSError`
/// for `%@`: an NSObject is not `CVarArg` there): each object written as its description.
@_disfavoredOverload
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle,
                   log: OSLog = .default, type: OSLogType = .default, _ args: Any...) {
  log.write(type, cFormatted(message, args.map(cArgument)))
}

@_disfavoredOverload
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: Any...) {
  log.write(type, cFormatted(message, args.map(cArgument)))
}

func cArgument(_ value: Any) -> CVarArg {
  if let arg = value as? CVarArg { return arg }
  if let object = value as? NSObject { return object.description }
  return String(describing: value)
}

/// `os_log` with a message interpolated as `Logger`'s.
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default,
                   _ message: OSLogMessage) {
  logObject.write(logLevel, message.text)
}

func cFormatted(_ message: StaticString, _ args: [CVarArg]) -> String {
  let format = message.description
    .replacingOccurrences(of: "{public}", with: "")
    .replacingOccurrences(of: "{private}", with: "")
    .replacingOccurrences(of: "{sensitive}", with: "")
  return args.isEmpty ? format : String(format: format, arguments: args)
}
