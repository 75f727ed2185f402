// Reading the log back (`OSLogStore`): this process's own messages, the ones its `Logger`s and
// `os_log` wrote (the last 10,000), as an app reads its own log on iOS 15. The system's log is
// not there: a picture's process has no other.
import Foundation
import os

/// The messages an app can read back (`OSLogStore`).
public final class OSLogStore: NSObject, @unchecked Sendable {
  /// Whose messages: the whole system's or this process's.
  public enum Scope: Int, Sendable {
    case system = 0
    case currentProcessIdentifier = 1
  }

  public init(scope: Scope) throws {}

  /// The local store (macOS's name for the system scope): this process's messages here.
  public static func local() throws -> OSLogStore { try OSLogStore(scope: .system) }

  /// The messages from `position` on (all of them without one), oldest first (newest first
  /// with `.reverse`), those `predicate` accepts.
  public func getEntries(with options: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                         matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
    var entries: [OSLogEntry] = ProcessLog.shared.snapshot
      .filter { position == nil || $0.date >= position!.date(now: Date()) }
      .map(OSLogEntryLog.init)
    if let predicate { entries = entries.filter { predicate.evaluate(with: $0) } }
    return AnySequence(options.contains(.reverse) ? entries.reversed() : entries)
  }

  public func position(date: Date) -> OSLogPosition { OSLogPosition(.date(date)) }
  public func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
    OSLogPosition(.sinceEnd(seconds))
  }
  public func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
    OSLogPosition(.sinceBoot(seconds))
  }
}

/// Where in the store reading starts (`OSLogPosition`).
public final class OSLogPosition: NSObject, @unchecked Sendable {
  enum Place { case date(Date), sinceEnd(TimeInterval), sinceBoot(TimeInterval) }
  let place: Place
  init(_ place: Place) { self.place = place }

  func date(now: Date) -> Date {
    switch place {
    case .date(let date): date
    case .sinceEnd(let seconds): now.addingTimeInterval(seconds)
    case .sinceBoot(let seconds):
      now.addingTimeInterval(-ProcessInfo.processInfo.systemUptime + seconds)
    }
  }
}

/// How entries are read (`OSLogEnumerator`'s options).
public enum OSLogEnumerator {
  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let reverse = Options(rawValue: 1)
  }
}

/// One entry of the store (`OSLogEntry`).
public class OSLogEntry: NSObject, @unchecked Sendable {
  /// How long the system keeps the entry.
  public enum StoreCategory: Int, Sendable {
    case undefined, metadata, shortTerm, longTermAuto, longTerm1, longTerm3, longTerm7,
         longTerm14, longTerm30
  }

  public let composedMessage: String
  public let date: Date
  public var storeCategory: StoreCategory { .longTermAuto }

  init(message: String, date: Date) {
    composedMessage = message
    self.date = date
  }
}

/// What an entry from a process tells of it (`OSLogEntryFromProcess`).
public protocol OSLogEntryFromProcess {
  var activityIdentifier: UInt64 { get }
  var process: String { get }
  var processIdentifier: Int32 { get }
  var sender: String { get }
  var threadIdentifier: UInt64 { get }
}

/// What an entry with a message tells of it (`OSLogEntryWithPayload`).
public protocol OSLogEntryWithPayload {
  var category: String { get }
  var formatString: String { get }
  var subsystem: String { get }
}

/// A message a `Logger` or `os_log` wrote (`OSLogEntryLog`).
public final class OSLogEntryLog: OSLogEntry, OSLogEntryFromProcess, OSLogEntryWithPayload,
  @unchecked Sendable
{
  /// The message's level.
  public enum Level: Int, Sendable { case undefined, debug, info, notice, error, fault }

  public let level: Level
  public let subsystem: String
  public let category: String
  public var formatString: String { composedMessage }
  public var activityIdentifier: UInt64 { 0 }
  public var process: String { ProcessInfo.processInfo.processName }
  public var processIdentifier: Int32 { ProcessInfo.processInfo.processIdentifier }
  public var sender: String { process }
  public var threadIdentifier: UInt64 { 0 }

  init(_ record: ProcessLog.Record) {
    switch record.type {
    case .debug: level = .debug
    case .info: level = .info
    case .error: level = .error
    case .fault: level = .fault
    default: level = .notice
    }
    subsystem = record.subsystem
    category = record.category
    super.init(message: record.message, date: record.date)
  }
}
