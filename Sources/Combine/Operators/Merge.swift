// merge as Combine spells it: one struct per arity (Merge to Merge8) and MergeMany, each
// subscribing through a `FanIn`, values sent as they come. Generated shapes, written out so
// that each type has Apple's generic parameters and members.

extension Publisher {
  /// This publisher's values and `other`'s, as they come.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Failure == Failure, P.Output == Output {
    Publishers.Merge(self, other)
  }

  /// This publisher's values and the others', as they come.
  public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B: Publisher, C: Publisher, B.Failure == Failure, B.Output == Output, C.Failure == Failure,
    C.Output == Output {
    Publishers.Merge3(self, b, c)
  }

  /// This publisher's values and the others', as they come.
  public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
  where B: Publisher, C: Publisher, D: Publisher, B.Failure == Failure, B.Output == Output,
    C.Failure == Failure, C.Output == Output, D.Failure == Failure, D.Output == Output {
    Publishers.Merge4(self, b, c, d)
  }

  /// This publisher's values and the others', as they come.
  public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C,
      D, E>
  where B: Publisher, C: Publisher, D: Publisher, E: Publisher, B.Failure == Failure,
    B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure,
    D.Output == Output, E.Failure == Failure, E.Output == Output {
    Publishers.Merge5(self, b, c, d, e)
  }

  /// This publisher's values and the others', as they come.
  public func merge<B, C, D, E, F>(with b: B, _ c: C, _ d: D, _ e: E,
      _ f: F) -> Publishers.Merge6<Self, B, C, D, E, F>
  where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, B.Failure == Failure,
    B.Output == Output, C.Failure == Failure, C.Output == Output, D.Failure == Failure,
    D.Output == Output, E.Failure == Failure, E.Output == Output, F.Failure == Failure,
    F.Output == Output {
    Publishers.Merge6(self, b, c, d, e, f)
  }

  /// This publisher's values and the others', as they come.
  public func merge<B, C, D, E, F, G>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F,
      _ g: G) -> Publishers.Merge7<Self, B, C, D, E, F, G>
  where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    B.Failure == Failure, B.Output == Output, C.Failure == Failure, C.Output == Output,
    D.Failure == Failure, D.Output == Output, E.Failure == Failure, E.Output == Output,
    F.Failure == Failure, F.Output == Output, G.Failure == Failure, G.Output == Output {
    Publishers.Merge7(self, b, c, d, e, f, g)
  }

  /// This publisher's values and the others', as they come.
  public func merge<B, C, D, E, F, G, H>(with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G,
      _ h: H) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
  where B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
    H: Publisher, B.Failure == Failure, B.Output == Output, C.Failure == Failure,
    C.Output == Output, D.Failure == Failure, D.Output == Output, E.Failure == Failure,
    E.Output == Output, F.Failure == Failure, F.Output == Output, G.Failure == Failure,
    G.Output == Output, H.Failure == Failure, H.Output == Output {
    Publishers.Merge8(self, b, c, d, e, f, g, h)
  }

  /// This publisher's values and `other`'s, as they come.
  public func merge(with other: Self) -> Publishers.MergeMany<Self> {
    Publishers.MergeMany(self, other)
  }

}

extension Publishers {
  /// The values of 2 publishers, as they come.
  public struct Merge<A, B>: Publisher where A: Publisher, B: Publisher, A.Failure == B.Failure,
      A.Output == B.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == B.Output, S.Failure == B.Failure {
      let merge = FanIn(subscriber, count: 2, mode: .merge, name: "Merge") {
        unerased($0[0]) as S.Input
      }
      merge.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        default: b.subscribeErased(sink)
        }
      }
    }

    public func merge<P>(with other: P) -> Merge3<A, B, P>
    where P: Publisher, B.Failure == P.Failure, B.Output == P.Output {
      Merge3(a, b, other)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Merge4<A, B, Z, Y>
    where Z: Publisher, Y: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output {
      Merge4(a, b, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Merge5<A, B, Z, Y, X>
    where Z: Publisher, Y: Publisher, X: Publisher, B.Failure == Z.Failure, B.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
      Merge5(a, b, z, y, x)
    }

    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Merge6<A, B, Z, Y, X, W>
    where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, B.Failure == Z.Failure,
      B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output {
      Merge6(a, b, z, y, x, w)
    }

    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V) -> Merge7<A, B, Z,
        Y, X, W, V>
    where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher,
      B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
      Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
      W.Failure == V.Failure, W.Output == V.Output {
      Merge7(a, b, z, y, x, w, v)
    }

    public func merge<Z, Y, X, W, V, U>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V,
        _ u: U) -> Merge8<A, B, Z, Y, X, W, V, U>
    where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher,
      B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
      Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
      W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure, V.Output == U.Output {
      Merge8(a, b, z, y, x, w, v, u)
    }
  }

  /// The values of 3 publishers, as they come.
  public struct Merge3<A, B, C>: Publisher where A: Publisher, B: Publisher, C: Publisher,
      A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
    public typealias Output = A.Output
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
    where S.Input == C.Output, S.Failure == C.Failure {
      let merge = FanIn(subscriber, count: 3, mode: .merge, name: "Merge") {
        unerased($0[0]) as S.Input
      }
      merge.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        default: c.subscribeErased(sink)
        }
      }
    }

    public func merge<P>(with other: P) -> Merge4<A, B, C, P>
    where P: Publisher, C.Failure == P.Failure, C.Output == P.Output {
      Merge4(a, b, c, other)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Merge5<A, B, C, Z, Y>
    where Z: Publisher, Y: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output {
      Merge5(a, b, c, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Merge6<A, B, C, Z, Y, X>
    where Z: Publisher, Y: Publisher, X: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
      Merge6(a, b, c, z, y, x)
    }

    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Merge7<A, B, C, Z, Y, X, W>
    where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, C.Failure == Z.Failure,
      C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output {
      Merge7(a, b, c, z, y, x, w)
    }

    public func merge<Z, Y, X, W, V>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V) -> Merge8<A, B, C,
        Z, Y, X, W, V>
    where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher,
      C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
      Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
      W.Failure == V.Failure, W.Output == V.Output {
      Merge8(a, b, c, z, y, x, w, v)
    }
  }

  /// The values of 4 publishers, as they come.
  public struct Merge4<A, B, C, D>: Publisher where A: Publisher, B: Publisher, C: Publisher,
      D: Publisher, A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure,
      B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output {
    public typealias Output = A.Output
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
    where S.Input == D.Output, S.Failure == D.Failure {
      let merge = FanIn(subscriber, count: 4, mode: .merge, name: "Merge") {
        unerased($0[0]) as S.Input
      }
      merge.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        case 2: c.subscribeErased(sink)
        default: d.subscribeErased(sink)
        }
      }
    }

    public func merge<P>(with other: P) -> Merge5<A, B, C, D, P>
    where P: Publisher, D.Failure == P.Failure, D.Output == P.Output {
      Merge5(a, b, c, d, other)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Merge6<A, B, C, D, Z, Y>
    where Z: Publisher, Y: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output {
      Merge6(a, b, c, d, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Merge7<A, B, C, D, Z, Y, X>
    where Z: Publisher, Y: Publisher, X: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
      Merge7(a, b, c, d, z, y, x)
    }

    public func merge<Z, Y, X, W>(with z: Z, _ y: Y, _ x: X, _ w: W) -> Merge8<A, B, C, D, Z, Y, X,
        W>
    where Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, D.Failure == Z.Failure,
      D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
      Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output {
      Merge8(a, b, c, d, z, y, x, w)
    }
  }

  /// The values of 5 publishers, as they come.
  public struct Merge5<A, B, C, D, E>: Publisher where A: Publisher, B: Publisher, C: Publisher,
      D: Publisher, E: Publisher, A.Failure == B.Failure, A.Output == B.Output,
      B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output,
      D.Failure == E.Failure, D.Output == E.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == E.Output, S.Failure == E.Failure {
      let merge = FanIn(subscriber, count: 5, mode: .merge, name: "Merge") {
        unerased($0[0]) as S.Input
      }
      merge.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        case 2: c.subscribeErased(sink)
        case 3: d.subscribeErased(sink)
        default: e.subscribeErased(sink)
        }
      }
    }

    public func merge<P>(with other: P) -> Merge6<A, B, C, D, E, P>
    where P: Publisher, E.Failure == P.Failure, E.Output == P.Output {
      Merge6(a, b, c, d, e, other)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Merge7<A, B, C, D, E, Z, Y>
    where Z: Publisher, Y: Publisher, E.Failure == Z.Failure, E.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output {
      Merge7(a, b, c, d, e, z, y)
    }

    public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Merge8<A, B, C, D, E, Z, Y, X>
    where Z: Publisher, Y: Publisher, X: Publisher, E.Failure == Z.Failure, E.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output {
      Merge8(a, b, c, d, e, z, y, x)
    }
  }

  /// The values of 6 publishers, as they come.
  public struct Merge6<A, B, C, D, E, F>: Publisher where A: Publisher, B: Publisher, C: Publisher,
      D: Publisher, E: Publisher, F: Publisher, A.Failure == B.Failure, A.Output == B.Output,
      B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output,
      D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure, E.Output == F.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == F.Output, S.Failure == F.Failure {
      let merge = FanIn(subscriber, count: 6, mode: .merge, name: "Merge") {
        unerased($0[0]) as S.Input
      }
      merge.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        case 2: c.subscribeErased(sink)
        case 3: d.subscribeErased(sink)
        case 4: e.subscribeErased(sink)
        default: f.subscribeErased(sink)
        }
      }
    }

    public func merge<P>(with other: P) -> Merge7<A, B, C, D, E, F, P>
    where P: Publisher, F.Failure == P.Failure, F.Output == P.Output {
      Merge7(a, b, c, d, e, f, other)
    }

    public func merge<Z, Y>(with z: Z, _ y: Y) -> Merge8<A, B, C, D, E, F, Z, Y>
    where Z: Publisher, Y: Publisher, F.Failure == Z.Failure, F.Output == Z.Output,
      Z.Failure == Y.Failure, Z.Output == Y.Output {
      Merge8(a, b, c, d, e, f, z, y)
    }
  }

  /// The values of 7 publishers, as they come.
  public struct Merge7<A, B, C, D, E, F, G>: Publisher where A: Publisher, B: Publisher,
      C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, A.Failure == B.Failure,
      A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
      C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output, E.Failure == F.Failure,
      E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == G.Output, S.Failure == G.Failure {
      let merge = FanIn(subscriber, count: 7, mode: .merge, name: "Merge") {
        unerased($0[0]) as S.Input
      }
      merge.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        case 2: c.subscribeErased(sink)
        case 3: d.subscribeErased(sink)
        case 4: e.subscribeErased(sink)
        case 5: f.subscribeErased(sink)
        default: g.subscribeErased(sink)
        }
      }
    }

    public func merge<P>(with other: P) -> Merge8<A, B, C, D, E, F, G, P>
    where P: Publisher, G.Failure == P.Failure, G.Output == P.Output {
      Merge8(a, b, c, d, e, f, g, other)
    }
  }

  /// The values of 8 publishers, as they come.
  public struct Merge8<A, B, C, D, E, F, G, H>: Publisher where A: Publisher, B: Publisher,
      C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher,
      A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
      C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
      E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output,
      G.Failure == H.Failure, G.Output == H.Output {
    public typealias Output = A.Output
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D
    public let e: E
    public let f: F
    public let g: G
    public let h: H

    public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.e = e
      self.f = f
      self.g = g
      self.h = h
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == H.Output, S.Failure == H.Failure {
      let merge = FanIn(subscriber, count: 8, mode: .merge, name: "Merge") {
        unerased($0[0]) as S.Input
      }
      merge.start { index, sink in
        switch index {
        case 0: a.subscribeErased(sink)
        case 1: b.subscribeErased(sink)
        case 2: c.subscribeErased(sink)
        case 3: d.subscribeErased(sink)
        case 4: e.subscribeErased(sink)
        case 5: f.subscribeErased(sink)
        case 6: g.subscribeErased(sink)
        default: h.subscribeErased(sink)
        }
      }
    }
  }

  /// The values of any number of publishers of one type, as they come.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }

    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      publishers = Array(upstream)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let publishers = self.publishers
      guard !publishers.isEmpty else {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .finished)
        return
      }
      let merge = FanIn(subscriber, count: publishers.count, mode: .merge, name: "MergeMany") {
        unerased($0[0]) as Output
      }
      merge.start { index, sink in publishers[index].subscribeErased(sink) }
    }

    public func merge(with other: Upstream) -> MergeMany<Upstream> {
      MergeMany(publishers + [other])
    }
  }

}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}
extension Publishers.Merge3: Equatable where A: Equatable, B: Equatable, C: Equatable {}
extension Publishers.Merge4: Equatable where A: Equatable, B: Equatable, C: Equatable,
  D: Equatable {}
extension Publishers.Merge5: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable,
  E: Equatable {}
extension Publishers.Merge6: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable,
  E: Equatable, F: Equatable {}
extension Publishers.Merge7: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable,
  E: Equatable, F: Equatable, G: Equatable {}
extension Publishers.Merge8: Equatable where A: Equatable, B: Equatable, C: Equatable, D: Equatable,
  E: Equatable, F: Equatable, G: Equatable, H: Equatable {}
extension Publishers.MergeMany: Equatable where Upstream: Equatable {}
