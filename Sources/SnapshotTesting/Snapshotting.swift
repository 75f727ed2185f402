import Foundation

/// How to turn a value into a format that can be stored and compared, such as an image or
/// text (swift-snapshot-testing's `Snapshotting`).
///
/// Strategies are values: `pullback` makes one for a new type from an existing one. Cellshot's
/// own strategies also keep a `Capture` that throws instead of making a placeholder and carries
/// the view's frame tree; `pullback` keeps it, and setting `snapshot` drops it.
public struct Snapshotting<Value, Format> {
  /// The extension of reference files, without the dot; nil for none.
  public var pathExtension: String?
  /// How the format is stored, read back and compared.
  public var diffing: Diffing<Format>
  /// Makes the format from a value, now or later.
  public var snapshot: (Value) -> Async<Format> {
    get { asyncSnapshot }
    set {
      asyncSnapshot = newValue
      capture = nil
    }
  }

  private var asyncSnapshot: (Value) -> Async<Format>
  /// Cellshot's way to the format, when the strategy is one of its own (or pulled back from
  /// one): `verifySnapshot` uses it instead of `snapshot`.
  var capture: Capture<Value, Format>?

  /// A strategy whose snapshot may be asynchronous.
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.asyncSnapshot = asyncSnapshot
  }

  /// A strategy whose snapshot is made at once.
  public init(
    pathExtension: String?,
    diffing: Diffing<Format>,
    snapshot: @escaping (_ value: Value) -> Format
  ) {
    self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
  }

  /// One of Cellshot's strategies: `capture` makes the format, and `placeholder` stands for it
  /// in `snapshot` when `capture` throws (an empty image, a message).
  init(pathExtension: String?, diffing: Diffing<Format>, capture: Capture<Value, Format>,
       placeholder: @escaping (any Error) -> Format) {
    self.init(pathExtension: pathExtension, diffing: diffing) { value in
      Async { callback in
        do {
          callback(try capture.make(value, Capture<Value, Format>.defaultTimeout).format)
        } catch {
          callback(placeholder(error))
        }
      }
    }
    self.capture = capture
  }

  /// A strategy on `NewValue`s that turns each into a `Value` with `transform`, then snapshots
  /// it with this strategy.
  public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value)
    -> Snapshotting<NewValue, Format>
  {
    var pulled = asyncPullback { Async(value: transform($0)) }
    pulled.capture = capture.map { capture in
      Capture { value, timeout in try capture.make(transform(value), timeout) }
    }
    return pulled
  }

  /// A strategy on `NewValue`s that turns each into a `Value` asynchronously with `transform`,
  /// then snapshots it with this strategy.
  public func asyncPullback<NewValue>(
    _ transform: @escaping (_ otherValue: NewValue) -> Async<Value>
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.asyncSnapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      newValue in
      Async { callback in
        transform(newValue).run { value in snapshot(value).run(callback) }
      }
    }
  }
}

/// A strategy whose values are already in the format they are stored in.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
  /// A strategy that stores values as they are.
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
  }
}

/// How one of Cellshot's strategies makes its format: synchronously, on the caller's thread
/// (a view is laid out on the main actor, reached from any thread within `timeout` seconds),
/// throwing when it cannot, with the view's frame tree when there is one.
struct Capture<Value, Format> {
  /// How long `snapshot`'s callers wait for the main actor, when no assertion says.
  static var defaultTimeout: TimeInterval { 5 }

  /// The format, and the frame tree of the view it was drawn from (nil for other values).
  typealias Made = (format: Format, frameTree: String?)

  var make: (_ value: Value, _ timeout: TimeInterval) throws -> Made
}

/// A strategy on text, stored as UTF-8 with `pathExtension`, made by `make`, which may throw
/// (an encoder's error is a failure of the assertion, not a crash).
func textStrategy<Value>(pathExtension: String = "txt",
                         _ make: @escaping (Value) throws -> String)
  -> Snapshotting<Value, String>
{
  Snapshotting(pathExtension: pathExtension, diffing: .lines,
               capture: Capture { value, _ in (try make(value), nil) },
               placeholder: { "could not snapshot the value: \($0)" })
}
