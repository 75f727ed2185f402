// Preferences: `.preference` reports a value up the tree and `.onPreferenceChange` receives
// them; neither changes the layout. After layout, each action is called with the values
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
      var values: [Any] = []
      func collect(_ node: NodeID) {
        if case .preference(let k, let value) = builder.nodes[node].kind, k == key {
          values.append(value)
        }
        builder.nodes[node].children.forEach(collect)
      }
      collect(id)
      action(reduce(values))
    }
    runGeometryActions(from: root)
  }
}
