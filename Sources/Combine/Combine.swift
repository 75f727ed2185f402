// Combine on Linux: the names SwiftUI app code uses of Combine, for code that keeps its
// `import Combine`. Takes publishers and subscriptions as app code writes them; gives values
// that compile and, in a still picture, deliver what they hold at once (`Just`,
// `CurrentValueSubject`) or nothing (a timer, a subject nobody sends on). `ObservableObject`
// and `@Published` are Cellshot's (re-exported here): changing one during a render is shown.
// Names only: no scheduling, no threads. Never imported by Cellshot.
@_exported import Cellshot

/// A value that sends values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  /// Calls `receive` with each value the publisher has now (a still picture has no later).
  func currentValues(_ receive: (Output) -> Void)
}

extension Publisher {
  /// Subscribes: `receiveValue` gets the values the publisher has now.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in },
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    currentValues(receiveValue)
    return AnyCancellable {}
  }

  /// Subscribes, assigning each value to `object[keyPath:]`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    sink { object[keyPath: keyPath] = $0 }
  }

  /// Subscribes, assigning each value to a `@Published` property (`assign(to: &$name)`).
  public func assign(to published: inout Published<Output>.Publisher) {
    var latest: Output?
    currentValues { latest = $0 }
    if let latest { published = Published<Output>.Publisher(value: latest) }
  }

  /// The values transformed.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
  public func receive<S>(on scheduler: S) -> Self { self }
  public func removeDuplicates() -> Self { self }
  // Timing: a picture shows the state once the values have arrived, so they pass through.
  public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                     options: S.SchedulerOptions? = nil) -> Self { self }
  public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride,
                                  tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
                                  options: S.SchedulerOptions? = nil) -> Self { self }
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                     latest: Bool) -> Self { self }
}

public enum Subscribers {
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

public enum Publishers {
  /// A publisher's values transformed.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let transform: (Upstream.Output) -> Output
    public func currentValues(_ receive: (Output) -> Void) {
      upstream.currentValues { receive(transform($0)) }
    }
  }
}

/// Any publisher, type-erased.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  let values: ((Output) -> Void) -> Void
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    values = { publisher.currentValues($0) }
  }
  public func currentValues(_ receive: (Output) -> Void) { values(receive) }
}

/// One value, at once.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
  public func currentValues(_ receive: (Output) -> Void) { receive(output) }
}

/// A subject values are sent on: a still picture shows none.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  public init() {}
  public func send(_ value: Output) {}
  public func send(completion: Subscribers.Completion<Failure>) {}
  public func currentValues(_ receive: (Output) -> Void) {}
}

/// A subject with a current value, which subscribers get at once.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  public var value: Output
  public init(_ value: Output) { self.value = value }
  public func send(_ value: Output) { self.value = value }
  public func send(completion: Subscribers.Completion<Failure>) {}
  public func currentValues(_ receive: (Output) -> Void) { receive(value) }
}

/// A subscription: cancelling it (or letting it go) ends it.
public final class AnyCancellable: Hashable {
  let cancelAction: () -> Void
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
  public func cancel() { cancelAction() }
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable { collection.append(self) }
  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What `Timer.publish` gives: a timer that, in a still picture, has not fired yet.
public struct TimerPublisher: Publisher {
  public typealias Output = Date
  public typealias Failure = Never
  public func autoconnect() -> TimerPublisher { self }
  public func connect() -> AnyCancellable { AnyCancellable {} }
  public func currentValues(_ receive: (Date) -> Void) {}
}

extension Timer {
  /// Combine's timer publisher (it does not fire in a picture).
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                             on runLoop: RunLoop, in mode: RunLoop.Mode,
                             options: Any? = nil) -> TimerPublisher {
    TimerPublisher()
  }
}

extension View {
  /// Runs `action` with each value `publisher` has now: a `Just`'s or a current-value
  /// subject's, once, when the view is first resolved; a timer's, never.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
    -> some View where P.Failure == Never
  {
    onAppear { publisher.currentValues(action) }
  }
}

extension Published.Publisher: Publisher {
  public typealias Output = Value
  public typealias Failure = Never
  public func currentValues(_ receive: (Value) -> Void) { receive(value) }
}
