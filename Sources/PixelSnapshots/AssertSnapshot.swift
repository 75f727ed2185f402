import Testing
import XCTest

/// Asserts that `value` matches its golden, recording a failure at the caller under Swift
/// Testing or XCTest. See `verifySnapshot` for names and record modes.
@discardableResult
public func assertSnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, paths: SnapshotPaths? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  let result = verifySnapshot(of: value, as: strategy, named: name, record: record,
                              paths: paths, filePath: "\(filePath)", testName: testName,
                              line: line)
  if !result.passed {
    reportFailure(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return result.passed
}

/// Asserts `value` against one golden per strategy, each named by its key (in key order), as
/// swift-snapshot-testing's `assertSnapshots(of:as:)` with a dictionary.
@discardableResult
public func assertSnapshots<Value, Format>(
  of value: Value, as strategies: [String: Snapshotting<Value, Format>],
  record: SnapshotRecordMode? = nil, paths: SnapshotPaths? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  var passed = true
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    passed = assertSnapshot(of: value, as: strategy, named: name, record: record, paths: paths,
                            fileID: fileID, filePath: filePath, testName: testName, line: line,
                            column: column) && passed
  }
  return passed
}

/// Asserts `value` against one golden per strategy, numbered in order (`card`, `card-2`, ...),
/// as swift-snapshot-testing's `assertSnapshots(of:as:)` with an array.
@discardableResult
public func assertSnapshots<Value, Format>(
  of value: Value, as strategies: [Snapshotting<Value, Format>],
  record: SnapshotRecordMode? = nil, paths: SnapshotPaths? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  var passed = true
  for strategy in strategies {
    passed = assertSnapshot(of: value, as: strategy, record: record, paths: paths, fileID: fileID,
                            filePath: filePath, testName: testName, line: line, column: column)
      && passed
  }
  return passed
}

/// Records a failure in whichever test framework is running the caller: an issue under Swift
/// Testing (when a test is current), `XCTFail` otherwise. For assertion helpers built on
/// `verifySnapshot`, such as the `SnapshotTesting` compatibility module's.
public func reportFailure(_ message: String, fileID: String, filePath: StaticString, line: Int,
                          column: Int) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: message),
                 sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)",
                                                line: line, column: column))
  } else {
    XCTFail(message, file: filePath, line: UInt(line))
  }
}
