// GeometryReader: takes all the space it is offered (10 points on an axis offered nothing);
// its content is built when it is placed, from its size and position, and placed at its
// top-leading corner, each view offered the reader's size.

/// What a GeometryReader's content knows of it: its size, and its frame in any coordinate
/// space around it.
public struct GeometryProxy {
  public let size: CGSize
  let globalFrame: CGRect
  /// The frames of the named coordinate spaces around the reader, in the root's coordinates.
  let spaces: [String: CGRect]
  /// The frames of the views anchors come from, in the root's coordinates.
  var frames: (NodeID) -> CGRect = { _ in .zero }
  /// What the container's rounded corners take of this view's corners (iOS 26).
  public internal(set) var containerCornerInsets = RectangleCornerInsets()
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `space`: the root's (global), its own (local), or that of the
  /// nearest enclosing view with `.coordinateSpace(name:)`.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global: return globalFrame
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      let origin = spaces[CoordinateSpace.key(name)]?.origin ?? .zero
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }
}

/// Takes all the space it is offered (10 points on an axis offered nothing) and builds its
/// content from its size and position, placing it at its top-leading corner.
public struct GeometryReader<Content: View>: PrimitiveView {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

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

extension LayoutEngine {
  func sizeGeometryReader(_ p: ProposedViewSize) -> CGSize {
    p.replacingUnspecifiedDimensions()
  }

  func placeGeometryReader(_ id: NodeID, _ reader: GeometryContent, in rect: CGRect) {
    var proxy = GeometryProxy(size: rect.size, globalFrame: rect, spaces: spaces,
                              frames: { [builder] in builder.nodes[$0].frame })
    proxy.containerCornerInsets = cornerInsets(rect, reader.environment.containerShape)
    let content = reader.make(proxy).make(builder, reader.environment)
    builder.nodes[id].children = content
    let q = ProposedViewSize(rect.size)
    for child in content {
      place(child, CGRect(origin: rect.origin, size: sizeThatFits(child, q)), proposal: q)
    }
  }
}
