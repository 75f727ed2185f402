// Grid and GridRow (iOS 16): rows of cells in shared columns. Each column is as wide as its
// widest one-column cell (its ideal width); width left over in the proposal goes in equal
// shares to the columns holding a flexible cell (one that grows when offered more). A view
// directly in the grid, not in a GridRow, spans every column (a Divider between rows). Rows are
// as tall as their tallest cell for the column widths; cells sit in their boxes by the column's
// alignment (`gridColumnAlignment`), the row's, or the grid's, unless `gridCellAnchor` puts a
// point of the cell on the same point of its box. `GridLayout` is the grid as a `Layout` value
// (for `AnyLayout`): it lays out exactly as Grid does.

/// Rows of cells in shared columns, as SwiftUI's `Grid`.
public struct Grid<Content: View>: PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
              verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    let node = GridNode(alignment: alignment,
                        horizontalSpacing: horizontalSpacing.map(cleanLength) ?? 8,
                        verticalSpacing: verticalSpacing.map(cleanLength) ?? 8)
    return [builder.add(.grid(node), resolve(content, builder, env), name: "Grid")]
  }
}

/// The grid's layout as a value, for `AnyLayout` and `GridLayout { ... }`: it lays out its
/// content exactly as `Grid` does, rows from its `GridRow`s.
public struct GridLayout: Layout, NativeStackLayout, Sendable {
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
              verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// What the layout keeps between sizing and placing: nothing, its plan is made each time.
  public struct Cache: Sendable {}
  public typealias AnimatableData = EmptyAnimatableData

  var native: NativeStack {
    .grid(GridNode(alignment: alignment,
                   horizontalSpacing: horizontalSpacing.map(cleanLength) ?? 8,
                   verticalSpacing: verticalSpacing.map(cleanLength) ?? 8))
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

  /// The spacing around the grid: its first row's above it, its last row's below.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
    var spacing = first.spacing
    spacing.formUnion(last.spacing, edges: .bottom)
    return spacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize { nativeSize(native, proposal, subviews) }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout Cache) {
    nativePlace(native, bounds, proposal, subviews)
  }

  /// No guide of the grid's own: its alignment guides are its bounds'.
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect,
                                proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout Cache) -> CGFloat? { nil }
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect,
                                proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout Cache) -> CGFloat? { nil }
}

extension GridLayout: _VariadicView.UnaryViewRoot {
  /// The grid of `children`, as a view.
  public func body(children: _VariadicView.Children) -> some View {
    Grid(alignment: alignment, horizontalSpacing: horizontalSpacing,
         verticalSpacing: verticalSpacing) { children }
  }
}

/// One row of a Grid.
public struct GridRow<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    [builder.add(.gridRow(alignment), resolve(content, builder, environment), name: "GridRow")]
  }
}

extension View {
  /// How many of a Grid's columns the cell spans.
  public func gridCellColumns(_ count: Int) -> some View {
    GridCellTrait(content: self) { builder, id in builder.gridCells.spans[id] = max(1, count) }
  }

  /// Axes along which the cell does not size its column (row) but takes what the grid gives it:
  /// `Divider().gridCellUnsizedAxes(.horizontal)` spans its column without widening it.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    GridCellTrait(content: self) { builder, id in builder.gridCells.unsizedAxes[id] = axes }
  }

  /// Where the cell sits in its box: its `anchor` point on the box's (`.topLeading`, or
  /// `UnitPoint(x: 0.25, y: 0.5)`), whatever the column's and row's alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    GridCellTrait(content: self) { builder, id in builder.gridCells.anchors[id] = anchor }
  }

  /// How the cells of this cell's column sit across it.
  public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> some View {
    GridCellTrait(content: self) { builder, id in
      builder.gridCells.columnAlignments[id] = alignment
    }
  }
}

struct GridCellTrait<Content: View>: PrimitiveView {
  let content: Content
  let record: (NodeBuilder, NodeID) -> Void
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    for id in ids { record(builder, id) }
    return ids
  }
}

struct GridNode {
  /// The most columns a grid (or tracks a lazy grid) has: more than any picture shows (their
  /// gaps alone, 8 points each, are 32,768 points across).
  static let maxColumns = 4096

  var alignment: Alignment
  var horizontalSpacing: CGFloat
  var verticalSpacing: CGFloat
}

/// A grid resolved for one proposal: where its columns and rows are.
struct GridPlan {
  /// Each row: its cells (node, first column, span) or nil for a view across every column.
  var rows: [(cells: [(id: NodeID, column: Int, span: Int)], spanning: NodeID?,
              alignment: VerticalAlignment?)]
  var columnWidths: [CGFloat]
  var rowHeights: [CGFloat]
  var columnAlignments: [HorizontalAlignment?]

  func columnStart(_ column: Int, spacing: CGFloat) -> CGFloat {
    columnWidths.prefix(column).reduce(0, +) + CGFloat(column) * spacing
  }

  func width(from column: Int, span: Int, spacing: CGFloat) -> CGFloat {
    let end = min(columnWidths.count, column + span)
    return columnWidths[column..<end].reduce(0, +) + CGFloat(max(0, end - column - 1)) * spacing
  }
}

extension LayoutEngine {
  /// The plan of a grid whose rows (and views across every column) are `children`.
  func gridPlan(_ children: [NodeID], _ grid: GridNode, _ p: ProposedViewSize) -> GridPlan {
    var rows: GridPlan = GridPlan(rows: [], columnWidths: [], rowHeights: [], columnAlignments: [])
    var columns = 0
    for child in children {
      if case .gridRow(let alignment) = builder.nodes[child].kind {
        var column = 0
        var cells: [(id: NodeID, column: Int, span: Int)] = []
        for cell in builder.nodes[child].children {
          let asked = builder.gridCells.spans[cell] ?? 1
          guard column < GridNode.maxColumns else {
            warnOnce("a Grid row has more than \(GridNode.maxColumns) columns; "
                     + "the cells past them are not drawn")
            break
          }
          let span = min(asked, GridNode.maxColumns - column)
          if span < asked {
            warnOnce("gridCellColumns(\(asked)) reaches past \(GridNode.maxColumns) columns; "
                     + "the cell spans \(span)")
          }
          cells.append((cell, column, span))
          column += span
        }
        columns = max(columns, column)
        rows.rows.append((cells, nil, alignment))
      } else {
        rows.rows.append(([], child, nil))
      }
    }
    columns = max(columns, 1)
    var widths = [CGFloat](repeating: 0, count: columns)
    var flexible = [Bool](repeating: false, count: columns)
    var alignments = [HorizontalAlignment?](repeating: nil, count: columns)
    for row in rows.rows {
      for cell in row.cells where cell.span == 1 {
        if builder.gridCells.unsizedAxes[cell.id]?.contains(.horizontal) == true { continue }
        let ideal = sizeThatFits(cell.id, .unspecified).width
        widths[cell.column] = max(widths[cell.column], ideal)
        let wide = sizeThatFits(cell.id, ProposedViewSize(width: 1e7, height: nil)).width
        if wide > ideal + 0.5 { flexible[cell.column] = true }
        if let a = builder.gridCells.columnAlignments[cell.id] { alignments[cell.column] = a }
      }
    }
    // Width left in the proposal goes to the flexible columns in equal shares.
    let spacing = grid.horizontalSpacing
    if let available = p.width, available.isFinite {
      let used = widths.reduce(0, +) + CGFloat(columns - 1) * spacing
      let growing = flexible.filter { $0 }.count
      if available > used, growing > 0 {
        let share = (available - used) / CGFloat(growing)
        for c in 0..<columns where flexible[c] { widths[c] += share }
      }
    }
    rows.columnWidths = widths
    rows.columnAlignments = alignments
    let total = widths.reduce(0, +) + CGFloat(columns - 1) * spacing
    rows.rowHeights = rows.rows.map { row in
      if let spanning = row.spanning {
        return sizeThatFits(spanning, ProposedViewSize(width: total, height: nil)).height
      }
      return row.cells.map { cell in
        if builder.gridCells.unsizedAxes[cell.id]?.contains(.vertical) == true { return 0 }
        let w = rows.width(from: cell.column, span: cell.span, spacing: spacing)
        return sizeThatFits(cell.id, ProposedViewSize(width: w, height: nil)).height
      }.max() ?? 0
    }
    return rows
  }

  func sizeGrid(_ id: NodeID, _ grid: GridNode, _ p: ProposedViewSize) -> CGSize {
    sizeGrid(rows: builder.nodes[id].children, grid, p)
  }

  func sizeGrid(rows children: [NodeID], _ grid: GridNode, _ p: ProposedViewSize) -> CGSize {
    let plan = gridPlan(children, grid, p)
    let width = plan.columnWidths.reduce(0, +)
      + CGFloat(max(0, plan.columnWidths.count - 1)) * grid.horizontalSpacing
    let height = plan.rowHeights.reduce(0, +)
      + CGFloat(max(0, plan.rowHeights.count - 1)) * grid.verticalSpacing
    return CGSize(width: width, height: height)
  }

  func placeGrid(_ id: NodeID, _ grid: GridNode, in rect: CGRect, _ p: ProposedViewSize) {
    placeGrid(rows: builder.nodes[id].children, grid, in: rect, p)
  }

  func placeGrid(rows children: [NodeID], _ grid: GridNode, in rect: CGRect,
                 _ p: ProposedViewSize) {
    let plan = gridPlan(children, grid, p)
    let spacing = grid.horizontalSpacing
    let total = plan.columnWidths.reduce(0, +)
      + CGFloat(max(0, plan.columnWidths.count - 1)) * spacing
    var y = rect.minY
    for (index, row) in plan.rows.enumerated() {
      let height = plan.rowHeights[index]
      if row.spanning == nil, index < children.count {
        builder.nodes[children[index]].frame =
          LayoutEngine.finite(CGRect(x: rect.minX, y: y, width: total, height: height))
      }
      if let spanning = row.spanning {
        let box = CGRect(x: rect.minX, y: y, width: total, height: height)
        placeAligned(spanning, in: box, alignment: grid.alignment,
                     proposal: ProposedViewSize(box.size))
      }
      for cell in row.cells {
        let x = rect.minX + plan.columnStart(cell.column, spacing: spacing)
        let w = plan.width(from: cell.column, span: cell.span, spacing: spacing)
        let box = CGRect(x: x, y: y, width: w, height: height)
        let alignment = Alignment(
          horizontal: cell.span == 1
            ? (plan.columnAlignments[cell.column] ?? grid.alignment.horizontal)
            : grid.alignment.horizontal,
          vertical: row.alignment ?? grid.alignment.vertical)
        let unsizedVertically = builder.gridCells.unsizedAxes[cell.id]?.contains(.vertical) == true
        let proposal = ProposedViewSize(width: w, height: unsizedVertically ? height : nil)
        if let anchor = builder.gridCells.anchors[cell.id] {
          // The cell's anchor point sits on the same point of its box.
          let size = sizeThatFits(cell.id, proposal)
          place(cell.id, CGRect(x: box.minX + (box.width - size.width) * anchor.x,
                                y: box.minY + (box.height - size.height) * anchor.y,
                                width: size.width, height: size.height), proposal: proposal)
        } else {
          placeAligned(cell.id, in: box, alignment: alignment, proposal: proposal)
        }
      }
      y += height + grid.verticalSpacing
    }
  }

  /// A row outside a grid lays out as an HStack would not: its cells overlap, centred.
  func sizeGridRow(_ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    var size = CGSize.zero
    for child in children {
      let s = sizeThatFits(child, p)
      size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
    }
    return size
  }

  func placeGridRow(_ children: [NodeID], in rect: CGRect, _ p: ProposedViewSize) {
    for child in children { placeAligned(child, in: rect, alignment: .center, proposal: p) }
  }
}
