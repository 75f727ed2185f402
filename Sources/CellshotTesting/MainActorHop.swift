import Dispatch
import Foundation

/// Runs `body` on the main actor, where views are laid out, from any thread, and returns what
/// it returns.
///
/// When the caller is on the main actor already (a test or suite marked `@MainActor`; an XCTest
/// method, which corelibs-xctest runs on the main thread; a block on the main queue), `body`
/// runs at once, on the caller's thread. Otherwise (a Swift Testing test that is not isolated to
/// the main actor runs on the cooperative pool) `body` is sent to the main queue and the caller
/// blocks until it has run. The main queue is free in the test runners' ordinary states: Swift
/// Testing's runner drains it from `dispatch_main`, and corelibs-xctest's async tests wait by
/// spinning the main run loop. It is not when something on the main actor waits for this
/// caller: then, instead of a deadlock, `body` is dropped once `timeout` seconds have passed
/// without the main actor starting it.
///
/// - Throws: `MainActorTimeout` when the main actor did not start `body` within `timeout`
///   seconds (an infinite `timeout` waits as long as it takes), or what `body` throws.
public func runOnMainActor<T>(timeout: Double = 120,
                              _ body: @escaping @MainActor () throws -> T) throws -> T {
  let handoff = Handoff<T>()
  if MainQueue.isCurrent {
    // On the main queue or the main thread: the main actor's executor is this one.
    MainActor.assumeIsolated { handoff.run(body) }
    return try handoff.result()
  }
  DispatchQueue.main.async {
    MainActor.assumeIsolated { handoff.run(body) }
  }
  guard handoff.waitForStart(timeout: timeout) else {
    throw MainActorTimeout(seconds: timeout)
  }
  return try handoff.result()
}

/// The main actor did not start a render in time: something on the main actor is waiting for
/// the test that asked for it, or is stuck.
public struct MainActorTimeout: Error, CustomStringConvertible {
  public var seconds: Double

  public var description: String {
    "the main actor did not start the render within \(seconds) seconds: something on the main "
      + "actor is blocked or waiting for this test. Mark the test @MainActor so that it renders "
      + "where it runs"
  }
}

/// Whether the caller runs on the main queue (where the main actor's jobs run) or the main
/// thread, without trapping as `MainActor.assumeIsolated` does when it does not.
enum MainQueue {
  /// A key set on the main queue only: reading it tells whether the current code runs there,
  /// including main-actor jobs the main queue runs on a worker thread after `dispatch_main`.
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}

/// One piece of work handed to the main queue by a thread that waits for its result. The
/// result is not `Sendable`: it is written once, then read by the one thread that waited.
final class Handoff<T>: @unchecked Sendable {
  private enum State { case waiting, started, abandoned }

  private let lock = NSLock()
  private let started = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private var state = State.waiting
  private var outcome: Result<T, any Error>?

  /// Runs `body` unless the waiter gave up first, and hands its result over.
  @MainActor
  func run(_ body: @MainActor () throws -> T) {
    let go = lock.withLock {
      guard state == .waiting else { return false }
      state = .started
      return true
    }
    guard go else { return }
    started.signal()
    let result = Result { try body() }
    lock.withLock { outcome = result }
    finished.signal()
  }

  /// Waits for the work to start, at most `timeout` seconds: false, and the work dropped,
  /// when it did not.
  func waitForStart(timeout: Double) -> Bool {
    if timeout.isFinite {
      guard started.wait(timeout: .now() + max(0, timeout)) == .timedOut else { return true }
      return lock.withLock {
        guard state == .waiting else { return true }  // it started as the wait ended
        state = .abandoned
        return false
      }
    }
    started.wait()
    return true
  }

  /// The work's result, once it has finished (at once when it ran on this thread).
  func result() throws -> T {
    if lock.withLock({ outcome == nil }) { finished.wait() }
    guard let outcome = lock.withLock({ self.outcome }) else {
      preconditionFailure("a finished handoff has a result")
    }
    return try outcome.get()
  }
}
