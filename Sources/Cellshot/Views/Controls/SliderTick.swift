// Slider ticks (iOS 26): marks along a slider's track at values, built by `@SliderTickBuilder`
// as views are by `@ViewBuilder`. Rule: every tick content is, in the end, the list of its
// ticks (`body`); the slider draws one mark per tick whose value lies within its bounds.

/// A mark on a slider's track at `value`, with a label of its own or none.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable, Comparable {
  public typealias Value = V
  public typealias Body = [SliderTick<V>]

  /// A tick's identity: its value.
  public struct ID: Hashable {
    let value: Double
  }

  let value: V
  /// The tick's label, kept as given (a slider at rest on an iPhone does not show it).
  let label: Label?

  /// A tick's label, as its initializer was given it.
  enum Label {
    case view(any View)
    case key(LocalizedStringKey)
    case string(String)
  }

  public init(_ value: V) {
    self.value = value
    label = nil
  }

  public init(_ value: V, @ViewBuilder label: () -> some View) {
    self.value = value
    self.label = .view(label())
  }

  public init(_ titleKey: LocalizedStringKey, _ value: V) {
    self.value = value
    label = .key(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, _ value: V) {
    self.value = value
    label = .string(String(title))
  }

  public var id: ID { ID(value: Double(value)) }
  public var body: [SliderTick<V>] { [self] }

  public static func < (lhs: SliderTick<V>, rhs: SliderTick<V>) -> Bool { lhs.value < rhs.value }
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: SliderTick<V>, _ rhs: SliderTick<V>) -> Bool {
    lhs.value == rhs.value
  }
}

/// Ticks of a slider, as a `@SliderTickBuilder` closure lists them.
public protocol SliderTickContent<Value> {
  associatedtype Value: BinaryFloatingPoint
  associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>
  /// The ticks, in the order listed.
  var body: Body { get }
}

/// Several tick contents listed one after another.
public struct TupleSliderTickContent<V: BinaryFloatingPoint, T>: SliderTickContent {
  public typealias Value = V
  public typealias TicksCollection = [SliderTick<V>]
  public typealias Body = [SliderTick<V>]
  /// The contents, as a tuple.
  public var value: T
  let ticks: [SliderTick<V>]

  public var body: [SliderTick<V>] { ticks }
}

/// A tick for each element of a collection.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable,
                                       Content: SliderTickContent>: SliderTickContent {
  public typealias Value = Content.Value
  public typealias Body = [SliderTick<Value>]
  let data: Data
  let content: (Data.Element) -> Content

  public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                 @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Data.Element, Data.Element == Content.Value {
    self.data = data
    self.content = content
  }

  public init<V>(_ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
    self.data = data
    self.content = content
  }

  public init<V>(_ data: Range<Int>,
                 @SliderTickBuilder<V> content: @escaping (Range<Int>.Element) -> Content)
    where Data == Range<Int>, V == Content.Value {
    self.data = data
    self.content = content
  }

  public var body: [SliderTick<Value>] { data.flatMap { Array(content($0).body) } }
}

extension ConditionalContent: SliderTickContent
  where TrueContent: SliderTickContent, FalseContent: SliderTickContent,
        TrueContent.Body == FalseContent.Body {
  public typealias Value = TrueContent.Value
  public var body: TrueContent.Body {
    switch storage {
    case .trueContent(let content): content.body
    case .falseContent(let content): content.body
    }
  }
}

extension Optional: SliderTickContent where Wrapped: SliderTickContent {
  public typealias Value = Wrapped.Value
  public typealias TicksCollection = [SliderTick<Wrapped.Value>]
  public var body: Optional<Wrapped>.TicksCollection { self.map { Array($0.body) } ?? [] }
}

/// Builds a slider's ticks from a closure listing them.
@resultBuilder
public struct SliderTickBuilder<V: BinaryFloatingPoint> {
  public static func buildBlock() -> some SliderTickContent<V> {
    TupleSliderTickContent<V, ()>(value: (), ticks: [])
  }

  public static func buildBlock(_ content: some SliderTickContent<V>)
    -> some SliderTickContent<V> { content }

  public static func buildExpression(_ content: some SliderTickContent<V>)
    -> some SliderTickContent<V> { content }

  public static func buildIf(_ content: some SliderTickContent<V>)
    -> some SliderTickContent<V> { content }

  public static func buildEither<T: SliderTickContent, F: SliderTickContent>(first: T)
    -> ConditionalContent<T, F> where V == T.Value, T.Body == F.Body {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<T: SliderTickContent, F: SliderTickContent>(second: F)
    -> ConditionalContent<T, F> where V == T.Value, T.Body == F.Body {
    ConditionalContent(storage: .falseContent(second))
  }
}



extension SliderTickBuilder {
  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1
    )>(value: (
      c0, c1
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2
    )>(value: (
      c0, c1, c2
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>,
    C3: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body), Array(c3.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2, C3
    )>(value: (
      c0, c1, c2, c3
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>,
    C3: SliderTickContent<V>, C4: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body), Array(c3.body), Array(c4.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2, C3, C4
    )>(value: (
      c0, c1, c2, c3, c4
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>,
    C3: SliderTickContent<V>, C4: SliderTickContent<V>, C5: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body), Array(c3.body), Array(c4.body), Array(c5.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2, C3, C4, C5
    )>(value: (
      c0, c1, c2, c3, c4, c5
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>,
    C3: SliderTickContent<V>, C4: SliderTickContent<V>, C5: SliderTickContent<V>,
    C6: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body), Array(c3.body), Array(c4.body),
      Array(c5.body),
      Array(c6.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2, C3, C4, C5, C6
    )>(value: (
      c0, c1, c2, c3, c4, c5, c6
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>,
    C3: SliderTickContent<V>, C4: SliderTickContent<V>, C5: SliderTickContent<V>,
    C6: SliderTickContent<V>, C7: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body), Array(c3.body), Array(c4.body),
      Array(c5.body),
      Array(c6.body), Array(c7.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2, C3, C4, C5, C6, C7
    )>(value: (
      c0, c1, c2, c3, c4, c5, c6, c7
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>,
    C3: SliderTickContent<V>, C4: SliderTickContent<V>, C5: SliderTickContent<V>,
    C6: SliderTickContent<V>, C7: SliderTickContent<V>, C8: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body), Array(c3.body), Array(c4.body),
      Array(c5.body),
      Array(c6.body), Array(c7.body), Array(c8.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2, C3, C4, C5, C6, C7, C8
    )>(value: (
      c0, c1, c2, c3, c4, c5, c6, c7, c8
    ), ticks: ticks.flatMap { $0 })
  }

  public static func buildBlock<
    C0: SliderTickContent<V>, C1: SliderTickContent<V>, C2: SliderTickContent<V>,
    C3: SliderTickContent<V>, C4: SliderTickContent<V>, C5: SliderTickContent<V>,
    C6: SliderTickContent<V>, C7: SliderTickContent<V>, C8: SliderTickContent<V>,
    C9: SliderTickContent<V>
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some SliderTickContent<V> {
    let ticks: [[SliderTick<V>]] = [
      Array(c0.body), Array(c1.body), Array(c2.body), Array(c3.body), Array(c4.body),
      Array(c5.body),
      Array(c6.body), Array(c7.body), Array(c8.body), Array(c9.body)
    ]
    return TupleSliderTickContent<V, (
      C0, C1, C2, C3, C4, C5, C6, C7, C8, C9
    )>(value: (
      c0, c1, c2, c3, c4, c5, c6, c7, c8, c9
    ), ticks: ticks.flatMap { $0 })
  }
}
