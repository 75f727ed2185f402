// Preferences: `.preference` reports a value up the tree, `.transformPreference` changes the
// values reported inside it into one, and `.onPreferenceChange` receives them; none changes
// the layout. After layout, each action is called with the values
// reported inside it (`runPreferenceActions`); state it changes lays the screen out again.

/// A value views report up the tree, combined by `reduce` in view order.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
  /// The values reported, combined as SwiftUI combines them: the first as it is, each next one
  /// reduced into it; the default value only when nothing is reported. (A key whose `reduce`
  /// does nothing keeps its one reported value, as SwiftClockUI's plates rely on.)
  static func combined(_ values: [Value]) -> Value {
    guard var result = values.first else { return defaultValue }
    for value in values.dropFirst() { reduce(value: &result) { value } }
    return result
  }
}

extension View {
  /// Reports `value` for `key` to the views above.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    LayoutModifier(content: self, kind: .preference(key: ObjectIdentifier(key), value: value),
                   name: ".preference(\(K.self))")
  }

  /// Changes the value of `key` reported by this view: the values reported inside it,
  /// combined (the default when none is), passed through `callback`, are reported as one.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    let transform = PreferenceTransform { values in
      var value = K.combined(values.compactMap { $0 as? K.Value })
      callback(&value)
      return value
    }
    return LayoutModifier(content: self,
                          kind: .preference(key: ObjectIdentifier(key), value: transform),
                          name: ".transformPreference(\(K.self))")
  }

  /// Calls `action` after layout with the values of `key` reported inside this view,
  /// combined. State it changes is shown: the picture is laid out again (up to four times).
  /// Nonisolated, as iOS 18's: a helper of the app's own that is nonisolated can call it.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View {
    let reduce: ([Any]) -> Any = { values in K.combined(values.compactMap { $0 as? K.Value }) }
    let perform: (Any) -> Void = { value in if let v = value as? K.Value { action(v) } }
    return LayoutModifier(content: self,
                          kind: .onPreferenceChange(key: ObjectIdentifier(key), reduce: reduce,
                                                    action: perform),
                          name: ".onPreferenceChange(\(K.self))")
  }
}

extension LayoutEngine {
  /// Calls each `onPreferenceChange` action under `root` with the values reported inside it,
  /// combined, in view order.
  func runPreferenceActions(from root: NodeID) {
    guard builder.hasPreferenceActions else { return }
    var actions: [(ObjectIdentifier, ([Any]) -> Any, (Any) -> Void, NodeID)] = []
    func findActions(_ id: NodeID) {
      if case .onPreferenceChange(let key, let reduce, let action) = builder.nodes[id].kind {
        actions.append((key, reduce, action, id))
      }
      builder.nodes[id].children.forEach(findActions)
    }
    findActions(root)
    for (key, reduce, action, id) in actions {
      action(reduce(builder.preferenceValues(key, in: id)))
    }
    runGeometryActions(from: root)
  }
}

/// `.transformPreference`'s node value: what the values reported inside it become.
struct PreferenceTransform {
  let apply: ([Any]) -> Any
}

extension NodeBuilder {
  /// The values of `key` reported in `id`'s subtree, in view order; a `.transformPreference`
  /// of the key reports one value, made from those inside it.
  func preferenceValues(_ key: ObjectIdentifier, in id: NodeID) -> [Any] {
    guard case .preference(let k, let value) = nodes[id].kind, k == key else {
      return nodes[id].children.flatMap { preferenceValues(key, in: $0) }
    }
    if let transform = value as? PreferenceTransform {
      return [transform.apply(nodes[id].children.flatMap { preferenceValues(key, in: $0) })]
    }
    return [value] + nodes[id].children.flatMap { preferenceValues(key, in: $0) }
  }
}
