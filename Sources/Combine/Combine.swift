// Combine on Linux: Apple's Combine with its semantics, for app code that keeps its
// `import Combine`. Takes publishers, operators and subscribers as app code writes them; gives
// what Apple's give: values sent as subscribers ask for them, completions, cancellation,
// schedulers that run work when they say they will.
//
// The contract (Publisher, Subscriber, Subscription, demand, cancellables, subjects) and the
// observable objects (`ObservableObject`, `@Published`, `objectWillChange`) are Cellshot's,
// because views read them; this module re-exports them and adds the rest:
//   Publishers/   Just, Empty, Fail, Future, Deferred, Record, sequences, AnyPublisher, and
//                 the operators of those whose values are known (`Just+Operators.swift`...),
//                 which answer at once with a simpler publisher, as Apple's
//   Operators/    one file per family of `Publishers.*` operator, made of a few links:
//                 `Relay` (one upstream, demand passed through), `Chain` (one publisher after
//                 another), `FanIn` (several at once) and `Outbox` (values queued for a
//                 subscriber's demand, for operators with several upstreams or a scheduler)
//   Schedulers/   the Scheduler protocol; DispatchQueue, RunLoop, OperationQueue, immediate
//   Foundation/   Timer.publish, NotificationCenter's and URLSession's publishers, coders
// and `sink`/`assign` (Subscribers.swift), `values` (AsyncPublisher.swift).
//
// Nothing in a picture depends on this module's timing: `.onReceive` takes what a publisher
// sends the instant it is subscribed to (Cellshot's Modifiers/Lifecycle.swift). Never
// imported by Cellshot.
@_exported import Cellshot
import Foundation

/// A lock for the state an operator's link shares across threads: `lock { ... }` runs the
/// closure holding it. Nothing that calls out (a subscriber, a closure of the user's) runs
/// inside.
final class Lock: @unchecked Sendable {
  private let mutex = NSLock()

  @inline(__always)
  func callAsFunction<T>(_ body: () throws -> T) rethrows -> T {
    mutex.lock()
    defer { mutex.unlock() }
    return try body()
  }
}

/// Carries a value across a `@Sendable` boundary (a dispatch queue, a run loop) that the
/// compiler cannot prove safe: Combine's closures are not `Sendable`, and the scheduler is what
/// orders their use.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// Namespace for the publishers operators return (`Publishers.Map`, `Publishers.Merge`, ...).
public enum Publishers {}
