// Operators that let several subscribers share one subscription upstream: multicast (through a
// subject, once connected), makeConnectable, autoconnect (connects with the first subscriber,
// disconnects when the last cancels) and share (all three in one).

/// A publisher that starts only when `connect()` is called.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Subscribes upstream; cancelling the result disconnects.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// A publisher that connects with its first subscriber and disconnects when the last one
  /// cancels.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publisher {
  /// A connectable publisher passing values on through the subject `createSubject` makes.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<Self, S> where S.Failure == Failure, S.Output == Output
  {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// A connectable publisher passing values on through `subject`.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Failure == Failure, S.Output == Output {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// A publisher whose subscribers share one subscription to this one.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publisher where Failure == Never {
  /// This publisher as one that starts only when connected.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

extension Publishers {
  /// A connectable publisher that passes its upstream's values on through a subject.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public final let upstream: Upstream
    public final let createSubject: () -> SubjectType
    private let lock = Lock()
    private var made: SubjectType?

    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    private var subject: SubjectType {
      lock {
        if let made { return made }
        let subject = createSubject()
        made = subject
        return subject
      }
    }

    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == SubjectType.Output, S.Failure == SubjectType.Failure {
      subject.receive(subscriber: subscriber)
    }

    public final func connect() -> any Cancellable { upstream.subscribe(subject) }
  }

  /// A publisher that starts only when connected.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    public init(upstream: Upstream) {
      inner = Multicast(upstream: upstream) { PassthroughSubject() }
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable { inner.connect() }
  }

  /// A connectable publisher that connects with its first subscriber and disconnects when the
  /// last one cancels.
  public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public final let upstream: Upstream
    private let lock = Lock()
    private var connection: (any Cancellable)?
    private var subscribers = 0

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let first = lock { () -> Bool in
        subscribers += 1
        return subscribers == 1
      }
      upstream.subscribe(Relay<Output, Failure, S>(
        passing: subscriber, name: "Autoconnect",
        hooks: RelayHooks(cancel: { [weak self] in self?.release() })))
      if first {
        let connection = upstream.connect()
        lock { self.connection = connection }
      }
    }

    private func release() {
      let connection = lock { () -> (any Cancellable)? in
        subscribers -= 1
        guard subscribers == 0 else { return nil }
        defer { self.connection = nil }
        return self.connection
      }
      connection?.cancel()
    }
  }

  /// A publisher whose subscribers share one subscription to its upstream.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public final let upstream: Upstream
    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = Autoconnect(upstream: Multicast(upstream: upstream) { PassthroughSubject() })
    }

    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: Share, _ rhs: Share) -> Bool { lhs === rhs }
  }
}
