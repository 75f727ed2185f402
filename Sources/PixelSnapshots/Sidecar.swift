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
