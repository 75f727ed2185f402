import Foundation

extension Diffing where Value == String {
  /// UTF-8 text; a mismatch shows the differing lines in hunks (`@@ −1,3 +1,3 @@`), and the
  /// same hunks are written as `<reference>.diff.patch` beside the artifacts.
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) },
      fromData: { String(decoding: $0, as: UTF8.self) }
    ) { old, new in
      guard old != new else { return nil }
      let edits = LineDiff.edits(
        old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
        new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
      let failure = LineDiff.hunks(edits).joined(separator: "\n")
      let patch = XCTAttachment(data: Data(failure.utf8),
                                uniformTypeIdentifier: "public.patch-file")
      patch.name = "diff"
      return (failure, [patch])
    }
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text, stored as a `.txt` reference and compared line by line.
  public static var lines: Snapshotting<String, String> {
    textStrategy { $0 }
  }
}

extension Snapshotting where Format == String {
  /// The value's description, `String(describing:)`.
  public static var description: Snapshotting<Value, String> {
    textStrategy { String(describing: $0) }
  }

  /// The value's structure, as swift-snapshot-testing dumps it: like Swift's `dump`, with
  /// pointer addresses removed and the children of structures, classes, dictionaries and sets
  /// sorted, so that the text is the same on every run (see `AnySnapshotStringConvertible`).
  public static var dump: Snapshotting<Value, String> {
    textStrategy { snapshotDump($0) }
  }

  /// A value of JSON objects (`[String: Any]`, arrays, strings, numbers), pretty-printed with
  /// sorted keys by `JSONSerialization`. A value that is not JSON fails the assertion.
  public static var json: Snapshotting<Value, String> {
    textStrategy(pathExtension: "json") { value in
      guard JSONSerialization.isValidJSONObject(value) else {
        throw SnapshotFailure("\(type(of: value)) is not a JSON object")
      }
      let data = try JSONSerialization.data(withJSONObject: value,
                                            options: [.prettyPrinted, .sortedKeys])
      return String(decoding: data, as: UTF8.self)
    }
  }
}

extension Snapshotting where Value: Encodable, Format == String {
  /// The value as `JSONEncoder` writes it, pretty-printed with sorted keys, in a `.json`
  /// reference.
  public static var json: Snapshotting<Value, String> {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return .json(encoder)
  }

  /// The value as `encoder` writes it, in a `.json` reference. An encoding error fails the
  /// assertion.
  public static func json(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
    textStrategy(pathExtension: "json") { String(decoding: try encoder.encode($0), as: UTF8.self) }
  }

  /// The value as an XML property list, in a `.plist` reference.
  public static var plist: Snapshotting<Value, String> {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    return .plist(encoder)
  }

  /// The value as `encoder` writes it, in a `.plist` reference.
  public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting<Value, String> {
    textStrategy(pathExtension: "plist") {
      String(decoding: try encoder.encode($0), as: UTF8.self)
    }
  }
}

extension Snapshotting where Value == Data, Format == Data {
  /// Bytes as they are, in a reference without extension.
  public static var data: Snapshotting<Data, Data> {
    Snapshotting(
      pathExtension: nil,
      diffing: Diffing(toData: { $0 }, fromData: { $0 }) { old, new in
        guard old != new else { return nil }
        return (old.count == new.count ? "Expected data to match"
                  : "Expected \(new) to match \(old)", [])
      })
  }
}
