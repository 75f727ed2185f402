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
