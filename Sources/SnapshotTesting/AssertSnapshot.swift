import Foundation
import PixelSnapshots

/// Asserts that `value` matches its reference on disk, recording a failure under Swift Testing
/// or XCTest (swift-snapshot-testing's `assertSnapshot`). See `verifySnapshot` for where
/// references are and when they are recorded.
///
/// ```swift
/// assertSnapshot(of: CardView(), as: .image(layout: .device(config: .iPhone13)))
/// ```
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  guard let message = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  else { return }
  recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts `value` against one reference per strategy, each named by its key.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [String: Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  // In key order, so that a run's failures come in the same order every time.
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout,
                   fileID: fileID, file: filePath, testName: testName, line: line,
                   column: column)
  }
}

/// Asserts `value` against one reference per strategy, numbered in order.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as strategies: [Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(of: try value(), as: strategy, record: record, timeout: timeout,
                   fileID: fileID, file: filePath, testName: testName, line: line,
                   column: column)
  }
}

/// Records a failure at the caller under Swift Testing when a test is running, XCTest
/// otherwise.
@_spi(Internals)
public func recordIssue(
  _ message: @autoclosure () -> String,
  fileID: StaticString,
  filePath: StaticString,
  line: UInt,
  column: UInt
) {
  reportFailure(message(), fileID: "\(fileID)", filePath: filePath, line: Int(line),
                column: Int(column))
}
