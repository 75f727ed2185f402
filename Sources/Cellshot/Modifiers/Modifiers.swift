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

  // MARK: frames and padding

  /// A frame of fixed width, height, or both; the view sits in it by `alignment`. Negative,
  /// NaN and infinite sizes are ignored.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View {
    let w = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    let h = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    var parts: [String] = []
    if let w { parts.append("width: \(fmtPoints(w))") }
    if let h { parts.append("height: \(fmtPoints(h))") }
    return LayoutModifier(content: self, kind: .frame(width: w, height: h, alignment: alignment),
                          name: ".frame(\(parts.joined(separator: ", ")))")
  }

  /// A flexible frame: at least the minimums, at most the maximums (`.infinity` fills the
  /// space offered), the ideal size when asked for one.
  public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil,
                    maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View {
    func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : max(0, $0) } }
    let flex = FlexFrame(minWidth: clean(minWidth), idealWidth: clean(idealWidth),
                         maxWidth: clean(maxWidth), minHeight: clean(minHeight),
                         idealHeight: clean(idealHeight), maxHeight: clean(maxHeight),
                         alignment: alignment)
    var parts: [String] = []
    for (label, v) in [("minWidth", minWidth), ("maxWidth", maxWidth), ("minHeight", minHeight),
                       ("maxHeight", maxHeight)] {
      if let v { parts.append("\(label): \(fmtPoints(v))") }
    }
    return LayoutModifier(content: self, kind: .flexFrame(flex),
                          name: ".frame(\(parts.joined(separator: ", ")))")
  }

  /// Space around the view: 16 points on `edges` by default, as SwiftUI's `.padding()`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let insets = EdgeInsets(edges, length ?? 16)
    let edgeName = edges.dumpName
    return LayoutModifier(content: self, kind: .padding(insets),
                          name: ".padding(\(edgeName.isEmpty ? "" : edgeName + ", ")\(fmtPoints(length ?? 16)))")
  }

  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  public func padding(_ insets: EdgeInsets) -> some View {
    LayoutModifier(content: self, kind: .padding(insets), name: ".padding(insets)")
  }

  // MARK: layers

  /// Views behind this one, each proposed exactly its size.
  // Disfavoured, as in SwiftUI: a style that is also a view (a gradient) is a style there.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background,
                                           alignment: Alignment = .center) -> some View {
    LayoutModifier(content: self, kind: .background(alignment), name: ".background",
                   secondaries: [AnyView(background)])
  }

  public func background<Background: View>(alignment: Alignment = .center,
                                           @ViewBuilder content: () -> Background) -> some View {
    background(content(), alignment: alignment)
  }

  /// Views in front of this one, each proposed exactly its size.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    LayoutModifier(content: self, kind: .overlay(alignment), name: ".overlay",
                   secondaries: [AnyView(overlay)])
  }

  public func overlay<Overlay: View>(alignment: Alignment = .center,
                                     @ViewBuilder content: () -> Overlay) -> some View {
    overlay(content(), alignment: alignment)
  }

  // MARK: position

  /// Draws the view moved by (x, y) without changing its place in the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    LayoutModifier(content: self, kind: .offset(CGSize(width: cleanOffset(x), height: cleanOffset(y))),
                   name: ".offset(\(fmtPoints(x)), \(fmtPoints(y)))")
  }

  public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

  /// Centres the view at (x, y) in the space its parent offers, taking all of that space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    LayoutModifier(content: self, kind: .position(CGPoint(x: cleanOffset(x), y: cleanOffset(y))),
                   name: ".position(\(fmtPoints(x)), \(fmtPoints(y)))")
  }

  public func position(_ point: CGPoint) -> some View { position(x: point.x, y: point.y) }

  /// Scales the view's proposal to `aspectRatio` (width / height), or to its own ideal size's
  /// ratio when nil, fitting or filling the space offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    return LayoutModifier(content: self, kind: .aspectRatio(ratio, contentMode),
                          name: ".aspectRatio(\(ratio.map { fmtPoints($0) } ?? "nil"), \(contentMode))")
  }

  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
  }

  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Proposes nil (the ideal size) on the fixed axes.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    LayoutModifier(content: self, kind: .fixedSize(horizontal: horizontal, vertical: vertical),
                   name: ".fixedSize")
  }

  /// Higher priorities are offered space first in a stack.
  public func layoutPriority(_ value: Double) -> some View {
    LayoutModifier(content: self, kind: .layoutPriority(value.isFinite ? value : 0),
                   name: ".layoutPriority(\(value))")
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

func cleanOffset(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

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
