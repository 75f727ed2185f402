// A view that draws its content unchanged and reports a warning with the render, for the
// frameworks beside SwiftUI (MapKit's map, drawn without its tiles) to say what they leave out.

/// Draws `content` and adds `message` (once, unless empty) to the render's warnings.
package struct ReportingView<Content: View>: PrimitiveView {
  let message: String
  let content: Content

  package init(warning message: String, content: Content) {
    self.message = message
    self.content = content
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if !message.isEmpty { builder.warnOnce(message) }
    return resolve(content, builder, environment)
  }
}
