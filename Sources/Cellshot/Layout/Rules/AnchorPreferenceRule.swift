// Anchors and geometry actions. `.anchorPreference` reports an `Anchor` (a view's frame or a
// point of it, not yet known) up the tree as a preference; `.overlayPreferenceValue` and
// `.backgroundPreferenceValue` build a layer from the values reported inside the view, and a
// GeometryReader in that layer reads an anchor as a rectangle or point in its own coordinates
// (`proxy[anchor]`), once the view it comes from is placed. `.onGeometryChange` calls its
// action after layout with a proxy for the view's frame; state it changes lays out again.

/// A rectangle or point of a view, read in another view's coordinates by
/// `GeometryProxy`'s subscript.
public struct Anchor<Value> {
  let source: NodeID
  let value: @Sendable (CGRect) -> Value
  /// The source view's frame in the root's coordinates as laid out so far (zero before).
  let placedFrame: @Sendable () -> CGRect

  /// What an anchor is of: its view's bounds, a rectangle or a point in them.
  public struct Source {
    /// The value for the view's frame, given in the reader's coordinates.
    let value: @Sendable (CGRect) -> Value
  }

  /// The anchor's rectangle or point in the root's coordinates, as SwiftUI compares anchors.
  var placedValue: Value { value(placedFrame()) }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  /// Whether the two anchors stand for the same rectangle or point on the screen.
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Anchor<Value>, _ rhs: Anchor<Value>) -> Bool {
    lhs.placedValue == rhs.placedValue
  }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(placedValue) }
}

extension Anchor.Source {
  /// The anchors of `array`, read together: `proxy[anchor]` gives their values in order.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    let box = UncheckedBox(array)
    self.init { frame in box.value.map { $0.value(frame) } }
  }

  /// The anchor of `anchor`, or nil when there is none.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    let box = UncheckedBox(anchor)
    self.init { frame in box.value.map { $0.value(frame) } }
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's frame.
  public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
  /// `rect`, in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    .init { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `point`, in the view's coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }
  /// The point at `unitPoint` of the view's frame.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
  }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// The anchor's rectangle or point in this reader's coordinates (zero for a view not yet
  /// placed: one placed after the reader).
  public subscript<T>(anchor: Anchor<T>) -> T {
    let frame = frames(anchor.source)
    return anchor.value(frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY))
  }
}

extension View {
  /// Reports `transform(anchor)` for `key`, the anchor being `value` of this view.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    AnchorPreferenceModifier(content: self, key: ObjectIdentifier(key), name: "\(K.self)") {
      id, builder in
      transform(Anchor(source: id, value: value.value, placedFrame: { [weak builder] in
        MainActor.assumeIsolated { builder?.nodes[id].frame ?? .zero }
      }))
    }
  }

  /// Reports `transform(anchor)` for `key` into the value already reported, as `transform`
  /// changes it.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    anchorPreference(key: key, value: value) { anchor in
      var result = K.defaultValue
      transform(&result, anchor)
      return result
    }
  }

  /// A layer in front of this view, centred, built from the values of `key` reported inside it.
  public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    overlayPreferenceValue(key, alignment: .center, transform)
  }

  /// A layer in front of this view built from the values of `key` reported inside it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceLayer(content: self, key: key, inFront: true, alignment: alignment) {
      AnyView(transform($0))
    }
  }

  /// A layer behind this view, centred, built from the values of `key` reported inside it.
  public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    backgroundPreferenceValue(key, alignment: .center, transform)
  }

  /// A layer behind this view built from the values of `key` reported inside it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceLayer(content: self, key: key, inFront: false, alignment: alignment) {
      AnyView(transform($0))
    }
  }

  /// iOS 26's spellings with a leading `_v0`, which SwiftUI declares to keep older binaries
  /// linking: the same layers.
  @_disfavoredOverload
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _v0: Void = (), _ key: K.Type, alignment: Alignment,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    backgroundPreferenceValue(key, alignment: alignment, transform)
  }

  @_disfavoredOverload
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _v0: Void = (), _ key: K.Type, alignment: Alignment,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    overlayPreferenceValue(key, alignment: alignment, transform)
  }

  /// Calls `action` after layout with `transform` of a proxy for this view's frame. State it
  /// changes is shown: the picture is laid out again (up to four times).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View {
    LayoutModifier(content: self, kind: .onGeometryChange { action(transform($0)) },
                   name: ".onGeometryChange")
  }

  /// The same, the action given the old value too (the initial value, on a still picture).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    onGeometryChange(for: type, of: transform) { action($0, $0) }
  }
}

/// `.anchorPreference`: a preference node whose value is an anchor of the node itself (whose
/// frame is its content's).
struct AnchorPreferenceModifier<Content: View>: PrimitiveView {
  let content: Content
  let key: ObjectIdentifier
  let name: String
  let value: (NodeID, NodeBuilder) -> Any

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let nodes = resolve(content, builder, environment)
    let targets = nodes.isEmpty ? [builder.single(nodes)] : nodes
    return targets.map { node in
      let id = builder.add(.preference(key: key, value: ()), [node],
                           name: ".anchorPreference(\(name))")
      builder.setKind(id, .preference(key: key, value: value(id, builder)))
      return id
    }
  }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: the content, and a layer made
/// from the values of the key reported inside it.
struct PreferenceLayer<Content: View, K: PreferenceKey>: PrimitiveView {
  let content: Content
  let key: K.Type
  let inFront: Bool
  let alignment: Alignment
  let layer: (K.Value) -> AnyView

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let node = builder.single(resolve(content, builder, environment))
    let values = builder.preferenceValues(ObjectIdentifier(key), in: node)
    let value = K.combined(values.compactMap { $0 as? K.Value })
    var env = environment
    env.stackAxis = nil
    let layerNode = builder.single(layer(value).make(builder, env))
    let kind: NodeKind = inFront ? .overlay(alignment) : .background(alignment)
    let name = inFront ? ".overlayPreferenceValue" : ".backgroundPreferenceValue"
    return [builder.add(kind, [node, layerNode], name: "\(name)(\(K.self))")]
  }
}

extension LayoutEngine {
  /// Calls each `onGeometryChange` action under `root` with a proxy for its view's frame.
  func runGeometryActions(from root: NodeID) {
    func visit(_ id: NodeID) {
      if case .onGeometryChange(let action) = builder.nodes[id].kind {
        let frame = builder.nodes[id].frame
        action(GeometryProxy(size: frame.size, globalFrame: frame, spaces: spaces,
                             frames: { [builder] in builder.nodes[$0].frame }))
      }
      builder.nodes[id].children.forEach(visit)
    }
    visit(root)
  }
}
