// `.matchedGeometryEffect`: views that share an id in a namespace form a group whose one
// source gives the others its frame. A picture shows the views at rest, where that is what
// SwiftUI does too: a view with `isSource: false` is drawn in its source's frame (its size,
// its position, or both, as `properties` says, anchors aligned), the source and the layout
// around them are unchanged. A group with no source, or more than one, is left as laid out
// (SwiftUI calls that undefined). The animation between frames is not drawn.
import Synchronization

/// A namespace for matched-geometry ids: each `@Namespace` property is one.
@propertyWrapper
public struct Namespace: Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private static let next = Mutex(1)
  let id: Int

  /// A new namespace, distinct from every other.
  public init() {
    id = Namespace.next.withLock { value in
      defer { value += 1 }
      return value
    }
  }

  public var wrappedValue: ID { ID(value: id) }
}

/// Which parts of the source's frame a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Its position (the anchors meet).
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// Its size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A view in a matched-geometry group: its node (a source's may be several, whose frames
/// together are its frame) and how it matches.
struct MatchedGeometryRecord {
  let nodes: [NodeID]
  let key: AnyHashable
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
}

extension View {
  /// Puts the view in the group `id` of `namespace`: a view that is not the group's source
  /// is drawn in the source's frame (`properties` of it, anchors at `anchor` aligned).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    MatchedGeometryView(content: self, key: AnyHashable([AnyHashable(namespace),
                                                          AnyHashable(id)]),
                        properties: properties, anchor: anchor, isSource: isSource)
  }
}

/// A view in a matched-geometry group: its nodes are recorded, none is added (a view that
/// is not a source and stands for several views is one group).
struct MatchedGeometryView<Content: View>: PrimitiveView, TraitCarrying {
  let content: Content
  let key: AnyHashable
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var nodes = resolve(content, builder, environment)
    if !isSource, nodes.count > 1 { nodes = [builder.single(nodes)] }
    if !nodes.isEmpty {
      builder.matchedGeometry.append(MatchedGeometryRecord(
        nodes: nodes, key: key, properties: properties, anchor: anchor, isSource: isSource))
    }
    return nodes
  }

  var viewTraits: ViewTraits { traits(of: content) }
}

extension LayoutEngine {
  /// Places each matched view that is not its group's source in the source's frame.
  func matchGeometry() {
    let records = builder.matchedGeometry
    guard records.contains(where: { !$0.isSource }) else { return }
    var sources: [AnyHashable: [MatchedGeometryRecord]] = [:]
    for record in records where record.isSource { sources[record.key, default: []].append(record) }
    for record in records where !record.isSource {
      guard let group = sources[record.key], group.count == 1, let view = record.nodes.first
      else { continue }
      let source = group[0].nodes.map { builder.nodes[$0].frame }.reduce(CGRect.null) {
        $0.union($1)
      }
      let own = builder.nodes[view].frame
      let size = record.properties.contains(.size) ? source.size : own.size
      let a = record.anchor
      // The point at the anchor of the frame the view keeps its place in: the source's, or
      // its own.
      let target = record.properties.contains(.position) ? source : own
      let point = CGPoint(x: target.minX + a.x * target.width,
                          y: target.minY + a.y * target.height)
      let rect = CGRect(x: point.x - a.x * size.width, y: point.y - a.y * size.height,
                        width: size.width, height: size.height)
      place(view, rect, proposal: ProposedViewSize(size))
    }
  }
}
