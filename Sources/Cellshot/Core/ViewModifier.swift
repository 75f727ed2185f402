/// A reusable change to a view, as SwiftUI's ViewModifier.
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = ViewModifierContent
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a ViewModifier is applied to, inside its `body(content:)`.
public struct ViewModifierContent: PrimitiveView {
  let view: AnyView
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    view.make(builder, environment)
  }
}

/// A view with a ViewModifier applied, or two modifiers applied one after the other.
public struct ModifiedContent<Content, Modifier> {
  /// Primitive as a view and as a modifier, as on iOS: drawn by Cellshot, not from a body.
  public typealias Body = Never
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    // A geometry effect has no body: it is drawn from its projection.
    if let effect = modifier as? any GeometryEffect {
      return effect.nodes(for: AnyView(content), builder, environment)
    }
    // An empty modifier draws its content; an environmental one, the modifier it resolves
    // to here.
    if modifier is EmptyModifier { return resolve(content, builder, environment) }
    // Accessibility properties draw nothing: they are noted on the content's nodes.
    if let attachment = modifier as? AccessibilityAttachmentModifier {
      let ids = resolve(content, builder, environment)
      if !attachment.properties.isEmpty {
        builder.noteAccessibility(ids, .properties(attachment.properties))
      }
      return ids
    }
    if let modifier = modifier as? any EnvironmentalModifier {
      return modifier.nodes(for: AnyView(content), builder, environment)
    }
    // Two modifiers one after the other (`concat`): the first, then the second.
    if let modifiers = modifier as? any ModifierSequence {
      return resolve(modifiers.applied(to: AnyView(content)), builder, environment)
    }
    return resolve(modifier.body(content: ViewModifierContent(view: AnyView(content))), builder,
                   environment)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: ViewModifierContent) -> Never {
    fatalError("two modifiers in sequence are applied one by one, not through a body")
  }
}

/// Two view modifiers one after the other, as `ModifiedContent` of modifiers is.
@MainActor protocol ModifierSequence {
  func applied(to view: AnyView) -> AnyView
}

extension ModifiedContent: ModifierSequence where Content: ViewModifier, Modifier: ViewModifier {
  func applied(to view: AnyView) -> AnyView {
    AnyView(view.modifier(content).modifier(modifier))
  }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ViewModifier {
  /// This modifier, then `modifier`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  /// Accepted: a still picture is drawn at the end of any animation.
  public func animation(_ animation: Animation?) -> some ViewModifier { self }
  /// Accepted: a still picture is drawn at the end of any transaction.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some ViewModifier { self }
}

extension View {
  /// The view with `modifier` applied: drawn when the modifier is a `ViewModifier` (a
  /// `ModifiedContent` is a view only then, as in SwiftUI).
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The modifier that changes nothing (`EmptyModifier.identity`), for code that picks a
/// modifier or none.
public struct EmptyModifier: ViewModifier, Sendable {
  /// The one empty modifier.
  public static let identity = EmptyModifier()
  public init() {}
  public func body(content: Content) -> Never { fatalError("EmptyModifier has no body") }
}

/// A modifier made, each time it is applied, from the environment where it is: its
/// `resolve(in:)` gives the modifier that is drawn.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  associatedtype ResolvedModifier: ViewModifier
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is resolved in its environment, never drawn by its body")
  }

  /// `view` with the modifier this one resolves to in `environment`.
  func nodes(for view: AnyView, _ builder: NodeBuilder, _ environment: EnvironmentValues)
    -> [NodeID]
  {
    view.modifier(resolve(in: environment))._makeNodes(builder, environment)
  }
}
