/// A column of a `LazyVGrid` or a row of a `LazyHGrid`: its size rule, the space after it,
/// and how cells sit in it.
public struct GridItem: Sendable, Hashable {
  public enum Size: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// An even share of what the fixed items leave, clamped to the range.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks of at least `minimum` as fit in an even share, grown toward `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  /// The space to the next item; nil for 8 points.
  public var spacing: CGFloat?
  /// Where cells sit in the track; nil for the grid's alignment.
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Cells in rows of the given columns, as SwiftUI's `LazyVGrid` (every cell is laid out: a
/// picture has no scrolling to be lazy about).
public struct LazyVGrid<Content: View>: PrimitiveView {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(columns: [GridItem], alignment: HorizontalAlignment = .center,
              spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
              @ViewBuilder content: () -> Content) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let grid = LazyGridNode(axis: .vertical, tracks: columns,
                            alignment: Alignment(horizontal: alignment, vertical: .center),
                            lineSpacing: spacing)
    return grid.makeNodes(content, builder, environment, name: "LazyVGrid")
  }
}

/// Cells in columns of the given rows, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: PrimitiveView {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let grid = LazyGridNode(axis: .horizontal, tracks: rows,
                            alignment: Alignment(horizontal: .center, vertical: alignment),
                            lineSpacing: spacing)
    return grid.makeNodes(content, builder, environment, name: "LazyHGrid")
  }
}

/// The lazy grids' layout. Along the cross axis (a vertical grid's width) the tracks are sized
/// from the items: fixed ones take their size; flexible and adaptive ones share the rest evenly,
/// each clamped to its range (a clamped share goes back to the others); an adaptive share is
/// then cut into as many tracks of at least its minimum as fit. Cells fill the tracks in
/// order, a line at a time; a line is as long as its longest cell, and lines are `lineSpacing`
/// (8 by default) apart. Each cell is proposed its track's breadth and placed by its item's
/// alignment, or the grid's.
struct LazyGridNode {
  let axis: Axis
  let tracks: [GridItem]
  let alignment: Alignment
  let lineSpacing: CGFloat?

  /// One resolved track: where it starts across the grid, its breadth, its alignment.
  struct Track {
    var start: CGFloat
    var breadth: CGFloat
    var alignment: Alignment
  }

  /// The tracks for a grid `available` points across (nil: each at its minimum). `cut` is set
  /// when adaptive items would make more than `GridNode.maxColumns` tracks (a grid millions of
  /// points across): they make that many, wider.
  func resolvedTracks(_ available: CGFloat?, cut: inout Bool) -> [Track] {
    guard !tracks.isEmpty else { return [] }
    let gaps = tracks.dropLast().map { $0.spacing.map(cleanLength) ?? 8 }
    var sizes = [CGFloat?](repeating: nil, count: tracks.count)
    var open: [Int] = []
    for (i, item) in tracks.enumerated() {
      if case .fixed(let size) = item.size { sizes[i] = cleanLength(size) } else { open.append(i) }
    }
    func range(_ i: Int) -> (CGFloat, CGFloat) {
      switch tracks[i].size {
      case .fixed(let size): return (cleanLength(size), cleanLength(size))
      case .flexible(let lo, let hi), .adaptive(let lo, let hi):
        let low = cleanLength(lo)
        return (low, hi.isNaN ? .infinity : max(low, hi))
      }
    }
    if let available {
      var rest = cleanLength(available) - gaps.reduce(0, +)
        - sizes.compactMap { $0 }.reduce(0, +)
      // Even shares, clamped; a clamped track keeps its clamp and the others share again.
      while !open.isEmpty {
        let share = max(0, rest) / CGFloat(open.count)
        let clamped = open.filter { let (lo, hi) = range($0); return share < lo || share > hi }
        if clamped.isEmpty {
          for i in open { sizes[i] = share }
          break
        }
        for i in clamped {
          let (lo, hi) = range(i)
          sizes[i] = min(max(share, lo), hi)
          rest -= sizes[i] ?? 0
        }
        open.removeAll { clamped.contains($0) }
      }
    } else {
      for i in open { sizes[i] = range(i).0 }
    }
    // Adaptive slots become as many tracks of at least their minimum as fit.
    var result: [Track] = []
    var position: CGFloat = 0
    for (i, item) in tracks.enumerated() {
      let size = sizes[i] ?? 0
      let trackAlignment = item.alignment ?? alignment
      let gap = i < gaps.count ? gaps[i] : 0
      if case .adaptive(let lo, let hi) = item.size {
        let minimum = max(cleanLength(lo), 1), spacing = item.spacing.map(cleanLength) ?? 8
        let fit = clampedInt(((size + spacing) / (minimum + spacing)).rounded(.down))
        let count = min(max(1, fit), GridNode.maxColumns)
        if fit > count { cut = true }
        var breadth = (size - CGFloat(count - 1) * spacing) / CGFloat(count)
        if !hi.isNaN { breadth = min(breadth, max(minimum, hi)) }
        for k in 0..<count {
          result.append(Track(start: position, breadth: max(0, breadth), alignment: trackAlignment))
          position += breadth + (k < count - 1 ? spacing : gap)
        }
      } else {
        result.append(Track(start: position, breadth: size, alignment: trackAlignment))
        position += size + gap
      }
    }
    return result
  }

  var spacing: CGFloat { lineSpacing.map(cleanLength) ?? 8 }

  /// The grid's node over `content`'s.
  @MainActor func makeNodes<Content: View>(_ content: Content, _ builder: NodeBuilder,
                                           _ environment: EnvironmentValues, name: String)
    -> [NodeID]
  {
    var env = environment
    env.stackAxis = nil
    return [builder.add(.lazyGrid(self), resolve(content, builder, env), name: name)]
  }

  /// The proposal a cell of `track` gets: the track's breadth across, nothing along.
  func proposal(_ track: Track) -> ProposedViewSize {
    axis == .vertical ? ProposedViewSize(width: track.breadth, height: nil)
      : ProposedViewSize(width: nil, height: track.breadth)
  }
}

extension LayoutEngine {
  func sizeLazyGrid(_ grid: LazyGridNode, _ children: [NodeID], _ p: ProposedViewSize)
    -> CGSize
  {
    let resolved = lazyGridTracks(grid, grid.axis == .vertical ? p.width : p.height)
    let across = resolved.last.map { $0.start + $0.breadth } ?? 0
    let rows = lazyGridLines(grid, children, resolved)
    let along = rows.map(\.length).reduce(0, +) + grid.spacing * CGFloat(max(0, rows.count - 1))
    return grid.axis == .vertical ? CGSize(width: across, height: along)
      : CGSize(width: along, height: across)
  }

  /// Places the cells line by line, each at its track's start and aligned in its box (the
  /// track's breadth by the line's length); tracks are resolved for the grid's placed size.
  func placeLazyGrid(_ grid: LazyGridNode, _ children: [NodeID], in rect: CGRect) {
    let resolved = lazyGridTracks(grid, grid.axis == .vertical ? rect.width : rect.height)
    var offset: CGFloat = 0
    for line in lazyGridLines(grid, children, resolved) {
      for (k, (index, size)) in line.cells.enumerated() {
        let track = resolved[k]
        let box = grid.axis == .vertical
          ? CGSize(width: track.breadth, height: line.length)
          : CGSize(width: line.length, height: track.breadth)
        let inBox = track.alignment.offset(of: size, in: box)
        let origin = grid.axis == .vertical
          ? CGPoint(x: rect.minX + track.start + inBox.x, y: rect.minY + offset + inBox.y)
          : CGPoint(x: rect.minX + offset + inBox.x, y: rect.minY + track.start + inBox.y)
        place(children[index], CGRect(origin: origin, size: size))
      }
      offset += line.length + grid.spacing
    }
  }

  /// The grid's tracks for `available` points across, with a warning when there would be too
  /// many.
  func lazyGridTracks(_ grid: LazyGridNode, _ available: CGFloat?) -> [LazyGridNode.Track] {
    var cut = false
    let tracks = grid.resolvedTracks(available, cut: &cut)
    if cut {
      warnOnce("an adaptive GridItem would make more than \(GridNode.maxColumns) tracks; "
               + "it makes that many, wider")
    }
    return tracks
  }

  /// The cells' sizes line by line (cell index and size), and each line's length along the
  /// main axis: cells fill the tracks in order, a line at a time.
  func lazyGridLines(_ grid: LazyGridNode, _ children: [NodeID],
                     _ tracks: [LazyGridNode.Track])
    -> [(cells: [(Int, CGSize)], length: CGFloat)]
  {
    guard !tracks.isEmpty else { return [] }
    var lines: [(cells: [(Int, CGSize)], length: CGFloat)] = []
    var index = 0
    while index < children.count {
      var cells: [(Int, CGSize)] = []
      var length: CGFloat = 0
      for track in tracks where index < children.count {
        let size = sizeThatFits(children[index], grid.proposal(track))
        cells.append((index, size))
        length = max(length, grid.axis == .vertical ? size.height : size.width)
        index += 1
      }
      lines.append((cells, length))
    }
    return lines
  }
}
