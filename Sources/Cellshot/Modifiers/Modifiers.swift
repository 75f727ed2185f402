/// A view wrapped in one layout node (a frame, padding, a clip, ...), with optional secondary
/// views (a background's or an overlay's).
struct LayoutModifier<Content: View>: PrimitiveView {
  let content: Content
  let kind: NodeKind
  let name: String
  var secondaries: [AnyView] = []

  /// A modifier on content that stands for several views (a `Group`, a `ForEach`, a body of
  /// several views) applies to each of them, as in SwiftUI: each gets its own node.
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let contentNodes = resolve(content, builder, environment)
    var env = environment
    env.stackAxis = nil
    let targets = contentNodes.isEmpty ? [builder.single(contentNodes)] : contentNodes
    return targets.map { node in
      var children = [node]
      for view in secondaries {
        let nodes = view.make(builder, env)
        if !nodes.isEmpty { children.append(builder.single(nodes)) }
      }
      return builder.add(kind, children, name: name)
    }
  }
}

/// A view resolved with changed environment values.
struct EnvironmentModifier<Content: View>: PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    change(&env)
    return resolve(content, builder, env)
  }
}

extension EnvironmentModifier: SectionModifier {
  var modifiedSection: StackItem? {
    guard let (header, rows, footer) = sectionParts(of: content) else { return nil }
    func wrap(_ view: AnyView) -> AnyView { AnyView(EnvironmentModifier<AnyView>(content: view, change: change)) }
    return .section(header: wrap(header), rows: wrap(rows), footer: wrap(footer))
  }
}

struct PreferredColorScheme<Content: View>: PrimitiveView {
  let content: Content
  let scheme: ColorScheme?

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard let scheme else { return resolve(content, builder, environment) }
    builder.preferredColorScheme = scheme
    var env = environment
    env.colorScheme = scheme
    return resolve(content, builder, env)
  }
}

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

/// A view with a ViewModifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: PrimitiveView {
  let content: Content
  let modifier: Modifier
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(modifier.body(content: ViewModifierContent(view: AnyView(content))), builder,
            environment)
  }
}

extension View {
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }

  // MARK: clipping and opacity

  /// Clips the view to its frame with rounded corners. Radii too big for the frame are fitted
  /// to it, so `.infinity` gives a capsule; a negative or NaN radius, square corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let radii = CornerRadii(radius > 0 ? Double(radius) : 0)
    return LayoutModifier(content: self, kind: .clip(.roundedRectangle(radii)),
                   name: ".cornerRadius(\(fmtPoints(radius)))")
  }

  /// Clips the view to `shape` in its frame.
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    LayoutModifier(content: self, kind: .clip(shape.shapeKind), name: ".clipShape(\(shape.shapeKind.name))")
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    LayoutModifier(content: self, kind: .clip(.rectangle), name: ".clipped")
  }

  /// Draws the view, composited as a whole, at `opacity` (clamped to 0...1).
  public func opacity(_ opacity: Double) -> some View {
    LayoutModifier(content: self, kind: .opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)),
                   name: ".opacity(\(opacity))")
  }

  // MARK: environment

  public func font(_ font: Font?) -> some View {
    EnvironmentModifier(content: self) { $0.font = font }
  }

  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentModifier(content: self) { $0.foregroundColor = color }
  }



  /// Asks for light or dark appearance: as on iOS it applies to the whole screen (the
  /// renderer lays the screen out again in that scheme, background included); nil asks nothing.
  public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
    PreferredColorScheme(content: self, scheme: scheme)
  }

  public func tint(_ color: Color?) -> some View {
    EnvironmentModifier(content: self) {
      $0.tint = color ?? .blue
      $0.explicitTint = color
    }
  }

  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.bold = isActive }
  }

  public func lineLimit(_ number: Int?) -> some View {
    EnvironmentModifier(content: self) { $0.lineLimit = number.map { max(1, $0) } }
  }

  /// At most the range's upper bound of lines (the lower bound's space is not reserved).
  public func lineLimit(_ range: ClosedRange<Int>) -> some View { lineLimit(range.upperBound) }
  public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View { lineLimit(nil) }
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { lineLimit(limit) }

  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentModifier(content: self) { $0.multilineTextAlignment = alignment }
  }

  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentModifier(content: self) { $0.isEnabled = !disabled }
  }

  /// Sets the content offset the scroll views inside show: a screenshot of a scrolled state.
  public func scrollContentOffset(x: CGFloat = 0, y: CGFloat) -> some View {
    EnvironmentModifier(content: self) {
      $0.scrollContentOffset = CGPoint(x: cleanLength(x), y: cleanLength(y))
    }
  }

  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
  }

  // MARK: accepted for compatibility; a still picture has no use for them

  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
  public func animation(_ animation: Animation?) -> Self { self }
  public func gesture<G>(_ gesture: G) -> Self { self }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self { self }
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
  public func id<ID: Hashable>(_ id: ID) -> Self { self }

  /// Runs `action` once, when the view is first resolved for a picture.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearModifier(content: self, action: action)
  }
}

struct AppearModifier<Content: View>: PrimitiveView {
  let content: Content
  let action: (() -> Void)?
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if builder.pass == 0 { action?() }
    return resolve(content, builder, environment)
  }
}


/// Accepted and ignored: pictures do not animate.
public struct Animation: Sendable {
  public static let `default` = Animation()
  public static let easeInOut = Animation()
  public static let easeIn = Animation()
  public static let easeOut = Animation()
  public static let linear = Animation()
  public static func spring() -> Animation { Animation() }
}

/// Accepted and ignored, for `matchedGeometryEffect`.
@propertyWrapper
public struct Namespace: Sendable {
  public struct ID: Hashable, Sendable { let value: Int }
  public init() {}
  public var wrappedValue: ID { ID(value: 0) }
}

public enum PreviewLayout: Sendable, Hashable {
  case sizeThatFits, device, fixed(width: CGFloat, height: CGFloat)
}

/// Gestures are accepted and ignored.
public struct DragGesture {
  public struct Value { public var translation: CGSize }
  public init(minimumDistance: CGFloat = 10) {}
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
