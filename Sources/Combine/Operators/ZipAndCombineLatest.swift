// zip and combineLatest as Combine spells them: one struct per arity (Zip to Zip4,
// CombineLatest to CombineLatest4), each subscribing through a `FanIn`. Generated shapes,
// written out so that each type has Apple's generic parameters and members.

extension Publisher {
  /// The n-th values of this publisher and the others, together.
  public func zip<P>(_ other: P) -> Publishers.Zip<Self, P>
  where P: Publisher, Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// The n-th values of this publisher and the others, together, transformed.
  public func zip<P, T>(_ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where P: Publisher, Failure == P.Failure {
    Publishers.Map(upstream: Publishers.Zip(self, other)) { transform($0.0, $0.1) }
  }

  /// The n-th values of this publisher and the others, together.
  public func zip<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.Zip3<Self, P, Q>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Zip3(self, publisher1, publisher2)
  }

  /// The n-th values of this publisher and the others, together, transformed.
  public func zip<P, Q, T>(_ publisher1: P, _ publisher2: Q,
    _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.Zip3<Self, P, Q>, T>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.Zip3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// The n-th values of this publisher and the others, together.
  public func zip<P, Q, R>(_ publisher1: P, _ publisher2: Q,
      _ publisher3: R) -> Publishers.Zip4<Self, P, Q, R>
  where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure {
    Publishers.Zip4(self, publisher1, publisher2, publisher3)
  }

  /// The n-th values of this publisher and the others, together, transformed.
  public func zip<P, Q, R, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
  where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure {
    Publishers.Map(upstream: Publishers.Zip4(self, publisher1, publisher2, publisher3)) {
      transform($0.0, $0.1, $0.2, $0.3)
    }
  }

  /// The latest values of this publisher and the others, whenever one changes.
  public func combineLatest<P>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P: Publisher, Failure == P.Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and the others, whenever one changes, transformed.
  public func combineLatest<P, T>(_ other: P,
    _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T>
  where P: Publisher, Failure == P.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest(self, other)) { transform($0.0, $0.1) }
  }

  /// The latest values of this publisher and the others, whenever one changes.
  public func combineLatest<P, Q>(_ publisher1: P,
      _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.CombineLatest3(self, publisher1, publisher2)
  }

  /// The latest values of this publisher and the others, whenever one changes, transformed.
  public func combineLatest<P, Q, T>(_ publisher1: P, _ publisher2: Q,
    _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
  where P: Publisher, Q: Publisher, Failure == P.Failure, P.Failure == Q.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest3(self, publisher1, publisher2)) {
      transform($0.0, $0.1, $0.2)
    }
  }

  /// The latest values of this publisher and the others, whenever one changes.
  public func combineLatest<P, Q, R>(_ publisher1: P, _ publisher2: Q,
      _ publisher3: R) -> Publishers.CombineLatest4<Self, P, Q, R>
  where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure {
    Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
  }

  /// The latest values of this publisher and the others, whenever one changes, transformed.
  public func combineLatest<P, Q, R, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
    _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
  where P: Publisher, Q: Publisher, R: Publisher, Failure == P.Failure, P.Failure == Q.Failure,
    Q.Failure == R.Failure {
    Publishers.Map(upstream: Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)) {
      transform($0.0, $0.1, $0.2, $0.3)
    }
  }

}

extension Publishers {
  /// The n-th values of 2 publishers, together.
  public struct Zip<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (A.Output, B.Output), S.Failure == B.Failure {
      let link = FanIn(subscriber, count: 2, mode: .zip, name: "Zip") { values in
        (unerased(values[0]) as A.Output, unerased(values[1]) as B.Output)
      }
      link.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        default: b.subscribeErased(sink)
        }
      }
    }
  }

  /// The n-th values of 3 publishers, together.
  public struct Zip3<A, B, C>: Publisher where A: Publisher, B: Publisher, C: Publisher,
      A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (A.Output, B.Output, C.Output), S.Failure == C.Failure {
      let link = FanIn(subscriber, count: 3, mode: .zip, name: "Zip") { values in
        (unerased(values[0]) as A.Output, unerased(values[1]) as B.Output,
          unerased(values[2]) as C.Output)
      }
      link.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        default: c.subscribeErased(sink)
        }
      }
    }
  }

  /// The n-th values of 4 publishers, together.
  public struct Zip4<A, B, C, D>: Publisher where A: Publisher, B: Publisher, C: Publisher,
      D: Publisher, A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (A.Output, B.Output, C.Output, D.Output), S.Failure == D.Failure {
      let link = FanIn(subscriber, count: 4, mode: .zip, name: "Zip") { values in
        (unerased(values[0]) as A.Output, unerased(values[1]) as B.Output,
          unerased(values[2]) as C.Output, unerased(values[3]) as D.Output)
      }
      link.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        case 2: c.subscribeErased(sink)
        default: d.subscribeErased(sink)
        }
      }
    }
  }

  /// The latest values of 2 publishers, whenever one changes.
  public struct CombineLatest<A, B>: Publisher where A: Publisher, B: Publisher,
      A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (A.Output, B.Output), S.Failure == B.Failure {
      let link = FanIn(subscriber, count: 2, mode: .combineLatest,
        name: "CombineLatest") { values in
        (unerased(values[0]) as A.Output, unerased(values[1]) as B.Output)
      }
      link.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        default: b.subscribeErased(sink)
        }
      }
    }
  }

  /// The latest values of 3 publishers, whenever one changes.
  public struct CombineLatest3<A, B, C>: Publisher where A: Publisher, B: Publisher, C: Publisher,
      A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (A.Output, B.Output, C.Output), S.Failure == C.Failure {
      let link = FanIn(subscriber, count: 3, mode: .combineLatest,
        name: "CombineLatest") { values in
        (unerased(values[0]) as A.Output, unerased(values[1]) as B.Output,
          unerased(values[2]) as C.Output)
      }
      link.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        default: c.subscribeErased(sink)
        }
      }
    }
  }

  /// The latest values of 4 publishers, whenever one changes.
  public struct CombineLatest4<A, B, C, D>: Publisher where A: Publisher, B: Publisher,
      C: Publisher, D: Publisher, A.Failure == B.Failure, B.Failure == C.Failure,
      C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (A.Output, B.Output, C.Output, D.Output), S.Failure == D.Failure {
      let link = FanIn(subscriber, count: 4, mode: .combineLatest,
        name: "CombineLatest") { values in
        (unerased(values[0]) as A.Output, unerased(values[1]) as B.Output,
          unerased(values[2]) as C.Output, unerased(values[3]) as D.Output)
      }
      link.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        case 2: c.subscribeErased(sink)
        default: d.subscribeErased(sink)
        }
      }
    }
  }

}

extension Publishers.Zip: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Zip3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Zip4: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable {}
extension Publishers.CombineLatest: Equatable where A: Equatable, B: Equatable {}
extension Publishers.CombineLatest3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.CombineLatest4: Equatable where A: Equatable, B: Equatable, C: Equatable,
  D: Equatable {}
