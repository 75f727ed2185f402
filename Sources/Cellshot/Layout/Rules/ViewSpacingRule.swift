import Foundation

/// What one edge of a view asks of the gap to the view beside it in a column, as SwiftUI's
/// spacing keeps it: the entries a column reads, for one edge (a top edge, or a bottom edge).
///
/// SwiftUI gives each edge entries by kind. A plain view's edge (a colour, a shape, an image,
/// any edge with padding) has a zero entry that meets text's; text's edge has the distance it
/// keeps from a plain view, and a text-to-text entry (the lower text's leading). The gap
/// between two edges is the largest of the entries they share; with none, 8 points.
struct EdgeSpacing: Sendable {
  /// A plain view's edge, or a union holding one.
  var plain = false
  /// Text on this edge: how far it keeps from a plain view on that side (the largest, for a
  /// row of texts).
  var text: CGFloat?
  /// Text's leading, rounded up to a pixel: on a top edge, how far it keeps below a text.
  var leading: CGFloat = 0

  /// An edge that asks nothing (a spacer in a row).
  static let none = EdgeSpacing()
  static let plainEdge = EdgeSpacing(plain: true)

  /// The edge of several views side by side (a row's top, a stack of layers' bottom): every
  /// entry of each, the larger where two hold the same kind.
  mutating func formUnion(_ other: EdgeSpacing) {
    plain = plain || other.plain
    if let value = other.text { text = max(text ?? value, value) }
    leading = max(leading, other.leading)
  }

  /// The gap between a view whose bottom edge is `above` and the view under it, whose top
  /// edge is `below`; `fallback` where they share no kind (SwiftUI's default, 8).
  static func gap(above: EdgeSpacing, below: EdgeSpacing, fallback: CGFloat = 8) -> CGFloat {
    var gap: CGFloat?
    // Text over text: the lower text's leading (a text style's; `.system(size:)` has none).
    if above.text != nil && below.text != nil { gap = below.leading }
    if above.plain, let value = below.text { gap = max(gap ?? value, value) }
    if let value = above.text, below.plain { gap = max(gap ?? value, value) }
    return gap ?? fallback
  }
}

extension LayoutEngine {
  /// Node `id`'s top (or bottom) edge as a column spaces it.
  ///
  /// Padding on the edge and a frame that sets a height give the view a plain edge; a frame
  /// that sets only widths, `fixedSize`, backgrounds, overlays and the other modifiers that
  /// keep their view's geometry show its edge. A column shows its first child's top and its
  /// last child's bottom; a row, layers, groups and layouts (custom ones, `Grid`,
  /// `ViewThatFits`, whose `Layout` spacing is their subviews' union) show all their
  /// children's.
  ///
  /// Looked for at most `depth` levels down (past that, a plain edge): every stack asks it of
  /// its children, so a tree nested thousands deep must not be walked again at every level.
  func verticalEdge(_ id: NodeID, top: Bool, depth: Int = 64) -> EdgeSpacing {
    guard depth > 0 else { return .plainEdge }
    let children = builder.nodes[id].children
    switch builder.nodes[id].kind {
    case .text(let text):
      return textEdge(text, top: top)
    case .spacer:
      return .none
    case .padding(let insets):
      if (top ? insets.top : insets.bottom) != 0 { return .plainEdge }
    case .frame(let frame):
      if frame.height != nil { return .plainEdge }
    case .flexFrame(let frame):
      if frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil {
        return .plainEdge
      }
    case .stack(let stack) where stack.axis == .vertical:
      guard let end = top ? children.first : children.last else { return .plainEdge }
      return verticalEdge(end, top: top, depth: depth - 1)
    case .custom(let layout):
      // The layout's own `spacing(subviews:cache:)`: by default its subviews' union.
      let spacing = customSpacing(layout, children)
      return top ? spacing.top : spacing.bottom
    case .stack, .zstack, .group, .grid, .gridRow, .firstFitting:
      var edge = EdgeSpacing.none
      for child in children { edge.formUnion(verticalEdge(child, top: top, depth: depth - 1)) }
      return children.isEmpty ? .plainEdge : edge
    case let kind where kind.keepsChildGeometry:
      break
    case .fixedSize, .layoutDirection:
      break
    default:
      return .plainEdge
    }
    guard let child = children.first else { return .plainEdge }
    return verticalEdge(child, top: top, depth: depth - 1)
  }

  /// Text's edge, by the system font's metrics at its largest size (SF Pro's ascender 1950,
  /// descender 494 and cap height 1443 per 2048 units): a tenth of the line height, rounded up
  /// to a pixel, beyond the descent above it; below it, the line and that tenth past the cap
  /// height, or at least the descent and the tenth.
  func textEdge(_ text: TextNode, top: Bool) -> EdgeSpacing {
    var size = text.font.size
    for run in text.runs ?? [] { size = max(size, run.font.size) }
    let ascent = size * 1950 / 2048, descent = size * 494 / 2048
    let capHeight = size * 1443 / 2048
    let lineHeight = ascent + descent
    let tenth = (lineHeight * 0.1 * Double(scale)).rounded(.up) / Double(scale)
    let value = top ? descent + tenth : max(lineHeight + tenth - capHeight, tenth + descent)
    return EdgeSpacing(plain: false, text: CGFloat(value),
                       leading: CGFloat(text.leading) / CGFloat(scale))
  }
}
