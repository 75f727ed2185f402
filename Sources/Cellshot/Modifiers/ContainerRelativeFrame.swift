/// `containerRelativeFrame`: the view framed to a share of its container's size. The container
/// is taken to be the screen (SwiftUI uses the nearest scroll view or the window, which on a
/// phone is usually as wide).
struct ContainerRelativeFrame<Content: View>: PrimitiveView {
  let content: Content
  let axes: Axis.Set
  let count: Int
  let span: Int
  let spacing: CGFloat
  let alignment: Alignment
  /// `containerRelativeFrame(_:alignment:_:)`: the app's own length for each axis.
  var custom: ((CGFloat, Axis) -> CGFloat)? = nil

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    func length(_ total: CGFloat, _ axis: Axis) -> CGFloat {
      if let custom {
        let value = custom(total, axis)
        return value.isFinite ? max(0, value) : total
      }
      let count = CGFloat(max(1, count)), span = CGFloat(min(max(1, span), max(1, self.count)))
      let cell = (total - spacing * (count - 1)) / count
      return max(0, cell * span + spacing * (span - 1))
    }
    let screen = environment.screenSize
    let framed = content.frame(
      width: axes.contains(.horizontal) ? length(screen.width, .horizontal) : nil,
      height: axes.contains(.vertical) ? length(screen.height, .vertical) : nil,
                               alignment: alignment)
    return resolve(framed, builder, environment)
  }
}

extension View {
  /// Frames the view to its container's size along `axes` (the screen's, here).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    ContainerRelativeFrame(content: self, axes: axes, count: 1, span: 1, spacing: 0,
                           alignment: alignment)
  }

  /// Frames the view to `span` of `count` equal parts of its container, `spacing` apart.
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1,
                                     spacing: CGFloat, alignment: Alignment = .center)
    -> some View
  {
    ContainerRelativeFrame(content: self, axes: axes, count: count, span: span,
                           spacing: spacing.isFinite ? spacing : 0, alignment: alignment)
  }

  /// Frames the view to `length(containerLength, axis)` along each of `axes` (a length that is
  /// not finite gives the container's; a negative one, zero).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                     _ length: @escaping (CGFloat, Axis) -> CGFloat)
    -> some View
  {
    ContainerRelativeFrame(content: self, axes: axes, count: 1, span: 1, spacing: 0,
                           alignment: alignment, custom: length)
  }
}
