// Formatting definitions for attributed text (iOS 26): which attributes, and which of their
// values, a rich-text editor allows. Rule: a definition changes the text's attributes, never
// its characters; a value constraint sets an attribute whose value is not allowed to its
// default, as `constrain(_:)` and `TextEditor(text:selection:)` under
// `.attributedTextFormattingDefinition(_:)` do. The formatting controls that let a person pick
// values are editing, which a picture has none of.

import Foundation

/// The namespace of attributed-text formatting: definitions, their builder and constraints.
public enum AttributedTextFormatting {}

/// A set of rules for the attributes of a text in scope `Scope`, built from value constraints
/// and other definitions in `body`.
public protocol AttributedTextFormattingDefinition<Scope> {
  associatedtype Body: AttributedTextFormattingDefinition
  associatedtype Scope: AttributeScope where Scope == Body.Scope
  @AttributedTextFormatting.DefinitionBuilder<Scope> var body: Body { get }
}

/// A definition that rules one attribute: it receives each run's attributes, and may change
/// the value of `AttributeKey` (the others it may only read).
public protocol AttributedTextValueConstraint: Hashable, Sendable,
  AttributedTextFormattingDefinition
{
  associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable
  func constrain(_ container: inout Attributes)
}

extension AttributedTextValueConstraint {
  /// A constraint is its own body.
  public var body: Self { self }

  /// The attributes a constraint sees: all readable, only its own key writable.
  public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<
    Scope, AttributeKey
  >
}

extension AttributedTextFormattingDefinition {
  /// A constraint allowing some values of one attribute.
  public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint

  /// `string` with every run's attributes constrained by this definition.
  public func constrain(_ string: inout AttributedString) {
    var edits: [(Range<AttributedString.Index>, AttributeContainer)] = []
    for run in string.runs {
      var container = run.attributes
      constrain(&container)
      if container != run.attributes { edits.append((run.range, container)) }
    }
    for (range, container) in edits { string[range].setAttributes(container) }
  }

  /// `container` constrained by this definition.
  public func constrain(_ container: inout AttributeContainer) {
    if let primitive = self as? any PrimitiveFormattingDefinition {
      primitive.constrainContainer(&container)
    } else if let constraint = self as? any AttributedTextValueConstraint {
      applyConstraint(constraint, to: &container)
    } else {
      body.constrain(&container)
    }
  }
}

/// Runs one value constraint on a container through its proxy.
private func applyConstraint<C: AttributedTextValueConstraint>(
  _ constraint: C, to container: inout AttributeContainer
) {
  var proxy = C.Attributes(container: container)
  constraint.constrain(&proxy)
  container = proxy.container
}

/// The definitions made of other definitions, which constrain with their parts.
protocol PrimitiveFormattingDefinition {
  func constrainContainer(_ container: inout AttributeContainer)
}

extension AttributedTextFormatting {
  /// A definition with no rules.
  public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
    PrimitiveFormattingDefinition
  {
    public init() {}
    public var body: EmptyDefinition<Scope> { self }
    func constrainContainer(_ container: inout AttributeContainer) {}
  }

  /// A definition of any type, with its rules.
  public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
    PrimitiveFormattingDefinition
  {
    let rules: (inout AttributeContainer) -> Void

    public init<D: AttributedTextFormattingDefinition>(_ definition: D) where Scope == D.Scope {
      rules = { definition.constrain(&$0) }
    }
    public var body: AnyDefinition<Scope> { self }
    func constrainContainer(_ container: inout AttributeContainer) { rules(&container) }
  }

  /// Several definitions, applied in order.
  public struct TupleDefinition<Scope: AttributeScope, each Definition>:
    AttributedTextFormattingDefinition, PrimitiveFormattingDefinition
    where repeat each Definition: AttributedTextFormattingDefinition
  {
    let definitions: (repeat each Definition)

    public init(definition: repeat each Definition) {
      definitions = (repeat each definition)
    }
    public var body: TupleDefinition<Scope, repeat each Definition> { self }
    func constrainContainer(_ container: inout AttributeContainer) {
      for definition in repeat each definitions { definition.constrain(&container) }
    }
  }

  /// A constraint allowing only `allowedValues` of one attribute (`nil` among them allows
  /// the attribute to be absent): a run with another value gets `defaultValue`.
  public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>:
    AttributedTextValueConstraint where AttributeKey.Value: Sendable
  {
    let allowedValues: Set<AttributeKey.Value?>
    let defaultValue: AttributeKey.Value?

    public init(for keyPath: KeyPath<Scope, AttributeKey>,
                values allowedValues: Set<AttributeKey.Value?>,
                default defaultValue: AttributeKey.Value?) {
      self.allowedValues = allowedValues
      self.defaultValue = defaultValue
    }

    public init(for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>,
                default defaultValue: AttributeKey.Value?) {
      self.allowedValues = allowedValues
      self.defaultValue = defaultValue
    }

    public func constrain(_ container: inout Attributes) {
      if !allowedValues.contains(container[AttributeKey.self]) {
        container[AttributeKey.self] = defaultValue
      }
    }
  }

  /// The attributes of a run as a value constraint sees them: `Attribute` read and written,
  /// the others read.
  @dynamicMemberLookup
  public struct AttributeContainerProxy<Scope: AttributeScope, Attribute: AttributedStringKey>:
    @unchecked Sendable where Attribute.Value: Sendable
  {
    var container: AttributeContainer

    init(container: AttributeContainer) { self.container = container }

    public subscript<K: AttributedStringKey>(key: K.Type) -> K.Value? where K.Value: Sendable {
      mutating get { container[K.self] }
    }
    public subscript<K: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>
    ) -> K.Value? where K.Value: Sendable {
      mutating get { container[K.self] }
    }
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Scope, K>)
      -> K.Value? where K.Value: Sendable
    {
      mutating get { container[K.self] }
    }
    public subscript(key: Attribute.Type) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }
    public subscript(dynamicMember keyPath: KeyPath<Scope, Attribute>) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }
    public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>)
      -> Attribute.Value?
    {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }
    public subscript<S: AttributeScope>(dynamicMember keyPath: KeyPath<Scope, S>)
      -> Scoped<S>
    {
      get { Scoped(container: container) }
      set { container = newValue.container }
    }
    @_disfavoredOverload
    public subscript<S: AttributeScope>(dynamicMember keyPath: KeyPath<AttributeScopes, S.Type>)
      -> Scoped<S>
    {
      get { Scoped(container: container) }
      set { container = newValue.container }
    }
    public subscript<S: AttributeScope>(scope: S.Type) -> Scoped<S> {
      get { Scoped(container: container) }
      set { container = newValue.container }
    }
  }

  /// Builds a definition's body from the definitions listed in it.
  @resultBuilder
  public struct DefinitionBuilder<Scope> {
    public static func buildExpression<D: AttributedTextFormattingDefinition>(_ definition: D)
      -> D where Scope == D.Scope { definition }
    public static func buildBlock<D: AttributedTextFormattingDefinition>(_ definition: D) -> D {
      definition
    }
    public static func buildBlock<S: AttributeScope>() -> EmptyDefinition<S> { EmptyDefinition() }
    public static func buildBlock<F: AttributedTextFormattingDefinition,
                                  each D: AttributedTextFormattingDefinition>(
      _ first: F, _ definition: repeat each D
    ) -> TupleDefinition<F.Scope, F, repeat each D> {
      TupleDefinition(definition: first, repeat each definition)
    }
    public static func buildLimitedAvailability<D: AttributedTextFormattingDefinition>(
      _ definition: D
    ) -> AnyDefinition<Scope> where Scope == D.Scope { AnyDefinition(definition) }
    public static func buildIf<D: AttributedTextFormattingDefinition>(_ definition: D?) -> D?
      where Scope == D.Scope { definition }
  }
}

extension AttributedTextFormatting.AttributeContainerProxy {
  /// The attributes of one scope nested in the proxy's.
  @dynamicMemberLookup
  public struct Scoped<Subscope: AttributeScope>: @unchecked Sendable {
    var container: AttributeContainer

    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Subscope, K>)
      -> K.Value? where K.Value: Sendable
    {
      mutating get { container[K.self] }
    }
    public subscript(dynamicMember keyPath: KeyPath<Subscope, Attribute>) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }
  }
}

extension AttributedTextFormatting.ValueConstraint {
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.allowedValues == b.allowedValues && a.defaultValue == b.defaultValue
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(allowedValues)
    hasher.combine(defaultValue)
  }
}

extension Optional: AttributedTextFormattingDefinition
  where Wrapped: AttributedTextFormattingDefinition
{
  public typealias Scope = Wrapped.Scope
  public var body: some AttributedTextFormattingDefinition<Wrapped.Scope> {
    AttributedTextFormatting.AnyDefinition<Wrapped.Scope>(
      OptionalDefinition(wrapped: self))
  }
}

/// An optional definition's rules: the wrapped one's, or none.
private struct OptionalDefinition<Wrapped: AttributedTextFormattingDefinition>:
  AttributedTextFormattingDefinition, PrimitiveFormattingDefinition
{
  typealias Scope = Wrapped.Scope
  let wrapped: Wrapped?
  var body: AttributedTextFormatting.EmptyDefinition<Wrapped.Scope> {
    AttributedTextFormatting.EmptyDefinition()
  }
  func constrainContainer(_ container: inout AttributeContainer) {
    wrapped?.constrain(&container)
  }
}

/// The definition as rules for any scope: an editor constrains its text with them.
struct FormattingRules: @unchecked Sendable {
  let apply: (inout AttributedString) -> Void
}

struct FormattingRulesKey: EnvironmentKey {
  static let defaultValue: FormattingRules? = nil
}

extension View {
  /// Rich-text editors below constrain their text's attributes with `definition`.
  public func attributedTextFormattingDefinition<D: AttributedTextFormattingDefinition>(
    _ definition: D
  ) -> some View {
    transformEnvironment(\.formattingRules) { rules in
      rules = FormattingRules { definition.constrain(&$0) }
    }
  }

  /// Rich-text editors below keep to the attributes of scope `S` (their values are not
  /// constrained; a picture has no formatting controls to limit).
  public func attributedTextFormattingDefinition<S: AttributeScope>(_ scope: S.Type)
    -> some View { self }

  /// Rich-text editors below keep to the attributes of the scope at `path`.
  public func attributedTextFormattingDefinition<S: AttributeScope>(
    _ path: KeyPath<AttributeScopes, S.Type>
  ) -> some View { self }
}

extension EnvironmentValues {
  /// The rules of the nearest `.attributedTextFormattingDefinition(_:)` above.
  var formattingRules: FormattingRules? {
    get { self[FormattingRulesKey.self] }
    set { self[FormattingRulesKey.self] = newValue }
  }
}
