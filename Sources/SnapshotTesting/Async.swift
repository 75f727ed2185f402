/// A value that is handed to a callback, now or later: how a strategy makes its snapshot
/// (swift-snapshot-testing's `Async`).
///
/// Cellshot's own strategies call back at once, on the caller's thread; a custom strategy may
/// call back later, from any thread, within the assertion's `timeout`.
public struct Async<Value> {
  /// Hands the value to a callback.
  public let run: (@escaping (Value) -> Void) -> Void

  /// An operation that hands a value to the callback it is given.
  public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
    self.run = run
  }

  /// A value that is already there.
  public init(value: Value) {
    self.init { callback in callback(value) }
  }

  /// The value `transform` makes of this one.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    let run = self.run
    return Async<NewValue> { callback in run { callback(transform($0)) } }
  }
}
