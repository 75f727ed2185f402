// Transitions: how a view appears and disappears. A picture shows views at rest, in the
// transition's identity phase, which is what `.transition(_:)` draws: the transition's body
// for `.identity` (the view itself for every built-in transition; the identity modifier for
// `.modifier(active:identity:)`; whatever a transition of the app's own makes). The other
// phases are drawn by `apply(content:phase:)` for code that asks for them.
import Symbols

/// How a view is inserted and removed: its body for each phase.
public protocol Transition {
  associatedtype Body: View
  typealias Content = PlaceholderContentView<Self>
  /// The view in `phase`: `.willAppear` before insertion, `.identity` at rest,
  /// `.didDisappear` after removal.
  @MainActor @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does (whether it moves the view).
  static var properties: TransitionProperties { get }
}

extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` as this transition draws it in `phase`.
  @MainActor
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView(AnyView(content)), phase: phase)
  }

  /// This transition and `other`, applied together.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition, run with `animation`.
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(base: self, animation: animation)
  }

}

/// Built-in transitions whose identity phase is the view itself, or whose parts' are.
protocol ContentAtRest {
  static var restsUnchanged: Bool { get }
}

/// Whether transitions of type `type` draw a view at rest as the view itself (so that
/// `.transition` adds no node).
func restsUnchanged<T>(_ type: T.Type) -> Bool {
  (type as? any ContentAtRest.Type)?.restsUnchanged ?? false
}

/// A transition's phase: before insertion, at rest, after removal.
public enum TransitionPhase: Hashable, Sendable {
  case willAppear
  case identity
  case didDisappear

  /// Whether the view is at rest.
  public var isIdentity: Bool { self == .identity }

  /// -1 before insertion, 0 at rest, 1 after removal.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves the view (so Reduce Motion may replace it).
  public var hasMotion: Bool
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

// MARK: the built-in transitions

/// No transition: the view is itself in every phase.
public struct IdentityTransition: Transition, ContentAtRest {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> Content { content }
  public static let properties = TransitionProperties(hasMotion: false)
  static var restsUnchanged: Bool { true }
}

/// Fades the view in and out.
public struct OpacityTransition: Transition, ContentAtRest {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  public static let properties = TransitionProperties(hasMotion: false)
  static var restsUnchanged: Bool { true }
}

/// Moves the view in from `edge` and out to it, by its own size.
public struct MoveTransition: Transition, ContentAtRest {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.movedOut(to: phase.isIdentity ? nil : edge)
  }
  static var restsUnchanged: Bool { true }
}

/// Pushes the view in from `edge` and out to the opposite edge.
public struct PushTransition: Transition, ContentAtRest {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let out: Edge? = switch phase {
    case .willAppear: edge
    case .identity: nil
    case .didDisappear: edge.opposite
    }
    return content.movedOut(to: out).opacity(phase.isIdentity ? 1 : 0)
  }
  static var restsUnchanged: Bool { true }
}

/// Slides the view in from the leading edge and out to the trailing edge.
public struct SlideTransition: Transition, ContentAtRest {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let out: Edge? = switch phase {
    case .willAppear: .leading
    case .identity: nil
    case .didDisappear: .trailing
    }
    return content.movedOut(to: out)
  }
  static var restsUnchanged: Bool { true }
}

/// Scales the view from and to `scale` about `anchor`.
public struct ScaleTransition: Transition, ContentAtRest {
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
  }
  static var restsUnchanged: Bool { true }
}

/// Moves the view in from and out by `offset`.
public struct OffsetTransition: Transition, ContentAtRest {
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
  static var restsUnchanged: Bool { true }
}

/// Blurs, scales and fades the view in and out.
public struct BlurReplaceTransition: Transition, ContentAtRest {
  /// Whether the view scales up as it appears (`.downUp`: down as it leaves) or up both ways.
  public struct Configuration: Equatable, Sendable {
    let disappearsUp: Bool
    public static let downUp = Configuration(disappearsUp: false)
    public static let upUp = Configuration(disappearsUp: true)
  }

  public var configuration: Configuration
  public init(configuration: Configuration) { self.configuration = configuration }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    let scale: CGFloat = switch phase {
    case .identity: 1
    case .willAppear: 0.85
    case .didDisappear: configuration.disappearsUp ? 1.15 : 0.85
    }
    return content.blur(radius: phase.isIdentity ? 0 : 10).scaleEffect(scale)
      .opacity(phase.isIdentity ? 1 : 0)
  }
  static var restsUnchanged: Bool { true }
}

/// A symbol appearing and disappearing with a symbol effect: at rest, the symbol itself.
public struct SymbolEffectTransition: Transition, ContentAtRest {
  let effect: String
  let options: SymbolEffectOptions
  public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
    self.effect = "\(T.self)"
    self.options = options
  }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  public static let properties = TransitionProperties(hasMotion: false)
  static var restsUnchanged: Bool { true }
}

/// One transition for insertion, another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition,
  ContentAtRest
{
  public var insertion: Insertion
  public var removal: Removal
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    insertion.apply(content: removal.apply(content: content,
                                           phase: phase == .didDisappear ? phase : .identity),
                    phase: phase == .willAppear ? phase : .identity)
  }
  public static var properties: TransitionProperties {
    TransitionProperties(hasMotion: Insertion.properties.hasMotion
                           || Removal.properties.hasMotion)
  }
  static var restsUnchanged: Bool {
    Cellshot.restsUnchanged(Insertion.self) && Cellshot.restsUnchanged(Removal.self)
  }
}

/// Two transitions applied together.
struct CombinedTransition<First: Transition, Second: Transition>: Transition, ContentAtRest {
  let first: First
  let second: Second
  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }
  static var properties: TransitionProperties {
    TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }
  static var restsUnchanged: Bool {
    Cellshot.restsUnchanged(First.self) && Cellshot.restsUnchanged(Second.self)
  }
}

/// A transition run with its own animation.
struct AnimatedTransition<Base: Transition>: Transition, ContentAtRest {
  let base: Base
  let animation: Animation?
  func body(content: Content, phase: TransitionPhase) -> some View {
    base.body(content: PlaceholderContentView(content.content), phase: phase)
  }
  static var properties: TransitionProperties { Base.properties }
  static var restsUnchanged: Bool { Cellshot.restsUnchanged(Base.self) }
}

/// `.modifier(active:identity:)`: one modifier at rest, the other before and after.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
  let active: Modifier
  let identity: Modifier
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(phase.isIdentity ? identity : active)
  }
}

extension Transition where Self == IdentityTransition {
  public static var identity: IdentityTransition { Self() }
}
extension Transition where Self == OpacityTransition {
  public static var opacity: OpacityTransition { Self() }
}
extension Transition where Self == MoveTransition {
  public static func move(edge: Edge) -> Self { Self(edge: edge) }
}
extension Transition where Self == PushTransition {
  public static func push(from edge: Edge) -> Self { Self(edge: edge) }
}
extension Transition where Self == SlideTransition {
  public static var slide: SlideTransition { Self() }
}
extension Transition where Self == ScaleTransition {
  /// Scaled down to nothing (1e-5, as SwiftUI's).
  public static var scale: ScaleTransition { Self(1e-5) }
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
    Self(scale, anchor: anchor)
  }
}
extension Transition where Self == OffsetTransition {
  public static func offset(_ offset: CGSize) -> Self { Self(offset) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    offset(CGSize(width: x, height: y))
  }
}
extension Transition where Self == SymbolEffectTransition {
  /// The symbol drawn in and out with `effect`.
  public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> SymbolEffectTransition { SymbolEffectTransition(effect: effect, options: options) }
  public static var symbolEffect: SymbolEffectTransition { symbolEffect(.automatic) }
}
extension Transition where Self == BlurReplaceTransition {
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp)
    -> Self { Self(configuration: config) }
  public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}

extension View {
  /// The view moved out past `edge` by its own size; in place for nil.
  func movedOut(to edge: Edge?) -> some View {
    visualEffectNode(".transition") { proxy in
      guard let edge else { return [] }
      let size = proxy.size
      let (x, y): (CGFloat, CGFloat) = switch edge {
      case .top: (0, -size.height)
      case .bottom: (0, size.height)
      case .leading: (-size.width, 0)
      case .trailing: (size.width, 0)
      }
      return [.transform(.translation(x, y))]
    }
  }
}

// MARK: type-erased transitions

/// A transition of any type.
public struct AnyTransition: @unchecked Sendable {
  let apply: @MainActor (AnyView, TransitionPhase) -> AnyView
  let restsUnchanged: Bool

  /// `transition`, type-erased.
  public init<T: Transition>(_ transition: T) {
    let box = UncheckedBox(transition)
    apply = { content, phase in AnyView(box.value.apply(content: content, phase: phase)) }
    restsUnchanged = Cellshot.restsUnchanged(T.self)
  }

  init(apply: @escaping @MainActor (AnyView, TransitionPhase) -> AnyView, restsUnchanged: Bool) {
    self.apply = apply
    self.restsUnchanged = restsUnchanged
  }

  public static let opacity = AnyTransition(OpacityTransition())
  public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
  public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }
  public static let identity = AnyTransition(IdentityTransition())
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(PushTransition(edge: edge))
  }
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(OffsetTransition(offset))
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
  }
  /// `active` before insertion and after removal, `identity` at rest (drawn).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    let box = UncheckedBox((active: active, identity: identity))
    return AnyTransition(apply: { content, phase in
      AnyView(content.modifier(phase.isIdentity ? box.value.identity : box.value.active))
    }, restsUnchanged: false)
  }
  /// `insertion` as the view appears, `removal` as it leaves.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition {
    AnyTransition(apply: { content, phase in
      insertion.apply(removal.apply(content, phase == .didDisappear ? phase : .identity),
                      phase == .willAppear ? phase : .identity)
    }, restsUnchanged: insertion.restsUnchanged && removal.restsUnchanged)
  }
  /// This transition and `other`, applied together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    let first = self
    return AnyTransition(apply: { content, phase in
      other.apply(first.apply(content, phase), phase)
    }, restsUnchanged: restsUnchanged && other.restsUnchanged)
  }
  /// This transition, run with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A value handed to main-actor closures that only the main actor reads.
final class UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A view with a transition: drawn at rest, in the identity phase.
struct TransitionedView<Content: View>: PrimitiveView, TraitCarrying {
  let content: Content
  let transition: AnyTransition

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if transition.restsUnchanged { return resolve(content, builder, environment) }
    return resolve(transition.apply(AnyView(content), .identity), builder, environment)
  }

  var viewTraits: ViewTraits { traits(of: content) }
}

extension View {
  /// Inserts and removes the view with `t`: a picture shows it at rest.
  @_disfavoredOverload
  public func transition(_ t: AnyTransition) -> some View {
    TransitionedView(content: self, transition: t)
  }

  /// Inserts and removes the view with `transition`: a picture shows it at rest, as the
  /// transition draws its identity phase.
  public func transition<T: Transition>(_ transition: T) -> some View {
    TransitionedView(content: self, transition: AnyTransition(transition))
  }
}
