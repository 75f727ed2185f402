/// A scrolling region: the content is offered unlimited length along the scroll axis, shown
/// from the content offset set with `.scrollContentOffset(y:)` (0 by default), and clipped to
/// the scroll view's bounds.
public struct ScrollView<Content: View>: PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
              @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    env.scrollContentOffset = .zero  // only the nearest scroll view takes the offset
    let child = builder.single(resolve(content, builder, env))
    let offset = environment.scrollContentOffset
    return [builder.add(.scroll(axes: axes, offset: offset), [child],
                        name: "ScrollView(offset: \(fmtPoints(offset.y)))")]
  }
}

/// A coordinate space a frame can be expressed in.
public enum CoordinateSpace: Sendable, Hashable {
  case global
  case local
  case named(String)
}

/// What a GeometryReader's content knows of it: its size, and its frame in any coordinate
/// space around it.
public struct GeometryProxy {
  public let size: CGSize
  let globalFrame: CGRect
  let spaces: [String: CGPoint]
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `space`: the root's (global), its own (local), or that of the
  /// nearest enclosing view with `.coordinateSpace(name:)`.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global: return globalFrame
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      let origin = spaces[name] ?? .zero
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }
}

/// Takes all the space it is offered (10 points on an axis offered nothing) and builds its
/// content from its size and position, placing it at its top-leading corner.
public struct GeometryReader<Content: View>: PrimitiveView {
  let content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    let make = content
    let reader = GeometryContent(make: { AnyView(make($0)) }, environment: env)
    return [builder.add(.geometryReader(reader), name: "GeometryReader")]
  }
}

/// A GeometryReader's content, resolved when the reader is placed. A class, to keep layout
/// nodes small.
final class GeometryContent {
  let make: (GeometryProxy) -> AnyView
  let environment: EnvironmentValues

  init(make: @escaping (GeometryProxy) -> AnyView, environment: EnvironmentValues) {
    self.make = make
    self.environment = environment
  }
}

extension View {
  /// Names this view's bounds as a coordinate space for `GeometryProxy.frame(in: .named(name))`.
  public func coordinateSpace(name: String) -> some View {
    LayoutModifier(content: self, kind: .coordinateSpace(name),
                   name: ".coordinateSpace(\"\(name)\")")
  }
}

/// A value views report up the tree, combined by `reduce` in view order.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Reports `value` for `key` to the views above.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    LayoutModifier(content: self, kind: .preference(key: ObjectIdentifier(key), value: value),
                   name: ".preference(\(K.self))")
  }

  /// Calls `action` after layout with the values of `key` reported inside this view,
  /// combined. State it changes is shown: the picture is laid out again (up to four times).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View {
    let reduce: ([Any]) -> Any = { values in
      var result = K.defaultValue
      for value in values {
        if let v = value as? K.Value { K.reduce(value: &result) { v } }
      }
      return result
    }
    let perform: (Any) -> Void = { value in if let v = value as? K.Value { action(v) } }
    return LayoutModifier(content: self,
                          kind: .onPreferenceChange(key: ObjectIdentifier(key), reduce: reduce,
                                                    action: perform),
                          name: ".onPreferenceChange(\(K.self))")
  }
}
