import Foundation
import XCTest

// The older spellings swift-snapshot-testing still accepts: `record: Bool`, `matching:`.

extension SnapshotTestingConfiguration.Record {
  /// `.all` for true, `.missing` for false, nil for nil.
  init?(recording: Bool?) {
    guard let recording else { return nil }
    self = recording ? .all : .missing
  }
}

/// `assertSnapshot` with a `Bool` record flag: true records every reference.
@available(*, deprecated, message: "Use 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshot(of: try value(), as: snapshotting, named: name,
                 record: SnapshotTestingConfiguration.Record(recording: recording),
                 timeout: timeout, fileID: fileID, file: filePath, testName: testName,
                 line: line, column: column)
}

/// `assertSnapshots` (by name) with a `Bool` record flag.
@available(*, deprecated, message: "Use 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshots(of: try value(), as: strategies,
                  record: SnapshotTestingConfiguration.Record(recording: recording),
                  timeout: timeout, fileID: fileID, file: filePath, testName: testName,
                  line: line, column: column)
}

/// `assertSnapshots` (numbered) with a `Bool` record flag.
@available(*, deprecated, message: "Use 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  assertSnapshots(of: try value(), as: strategies,
                  record: SnapshotTestingConfiguration.Record(recording: recording),
                  timeout: timeout, fileID: fileID, file: filePath, testName: testName,
                  line: line, column: column)
}

/// `verifySnapshot` with a `Bool` record flag.
@available(*, deprecated, message: "Use 'record: SnapshotTestingConfiguration.Record?'")
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  verifySnapshot(of: try value(), as: snapshotting, named: name,
                 record: SnapshotTestingConfiguration.Record(recording: recording),
                 snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID,
                 file: filePath, testName: testName, line: line, column: column)
}

/// The first spelling of `assertSnapshot(of:as:)`.
@available(*, deprecated,
           renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) {
  assertSnapshot(of: try value(), as: snapshotting, named: name,
                 record: SnapshotTestingConfiguration.Record(recording: recording),
                 timeout: timeout, file: file, testName: testName, line: line)
}

/// The first spelling of `assertSnapshots(of:as:)` (by name).
@available(*, deprecated,
           renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) {
  assertSnapshots(of: try value(), as: strategies,
                  record: SnapshotTestingConfiguration.Record(recording: recording),
                  timeout: timeout, file: file, testName: testName, line: line)
}

/// The first spelling of `assertSnapshots(of:as:)` (numbered).
@available(*, deprecated,
           renamed: "assertSnapshots(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record recording: Bool? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) {
  assertSnapshots(of: try value(), as: strategies,
                  record: SnapshotTestingConfiguration.Record(recording: recording),
                  timeout: timeout, file: file, testName: testName, line: line)
}

/// The first spelling of `verifySnapshot(of:as:)`.
@available(
  *, deprecated,
  renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record recording: Bool? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  file: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line
) -> String? {
  verifySnapshot(of: try value(), as: snapshotting, named: name,
                 record: SnapshotTestingConfiguration.Record(recording: recording),
                 snapshotDirectory: snapshotDirectory, timeout: timeout, file: file,
                 testName: testName, line: line)
}

/// XCTest's test case, under its old name here.
@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase

/// Whether every reference is recorded again (the oldest spelling of `isRecording`).
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
  get { isRecording }
  set { isRecording = newValue }
}
