/// How to store a snapshot format as bytes, read it back, and say how two values differ.
///
/// A plain struct of closures, as in swift-snapshot-testing, but throwing and `Sendable`.
public struct Diffing<Format>: Sendable {
  /// The bytes written to the golden file.
  public var toData: @Sendable (Format) throws -> [UInt8]
  /// The value read back from a golden file's bytes.
  public var fromData: @Sendable ([UInt8]) throws -> Format
  /// nil when `expected` and `actual` match; otherwise a description and extra files to write
  /// beside the expected and actual ones (for example a diff image), by name suffix.
  public var diff: @Sendable (_ expected: Format, _ actual: Format) -> DiffFailure?

  public init(toData: @escaping @Sendable (Format) throws -> [UInt8],
              fromData: @escaping @Sendable ([UInt8]) throws -> Format,
              diff: @escaping @Sendable (Format, Format) -> DiffFailure?) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

/// Why a snapshot failed, and what to write out so a person can see it.
public struct DiffFailure: Sendable {
  public var message: String
  /// Extra artifacts: a file-name suffix (such as "diff.png") and the bytes.
  public var attachments: [(suffix: String, bytes: [UInt8])]

  public init(message: String, attachments: [(suffix: String, bytes: [UInt8])] = []) {
    self.message = message
    self.attachments = attachments
  }
}

/// A text kept beside a golden (`<name>.<suffix>`) that explains a mismatch: for views, the
/// frame tree, so a failure says which views moved and not only which pixels changed.
public struct Sidecar<Value>: Sendable {
  public var suffix: String
  /// Write the sidecar whenever the golden is written.
  public var record: Bool
  public var make: @Sendable (Value) throws -> String
  /// What changed between the recorded text and the current one, or nil when nothing did.
  public var explain: @Sendable (_ recorded: String, _ current: String) -> String?

  public init(suffix: String, record: Bool, make: @escaping @Sendable (Value) throws -> String,
              explain: @escaping @Sendable (String, String) -> String?) {
    self.suffix = suffix
    self.record = record
    self.make = make
    self.explain = explain
  }
}

/// How to turn a value into a snapshot format and compare it.
public struct Snapshotting<Value, Format>: Sendable {
  /// The extension of golden files, without the dot ("png", "txt").
  public var pathExtension: String
  public var diffing: Diffing<Format>
  /// Makes the format from a value.
  public var snapshot: @Sendable (Value) throws -> Format
  /// A text kept beside the golden that explains mismatches, if any.
  public var sidecar: Sidecar<Value>?

  public init(pathExtension: String, diffing: Diffing<Format>, sidecar: Sidecar<Value>? = nil,
              snapshot: @escaping @Sendable (Value) throws -> Format) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.sidecar = sidecar
    self.snapshot = snapshot
  }

  /// A strategy for another value type that converts to this one first.
  public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
    -> Snapshotting<NewValue, Format>
  {
    let snapshot = self.snapshot
    let sidecar = self.sidecar.map { old in
      Sidecar<NewValue>(suffix: old.suffix, record: old.record,
                        make: { try old.make(try transform($0)) }, explain: old.explain)
    }
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing,
                                          sidecar: sidecar) {
      try snapshot(try transform($0))
    }
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text, compared line by line; the message shows the first differing lines.
  public static var lines: Snapshotting<String, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
  }
}

extension Diffing where Format == String {
  /// UTF-8 text; a failure names the first line that differs and shows both versions of it.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Array($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { expected, actual in
        guard expected != actual else { return nil }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var changed: [String] = []
        for i in 0..<max(e.count, a.count) {
          let el = i < e.count ? String(e[i]) : "<none>"
          let al = i < a.count ? String(a[i]) : "<none>"
          if el != al { changed.append("line \(i + 1):\n  - \(el)\n  + \(al)") }
        }
        let shown = changed.prefix(8).joined(separator: "\n")
        let more = changed.count > 8 ? "\n(\(changed.count - 8) more lines differ)" : ""
        return DiffFailure(message: "\(changed.count) lines differ\n\(shown)\(more)")
      })
  }
}
