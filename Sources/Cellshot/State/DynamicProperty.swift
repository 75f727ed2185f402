// Dynamic properties: the stored properties of a view that are brought up to date before its
// body is made, as SwiftUI's `DynamicProperty`. Cellshot's own wrappers are such properties;
// so is a wrapper of an app's own (or a framework's, as SwiftData's `@Query`) that holds them:
// its `@Environment` and `@EnvironmentObject` properties read the view's environment, then its
// `update()` is called, as SwiftUI does.

/// A stored property of a view that is updated before the view's body is made.
public protocol DynamicProperty {
  /// Brings the property up to date; called before each body, after the properties it holds
  /// have been given the environment.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension Bindable: DynamicProperty {}
extension AppStorage: DynamicProperty {}
extension SceneStorage: DynamicProperty {}
extension FocusState: DynamicProperty {}
extension GestureState: DynamicProperty {}
extension Namespace: DynamicProperty {}

/// What a view's stored properties need before its body: the environment readers among them
/// (also those inside a dynamic property of the app's own, however deep) and those properties
/// of the app's own, to update after.
struct DynamicProperties {
  var readers: [EnvironmentReading] = []
  var custom: [DynamicProperty] = []

  init(_ children: Mirror.Children, depth: Int = 0) {
    for child in children {
      if let reader = child.value as? EnvironmentReading {
        readers.append(reader)
      } else if let property = child.value as? DynamicProperty, !(property is AnyStateProperty),
                depth < 8 {
        // an app's own wrapper: what it holds is reached through it
        let inner = DynamicProperties(Mirror(reflecting: property).children, depth: depth + 1)
        readers += inner.readers
        custom += inner.custom
        custom.append(property)
      }
    }
  }

  var isEmpty: Bool { readers.isEmpty && custom.isEmpty }

  /// Gives the readers `environment`, then updates the app's own properties (copies: those
  /// that keep what they compute keep it in a reference, as SwiftUI's own do).
  func prepare(_ environment: EnvironmentValues) {
    for reader in readers { reader.take(environment) }
    for property in custom {
      var copy = property
      copy.update()
    }
  }
}
