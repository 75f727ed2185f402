// What stands for a UIKit view inside SwiftUI (a `UIViewRepresentable`): the view itself when
// it draws as iOS draws it (`content` gives it, in the environment it is resolved in), else a
// grey box with the type's name taking the space it is offered, and the render warns.

/// A UIKit view wrapped for SwiftUI: its picture when `content` gives one, else a grey box
/// with its type's name, taking the space it is offered, and a warning.
public struct RepresentedPlaceholder: PrimitiveView {
  let typeName: String
  let content: (@MainActor (EnvironmentValues) -> AnyView?)?

  public init(typeName: String) {
    self.typeName = typeName
    content = nil
  }

  /// A representable whose view `content` draws (nil: one Cellshot does not draw).
  public init(typeName: String,
              content: @escaping @MainActor (EnvironmentValues) -> AnyView?) {
    self.typeName = typeName
    self.content = content
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let drawn = content?(environment) { return resolve(drawn, builder, environment) }
    builder.warnings.append("\(typeName) is a UIKit view (UIViewRepresentable) of a class "
                            + "Cellshot does not draw, so it is shown as a grey box")
    let box = Color(light: Color(r: 229, g: 229, b: 234), dark: Color(r: 44, g: 44, b: 46))
      .overlay(Text(typeName).font(.caption).foregroundColor(.secondary).padding(4))
    return resolve(box, builder, environment)
  }
}

extension RepresentedPlaceholder {
  /// Resolves `representable` (a view whose `Body` is `Never`, as SwiftUI's representables)
  /// as this placeholder, its `@State` and `@Environment` properties brought up to date first
  /// as any view's are. Not for use outside Cellshot's SwiftUI module.
  public func _makeNodes<Representable: View>(
    for representable: Representable, _ builder: NodeBuilder, _ environment: EnvironmentValues
  ) -> [NodeID] {
    builder.states.restore(representable, environment)
    return resolve(self, builder, environment)
  }
}
