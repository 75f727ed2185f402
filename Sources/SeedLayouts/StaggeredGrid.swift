import Cellshot

/// How a staggered grid puts items into columns.
public enum StaggeredPlacement: Sendable, Hashable {
  /// Item i goes to column i mod columns (the seed's `setUpList`).
  case roundRobin
  /// Each item goes to the column that is shortest so far, as masonry grids do.
  case shortestColumnFirst
}

/// A staggered grid (waterfall): items in `columns` vertical stacks side by side, inside a
/// vertical scroll view, padded 16 vertically. Ported from the seed's `StaggeredGrid`, with a
/// shortest-column-first placement added.
public struct StaggeredGrid<Content: View, T: Identifiable>: View where T: Hashable {
  // It returns each object from the collection to build views.
  var content: (T) -> Content
  var list: [T]
  var columns: Int
  var showsIndicators: Bool
  var spacing: CGFloat
  var placement: StaggeredPlacement

  public init(columns: Int, showsIndicators: Bool = false, spacing: CGFloat = 10,
              placement: StaggeredPlacement = .roundRobin, list: [T],
              @ViewBuilder content: @escaping (T) -> Content) {
    self.content = content
    self.list = list
    self.spacing = spacing
    self.showsIndicators = showsIndicators
    self.columns = max(1, columns)
    self.placement = placement
  }

  /// The seed's staggered-grid split: item i to column i mod columns.
  func setUpList() -> [[T]] {
    StaggeredGrid.roundRobin(list, columns: columns)
  }

  /// Items split into `columns` columns, round robin.
  public static func roundRobin(_ list: [T], columns: Int) -> [[T]] {
    var gridArray: [[T]] = Array(repeating: [], count: max(1, columns))
    var currentIndex = 0
    for object in list {
      gridArray[currentIndex].append(object)
      currentIndex = currentIndex == columns - 1 ? 0 : currentIndex + 1
    }
    return gridArray
  }

  public var body: some View {
    ScrollView(.vertical, showsIndicators: showsIndicators) {
      if placement == .roundRobin {
        HStack(alignment: .top) {
          ForEach(setUpList(), id: \.self) { columnsData in
            LazyVStack(spacing: spacing) {
              ForEach(columnsData) { object in
                content(object)
              }
            }
          }
        }
        .padding(.vertical)
      } else {
        MasonryLayout(columns: columns, spacing: spacing) {
          ForEach(list) { content($0) }
        }
        .padding(.vertical)
      }
    }
  }
}

/// Columns of equal width, `spacing` apart; each subview goes to the column whose height is
/// least so far (the leftmost on a tie), its height being its answer at the column width.
public struct MasonryLayout: Layout {
  public var columns: Int
  public var spacing: CGFloat

  public init(columns: Int, spacing: CGFloat = 10) {
    self.columns = max(1, columns)
    self.spacing = max(0, spacing)
  }

  /// For each subview: its column and its y, and the total height.
  public func arrange(heights: [CGFloat]) -> (placements: [(column: Int, y: CGFloat)], height: CGFloat) {
    var tops = [CGFloat](repeating: 0, count: columns)
    var placements: [(column: Int, y: CGFloat)] = []
    for height in heights {
      var column = 0
      for c in 1..<columns where tops[c] < tops[column] { column = c }
      placements.append((column, tops[column]))
      tops[column] += height + spacing
    }
    let height = (tops.max() ?? 0) - (heights.isEmpty ? 0 : spacing)
    return (placements, max(0, height))
  }

  func columnWidth(_ width: CGFloat) -> CGFloat {
    max(0, (width - spacing * CGFloat(columns - 1)) / CGFloat(columns))
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
    let width = proposal.width ?? 320
    let column = columnWidth(width)
    let heights = subviews.map { $0.sizeThatFits(ProposedViewSize(width: column, height: nil)).height }
    return CGSize(width: width, height: arrange(heights: heights).height)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout Void) {
    let column = columnWidth(bounds.width)
    let proposals = ProposedViewSize(width: column, height: nil)
    let heights = subviews.map { $0.sizeThatFits(proposals).height }
    for (subview, place) in zip(subviews, arrange(heights: heights).placements) {
      subview.place(at: CGPoint(x: bounds.minX + CGFloat(place.column) * (column + spacing),
                                y: bounds.minY + place.y), proposal: proposals)
    }
  }
}
