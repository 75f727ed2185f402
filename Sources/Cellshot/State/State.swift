// State: what views own and read while they are resolved.
//
// Takes the values views declare (`@State`, `@StateObject`, `@Environment`, `@AppStorage`,
// ...); gives them back, pass after pass, from one `StateStore` per render. State changed by a
// preference action is noted on the render's session, and the renderer lays out again.
// Nothing here lays out or draws.

import Synchronization

/// A value a view owns, as SwiftUI's `@State`. Setting it during a render (from an
/// `onPreferenceChange` action) makes the renderer lay the picture out again with it.
@propertyWrapper
public struct State<Value> {
  final class Box {
    var value: Value
    /// The value the view was made with: each render starts from it.
    let initial: Value
    init(_ value: Value) {
      self.value = value
      initial = value
    }
  }
  let box: Box

  public init(wrappedValue: Value) { box = Box(wrappedValue) }
  public init(initialValue: Value) { box = Box(initialValue) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set {
      let old = box.value
      box.value = newValue
      RenderSession.noteChange(from: old, to: newValue)
    }
  }

  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: {
      let old = box.value
      box.value = $0
      RenderSession.noteChange(from: old, to: $0)
    })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// An optional state that starts as nil: `@State private var selection: Item?`.
  public init() { box = Box(nil) }
}

/// A `State` seen through reflection, so a later pass can take over an earlier pass's value.
protocol AnyStateProperty {
  var stateBox: AnyObject { get }
  /// Takes the value held by `other` (a box of the same type from an earlier pass).
  func adopt(_ other: AnyObject)
  /// Goes back to the value the view was made with.
  func reset()
}

extension State: AnyStateProperty {
  var stateBox: AnyObject { box }
  func adopt(_ other: AnyObject) {
    if let other = other as? Box { box.value = other.value }
  }
  func reset() { box.value = box.initial }
}

/// Keeps views' `@State` across the passes of one render, as SwiftUI keeps it across updates:
/// a view's state is found again by its type and its place among views of that type.
final class StateStore {
  private var boxes: [String: [AnyObject]] = [:]
  private var hasState: [ObjectIdentifier: Bool] = [:]
  private var seen: [ObjectIdentifier: Int] = [:]

  /// Starts a new pass: views are counted again from the first.
  func beginPass() { seen.removeAll(keepingCapacity: true) }

  /// Gives `view`'s state properties the values they had in the last pass, and remembers
  /// its boxes for the next. (`view` may be any value with a body: toolbar content, tabs.)
  func restore<V>(_ view: V, _ environment: EnvironmentValues) {
    let type = ObjectIdentifier(V.self)
    if hasState[type] == false { return }
    let children = Mirror(reflecting: view).children
    let properties = children.compactMap { $0.value as? AnyStateProperty }
    // `@Environment` and `@EnvironmentObject` read the environment the body is made in, also
    // inside a dynamic property of the app's own, which is then updated.
    let dynamic = DynamicProperties(children)
    dynamic.prepare(environment)
    // The objects the view observes: their changes from now on update the picture.
    if let session = RenderSession.current {
      for child in children {
        if let property = child.value as? ObservingProperty, let object = property.observedObject {
          session.observe(object)
        }
      }
    }
    hasState[type] = !properties.isEmpty || !dynamic.isEmpty
    guard !properties.isEmpty else { return }
    let ordinal = seen[type, default: 0]
    seen[type] = ordinal + 1
    let key = "\(V.self)#\(ordinal)"
    if let old = boxes[key], old.count == properties.count {
      for (property, box) in zip(properties, old) { property.adopt(box) }
    } else {
      // First seen in this render: start from the view's own initial state, so rendering
      // the same view value twice gives the same picture.
      for property in properties { property.reset() }
    }
    boxes[key] = properties.map(\.stateBox)
  }
}
