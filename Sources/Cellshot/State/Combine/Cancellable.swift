// What keeps a subscription alive and ends it: `AnyCancellable` cancels when it is released,
// so `store(in: &cancellables)` ties a subscription to its owner; `CombineIdentifier` tells
// subscriptions and subscribers apart.
import Synchronization

/// A cancellable that cancels itself when released.
///
/// `sink` and `assign` return one: keep it (`store(in: &cancellables)`) for as long as the
/// values should flow.
public final class AnyCancellable: Cancellable, Hashable {
  private let lock = StateLock()
  private var action: (() -> Void)?

  /// A cancellable that runs `cancel` the first time it is cancelled or released.
  public init(_ cancel: @escaping () -> Void) { action = cancel }

  /// A cancellable that cancels `canceller` the first time it is cancelled or released.
  public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

  deinit { action?() }

  public func cancel() {
    let cancel = lock { () -> (() -> Void)? in
      defer { action = nil }
      return action
    }
    cancel?()
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: AnyCancellable, _ rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
  /// Keeps this cancellable in `collection`, so the subscription lasts as long as it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Keeps this cancellable in `set`, so the subscription lasts as long as it.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
}

extension Cancellable {
  /// Wraps this in an `AnyCancellable` kept in `collection`.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Wraps this in an `AnyCancellable` kept in `set`.
  public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
}

/// An identity for a subscription or subscriber: an object's, or a fresh one.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private enum Source: Hashable, Sendable {
    case object(ObjectIdentifier)
    case serial(UInt64)
  }

  private let source: Source

  /// A new identifier, unlike any other.
  public init() { source = .serial(nextCombineIdentifier.add(1, ordering: .relaxed).newValue) }

  /// The identifier of `obj`: the same for as long as it lives.
  public init(_ obj: AnyObject) { source = .object(ObjectIdentifier(obj)) }

  public var description: String {
    switch source {
    case .object(let id): "0x" + String(UInt(bitPattern: id), radix: 16)
    case .serial(let number): "#\(number)"
    }
  }
}

private let nextCombineIdentifier = Atomic<UInt64>(0)

/// A type with a `CombineIdentifier`; classes get theirs from their identity.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A lock for the state a publisher's subscribers share across threads: `lock { ... }` runs
/// the closure holding it. Nothing that calls out (to a subscriber, a closure of the user's) runs
/// inside.
final class StateLock: @unchecked Sendable {
  private let mutex = NSLock()

  @inline(__always)
  func callAsFunction<T>(_ body: () throws -> T) rethrows -> T {
    mutex.lock()
    defer { mutex.unlock() }
    return try body()
  }
}
