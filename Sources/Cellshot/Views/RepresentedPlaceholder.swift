// What stands for a UIKit view inside SwiftUI (a `UIViewRepresentable`): Cellshot draws no
// UIKit, so the space is shown, grey, with the type's name, and the render warns.

/// A grey box with a UIKit view's type name, taking the space it is offered; the render warns
/// that the view is not drawn.
public struct RepresentedPlaceholder: PrimitiveView {
  let typeName: String

  public init(typeName: String) { self.typeName = typeName }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    builder.warnings.append("\(typeName) is a UIKit view (UIViewRepresentable): Cellshot draws "
                            + "SwiftUI only, so it is shown as a grey box")
    let box = Color(light: Color(r: 229, g: 229, b: 234), dark: Color(r: 44, g: 44, b: 46))
      .overlay(Text(typeName).font(.caption).foregroundColor(.secondary).padding(4))
    return resolve(box, builder, environment)
  }
}
