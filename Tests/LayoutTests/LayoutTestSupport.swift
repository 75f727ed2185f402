@testable import Cellshot

/// Lays `view` out on a screen of `size` and returns each node's name and frame, in tree
/// order, for tests that check frames by number.
///
/// Text whose font names no design is measured in Terminus (8 by 16 pixels a character at
/// body size, whole-pixel advances), so that the frames these tests expect can be worked out by
/// hand; the tests are of the layout rules, not of the proportional font's metrics.
@MainActor
func layoutFrames<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 844, scale: Int = 1)
  -> [(name: String, frame: CGRect)]
{
  let renderer = Renderer(size: CGSize(width: width, height: height), scale: scale)
  let (engine, _) = renderer.layout(EnvironmentModifier(content: view) { $0.fontDesign = .terminus })
  var out: [(String, CGRect)] = []
  func walk(_ id: NodeID) {
    out.append((engine.builder.nodes[id].name, engine.builder.nodes[id].frame))
    engine.builder.nodes[id].children.forEach(walk)
  }
  walk(engine.builder.nodes.count > 0 ? rootID(engine) : 0)
  return out
}

@MainActor private func rootID(_ engine: LayoutEngine) -> NodeID {
  // The root is the one node no other node lists as a child.
  var isChild = Set<NodeID>()
  for node in engine.builder.nodes { isChild.formUnion(node.children) }
  return engine.builder.nodes.indices.first { !isChild.contains($0) } ?? 0
}

/// The frames of the nodes called `name`, in tree order.
func frames(_ all: [(name: String, frame: CGRect)], _ name: String) -> [CGRect] {
  all.filter { $0.name == name }.map(\.frame)
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: w, height: h)
}

/// The frame of the first node called `name`; `.null` (which equals no real frame) when none is.
func frame(_ all: [(name: String, frame: CGRect)], _ name: String) -> CGRect {
  all.first { $0.name == name }?.frame ?? .null
}

/// The strings of the text nodes `view` resolves to, in tree order.
@MainActor
func resolvedTexts<V: View>(_ view: V, colorScheme: ColorScheme = .light) -> [String] {
  let (engine, _) = Renderer(size: CGSize(width: 390, height: 844), colorScheme: colorScheme)
    .layout(view)
  return engine.builder.nodes.compactMap {
    if case .text(let text) = $0.kind { return text.string } else { return nil }
  }
}

/// The frame of the first node whose dump name starts with `prefix`; `.null` when none does.
func firstFrame(_ f: [(name: String, frame: CGRect)], startingWith prefix: String) -> CGRect {
  f.first { $0.name.hasPrefix(prefix) }?.frame ?? .null
}
