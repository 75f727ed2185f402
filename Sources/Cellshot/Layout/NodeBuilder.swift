/// Builds the arena of nodes from a view tree: each primitive view adds its nodes
/// (`View._makeNodes`), and the traits views set on their neighbours go in tables of their own.
@MainActor
public final class NodeBuilder {
  // The arena and its tags are read and written on every node; they are never handed to a
  // call that could touch them again (no inout access spans a call back into the builder),
  // so the run-time exclusivity check, a tenth of laying out a long list, is left out.
  @exclusivity(unchecked) var nodes: [Node] = []
  var depth = 0
  /// Which resolution pass this is: state changed by preference actions re-resolves the tree.
  let pass: Int
  /// Views' state, kept from pass to pass.
  let states: StateStore
  /// The symbols `Image(systemName:)` can draw: those beside the renderer's fonts.
  let symbols: SymbolLibrary

  /// How many levels deep resolving may go before what lies below is left out.
  let maxDepth: Int

  init(pass: Int = 0, states: StateStore = StateStore(), symbols: SymbolLibrary = .shared,
       maxDepth: Int = DeepStack.maxDepth) {
    self.pass = pass
    self.states = states
    self.symbols = symbols
    self.maxDepth = maxDepth
    states.beginPass()
  }

  /// What resolving said of nodes for VoiceOver (`AccessibilityCollector`): controls' roles and
  /// the accessibility modifiers' properties, innermost first.
  var accessibilityNotes: [NodeID: [AccessibilityNote]] = [:]

  /// True once a node with an `onPreferenceChange` action exists.
  var hasPreferenceActions = false
  /// The last `.preferredColorScheme` met: it applies to the whole screen, as on iOS.
  var preferredColorScheme: ColorScheme?
  /// Traits of list rows (`.listRowSeparator`, `.listRowInsets`, `.listRowBackground`).
  var listRows = ListRowTraits()
  /// The container values views carry (`.containerValue`, a tag), by the view's node: what
  /// a custom layout's subviews report.
  var containerValues: [NodeID: ContainerValues] = [:]
  /// Traits of grid cells (`.gridCellColumns`, `.gridColumnAlignment`,
  /// `.gridCellUnsizedAxes`).
  var gridCells = GridCellTraits()
  /// The text nodes a `TextRenderer` draws, with what it needs.
  var textRenderings: [NodeID: TextRendering] = [:]
  /// `.zIndex` of the nodes that have one.
  var zIndex: [NodeID: Double] = [:]
  /// `.ignoresSafeArea` nodes holding a style's fill behind or over a view
  /// (`.background(.blue.gradient)`): grown into the safe area, its gradient still laid out in
  /// the view's own frame.
  var styleFills: Set<NodeID> = []
  /// The `.matchedGeometryEffect` nodes, in the order they were made.
  var matchedGeometry: [MatchedGeometryRecord] = []
  /// Problems met while resolving (an unknown symbol name), reported with the render.
  var warnings: [String] = []

  /// Adds `message` to `warnings` unless it is there already.
  func warnOnce(_ message: String) {
    if !warnings.contains(message) { warnings.append(message) }
  }

  /// Goes one level down the view tree (the caller comes back up with `depth -= 1`); false,
  /// with a warning the first time, when views nest deeper than `DeepStack.maxDepth` (a body
  /// that contains itself, or a tree built in a loop): what lies below is left out.
  func descend() -> Bool {
    guard depth < maxDepth else {
      if !nestedTooDeep {
        nestedTooDeep = true
        warnings.append("views nest more than \(maxDepth) levels deep (a body that "
                        + "contains itself?); the views below that are left out")
      }
      return false
    }
    depth += 1
    return true
  }

  private var nestedTooDeep = false

  /// Gives the one node in `ids` the dump name `name`.
  func rename(_ ids: [NodeID], to name: String) {
    if ids.count == 1 { nodes[ids[0]].label = name }
  }

  /// Room for `count` more nodes (a ForEach knows how many views it is about to make), and a
  /// few for the containers around them, added after them (without, the stack of a long list
  /// copied the whole arena to grow by one); grown at least twofold, so that many small
  /// reservations stay linear.
  func reserve(_ count: Int) {
    let needed = nodes.count + count + 16
    if nodes.capacity < needed { nodes.reserveCapacity(max(needed, nodes.capacity * 2)) }
  }

  /// Each node's kind in a byte, by node id, for rules that ask what a node is again and again
  /// (a stack's spacing asks it of every child): reading it copies no node. Kept with `nodes`
  /// by `add` and `setKind`.
  @exclusivity(unchecked) var tags: [NodeTag] = []

  /// Changes node `id`'s kind, and its tag with it.
  func setKind(_ id: NodeID, _ kind: NodeKind) {
    nodes[id].kind = kind
    tags[id] = kind.tag
  }

  /// Adds a node of `kind` (taken, not copied: its last use moves it into the arena).
  func add(_ kind: consuming NodeKind, _ children: [NodeID] = [], name: String) -> NodeID {
    if kind.isPreferenceAction { hasPreferenceActions = true }
    tags.append(kind.tag)
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

/// What list rows say of themselves, by row node: read when the list lays its rows out.
struct ListRowTraits {
  /// Rows marked `.listRowSeparator(.hidden)`.
  var withoutSeparator: Set<NodeID> = []
  /// Rows with `.listRowInsets`.
  var insets: [NodeID: EdgeInsets] = [:]
  /// Rows with `.listRowBackground`.
  var backgrounds: [NodeID: AnyView] = [:]
}

/// What grid cells say of themselves, by cell node: read when the grid sizes its columns.
struct GridCellTraits {
  /// How many columns a cell spans (1 when absent).
  var spans: [NodeID: Int] = [:]
  /// The alignment a cell gives its whole column.
  var columnAlignments: [NodeID: HorizontalAlignment] = [:]
  /// The axes along which a cell takes what the grid gives it without sizing its track.
  var unsizedAxes: [NodeID: Axis.Set] = [:]
  /// Where a cell sits in its box (`gridCellAnchor`), instead of its alignments.
  var anchors: [NodeID: UnitPoint] = [:]
}
