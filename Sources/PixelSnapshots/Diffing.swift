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
  /// For pictures: how many pixels differ, where, and by how much.
  public var details: DiffDetails?

  public init(message: String, attachments: [(suffix: String, bytes: [UInt8])] = [],
              details: DiffDetails? = nil) {
    self.message = message
    self.attachments = attachments
    self.details = details
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
