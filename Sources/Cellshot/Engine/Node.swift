/// The index of a node in the layout tree's arena.
public typealias NodeID = Int

/// What a node is, and the settings its layout and drawing need.
enum NodeKind {
  case text(TextNode)
  case shape(ShapeNode)
  case image(ImageNode)
  case symbol(SymbolNode)
  case spacer(minLength: CGFloat?)
  case divider(Color.Resolved)
  case stack(StackNode)
  case zstack(Alignment)
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  indirect case flexFrame(FlexFrame)
  case padding(EdgeInsets)
  /// children[0] is the primary view; the rest sit behind it, sized like it.
  case background(Alignment)
  /// children[0] is the primary view; the rest sit in front of it, sized like it.
  case overlay(Alignment)
  /// children[0] is the primary view, shown where children[1] (sized like it) has ink.
  case mask(Alignment)
  /// The subtree drawn scaled or turned; the layout does not see it.
  case drawingTransform(DrawingTransform)
  /// The subtree drawn through a colour or blur filter; the layout does not see it.
  case filter(DrawingFilter)
  case offset(CGSize)
  case position(CGPoint)
  case aspectRatio(CGFloat?, ContentMode)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case clip(ShapeKind)
  case opacity(Double)
  /// A drop shadow under the subtree: colour, blur radius and offset, in points.
  case shadow(Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat)
  case scroll(axes: Axis.Set, offset: CGPoint)
  case geometryReader(GeometryContent)
  case custom(AnyLayout)
  case coordinateSpace(String)
  case preference(key: ObjectIdentifier, value: Any)
  case onPreferenceChange(key: ObjectIdentifier, reduce: ([Any]) -> Any, action: (Any) -> Void)
  case navigation(title: String?)
  case layoutPriority(Double)
  case group
  /// ViewThatFits: the first child whose ideal size fits the proposal along these axes.
  case firstFitting(Axis.Set)
  /// A view whose frame grows into the safe area on these edges where it reaches them.
  case ignoresSafeArea(Edge.Set)
  case grid(GridNode)
  /// An explicit alignment guide: the value `compute` gives for this view's dimensions.
  case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
  case gridRow(VerticalAlignment?)
}

/// One node of the layout tree: its kind, its children, and after layout its frame.
struct Node {
  /// The name dumps show: "Text(\"前锋\")", "VStack", ".frame(width: 60)".
  var name: String {
    if label.isEmpty, case .text(let text) = kind {
      let shown = text.string.count > 24 ? String(text.string.prefix(24)) + "…" : text.string
      return "Text(\"\(shown)\")"
    }
    return label
  }

  var kind: NodeKind
  var children: [NodeID]
  /// A short name for dumps: "VStack", ".frame(width: 60)"; empty for text, whose name is
  /// made from its string when asked (`name`), to keep long lists cheap to build.
  var label: String
  /// Set by placement: the frame in the root's coordinates, in points.
  var frame: CGRect = .zero
}

/// Builds the arena of nodes from a view tree.
@MainActor
public final class NodeBuilder {
  var nodes: [Node] = []
  /// The axis of the stack each spacer and divider sits in.
  var stackAxes: [NodeID: Axis] = [:]
  var depth = 0
  /// Which resolution pass this is: state changed by preference actions re-resolves the tree.
  let pass: Int
  /// Views' state, kept from pass to pass.
  let states: StateStore

  init(pass: Int = 0, states: StateStore = StateStore()) {
    self.pass = pass
    self.states = states
    states.beginPass()
  }

  /// True once a node with an `onPreferenceChange` action exists.
  var hasPreferenceActions = false
  /// The last `.preferredColorScheme` met: it applies to the whole screen, as on iOS.
  var preferredColorScheme: ColorScheme?
  /// List rows marked `.listRowSeparator(.hidden)`.
  var rowsWithoutSeparator: Set<NodeID> = []
  /// List rows with `.listRowInsets`.
  var rowInsets: [NodeID: EdgeInsets] = [:]
  /// List rows with `.listRowBackground`.
  var rowBackgrounds: [NodeID: AnyView] = [:]
  /// `.zIndex` of the nodes that have one.
  var zIndex: [NodeID: Double] = [:]
  /// Grid cells' column spans and column alignments.
  var gridSpans: [NodeID: Int] = [:]
  var gridColumnAlignments: [NodeID: HorizontalAlignment] = [:]
  var gridUnsizedAxes: [NodeID: Axis.Set] = [:]
  /// Problems met while resolving (an unknown symbol name), reported with the render.
  var warnings: [String] = []

  /// Gives the one node in `ids` the dump name `name`.
  func rename(_ ids: [NodeID], to name: String) {
    if ids.count == 1 { nodes[ids[0]].label = name }
  }

  func add(_ kind: NodeKind, _ children: [NodeID] = [], name: String) -> NodeID {
    if case .onPreferenceChange = kind { hasPreferenceActions = true }
    nodes.append(Node(kind: kind, children: children, label: name))
    return nodes.count - 1
  }

  /// One node wrapping `content`'s nodes: several become a group (a VStack-less list is laid
  /// out as a ZStack would, as SwiftUI does for a modifier applied to several views).
  func single(_ content: [NodeID]) -> NodeID {
    if content.count == 1 { return content[0] }
    return add(.group, content, name: "Group")
  }
}

/// A proposal and the size chosen for it, packed: NaN stands for a nil proposal, and an entry
/// whose size is NaN is empty.
struct SizeEntry {
  var proposedWidth: Double
  var proposedHeight: Double
  var width: Double
  var height: Double

  static let empty = SizeEntry(proposedWidth: .nan, proposedHeight: .nan, width: .nan, height: .nan)

  init(proposedWidth: Double, proposedHeight: Double, width: Double, height: Double) {
    self.proposedWidth = proposedWidth
    self.proposedHeight = proposedHeight
    self.width = width
    self.height = height
  }

  init(_ p: ProposedViewSize, _ size: CGSize) {
    self.init(proposedWidth: p.width.map(Double.init) ?? .nan,
              proposedHeight: p.height.map(Double.init) ?? .nan,
              width: Double(size.width), height: Double(size.height))
  }

  var isEmpty: Bool { width.isNaN }
  var size: CGSize { CGSize(width: width, height: height) }

  @inline(__always)
  func matches(_ p: ProposedViewSize) -> Bool {
    guard !width.isNaN else { return false }
    let w = p.width.map(Double.init), h = p.height.map(Double.init)
    return (w == nil ? proposedWidth.isNaN : proposedWidth == w!)
      && (h == nil ? proposedHeight.isNaN : proposedHeight == h!)
  }
}

/// A frame with minimum, ideal and maximum sizes.
struct FlexFrame {
  var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
  var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
  var alignment: Alignment
}

/// How a stack arranges its children.
struct StackNode {
  var axis: Axis
  var alignment: CGFloat  // the cross-axis fraction: 0 leading/top, 0.5 centre, 1 trailing/bottom
  var spacing: CGFloat?
  /// For LazyVStack(pinnedViews: [.sectionHeaders]): the child index of each section's header
  /// and one past its last child.
  var pinnedSections: [(header: Int, end: Int)] = []
  /// Aligns children by text baseline or by a custom alignment's guides, not by `alignment`.
  var guide: StackGuide?
  /// LazyVStack and LazyHStack: as wide (tall) as offered across, whatever their children.
  var lazy = false
}
