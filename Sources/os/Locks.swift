// Locks (`OSAllocatedUnfairLock`, `os_unfair_lock`), as app code takes them, over Foundation's
// NSLock: mutual exclusion as on iOS (not its fairness or priority donation, which a picture
// cannot show).
import Foundation

/// A lock that owns the state it protects (`OSAllocatedUnfairLock`, iOS 16).
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
  final class Storage: @unchecked Sendable {
    let lock = NSLock()
    var state: State
    init(_ state: State) { self.state = state }
  }

  /// Who must hold the lock where `precondition(_:)` is asked.
  public enum Ownership: Hashable, Sendable { case owner, notOwner }

  let storage: Storage

  public init(uncheckedState initialState: State) { storage = Storage(initialState) }
  public init(initialState: State) { storage = Storage(initialState) }

  public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
    storage.lock.lock()
    defer { storage.lock.unlock() }
    return try body(&storage.state)
  }

  public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
    try withLockUnchecked(body)
  }

  public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
    guard storage.lock.try() else { return nil }
    defer { storage.lock.unlock() }
    return try body(&storage.state)
  }

  public func withLockIfAvailable<R>(_ body: (inout State) throws -> R) rethrows -> R? {
    try withLockIfAvailableUnchecked(body)
  }

  /// Checks nothing: NSLock cannot say which thread holds it.
  public func precondition(_ condition: Ownership) {}
}

extension OSAllocatedUnfairLock where State == () {
  public init() { storage = Storage(()) }

  public func lock() { storage.lock.lock() }
  public func unlock() { storage.lock.unlock() }
  public func lockIfAvailable() -> Bool { storage.lock.try() }

  public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
    try withLockUnchecked { (_: inout State) in try body() }
  }

  public func withLock<R>(_ body: () throws -> R) rethrows -> R {
    try withLockUnchecked { (_: inout State) in try body() }
  }
}

/// The C lock (`os_unfair_lock`): made with `os_unfair_lock()`, taken through a pointer to
/// where it is stored. Copies share one lock.
public struct os_unfair_lock: @unchecked Sendable {
  let lock = NSLock()
  public init() {}
}

public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

public func os_unfair_lock_lock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  lock.pointee.lock.lock()
}

public func os_unfair_lock_unlock(_ lock: UnsafeMutablePointer<os_unfair_lock>) {
  lock.pointee.lock.unlock()
}

public func os_unfair_lock_trylock(_ lock: UnsafeMutablePointer<os_unfair_lock>) -> Bool {
  lock.pointee.lock.try()
}

/// Checks nothing (NSLock cannot say which thread holds it).
public func os_unfair_lock_assert_owner(_ lock: UnsafeMutablePointer<os_unfair_lock>) {}
public func os_unfair_lock_assert_not_owner(_ lock: UnsafeMutablePointer<os_unfair_lock>) {}
