import Cellshot

/// The aspect-fit grid of Stanford's CS193p (the seed's `GridLayout`): for `itemCount` items in
/// `size`, the row and column counts whose cells are nearest `desiredAspectRatio`.
public struct GridLayout: Sendable, Hashable {
  public var size: CGSize
  public var rowCount: Int = 0
  public var columnCount: Int = 0

  public init(itemCount: Int, nearAspectRatio desiredAspectRatio: Double = 1, in size: CGSize) {
    self.size = size
    // if our size is zero width or height or the itemCount is not > 0
    // then we have no work to do (because our rowCount & columnCount will be zero)
    guard size.width != 0, size.height != 0, itemCount > 0,
          size.width.isFinite, size.height.isFinite else { return }
    // find the bestLayout
    // i.e., one which results in cells whose aspectRatio
    // has the smallestVariance from desiredAspectRatio
    var bestLayout: (rowCount: Int, columnCount: Int) = (1, itemCount)
    var smallestVariance: Double?
    let sizeAspectRatio = abs(Double(size.width / size.height))
    for rows in 1...itemCount {
      let columns = (itemCount / rows) + (itemCount % rows > 0 ? 1 : 0)
      if (rows - 1) * columns < itemCount {
        let itemAspectRatio = sizeAspectRatio * (Double(rows) / Double(columns))
        let variance = abs(itemAspectRatio - desiredAspectRatio)
        if smallestVariance == nil || variance < smallestVariance! {
          smallestVariance = variance
          bestLayout = (rowCount: rows, columnCount: columns)
        }
      }
    }
    rowCount = bestLayout.rowCount
    columnCount = bestLayout.columnCount
  }

  public var itemSize: CGSize {
    if rowCount == 0 || columnCount == 0 {
      return CGSize.zero
    } else {
      return CGSize(width: size.width / CGFloat(columnCount), height: size.height / CGFloat(rowCount))
    }
  }

  public func location(ofItemAt index: Int) -> CGPoint {
    if rowCount == 0 || columnCount == 0 {
      return CGPoint.zero
    } else {
      return CGPoint(x: (CGFloat(index % columnCount) + 0.5) * itemSize.width,
                     y: (CGFloat(index / columnCount) + 0.5) * itemSize.height)
    }
  }
}

/// Items laid out by `GridLayout` in the space offered: each gets `itemSize` and is centred at
/// its location. The seed's `GridView`.
public struct GridView<Item, ItemView>: View where Item: Identifiable, ItemView: View {
  var items: [Item]
  var viewForItem: (Item) -> ItemView

  public init(_ items: [Item], viewForItem: @escaping (Item) -> ItemView) {
    self.items = items
    self.viewForItem = viewForItem
  }

  public var body: some View {
    GeometryReader { geometry in
      body(for: GridLayout(itemCount: items.count, in: geometry.size))
    }
  }

  func body(for layout: GridLayout) -> some View {
    ForEach(items) { item in
      body(for: item, in: layout)
    }
  }

  func body(for item: Item, in layout: GridLayout) -> some View {
    let index = self.index(of: item)
    return viewForItem(item)
      .frame(width: layout.itemSize.width, height: layout.itemSize.height)
      .position(layout.location(ofItemAt: index))
  }

  func index(of item: Item) -> Int {
    for i in 0..<items.count where item.id == items[i].id {
      return i
    }
    return 0  // TODO: bogus (the seed's own note)
  }
}

/// One row of the seed's row grid: `itemPerRow` square cells as wide as the screen divided by
/// `itemPerRow`, with no spacing; a short last row keeps its cells at the left.
public struct RowView: View {
  var itemPerRow: Int
  var views: [AnyView] = []

  public init(itemPerRow: Int, views: [AnyView]) {
    self.itemPerRow = max(1, itemPerRow)
    self.views = views
  }

  var itemWidth: CGFloat {
    UIScreen.main.bounds.width / CGFloat(itemPerRow)
  }

  public var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<views.count, id: \.self) { index in
        views[index]
          .frame(width: itemWidth, height: itemWidth)
      }
    }
  }
}

/// The seed's row grid: rows of `itemPerRow` views, stacked with no spacing.
public struct GridContentView: View {
  var itemPerRow = 4
  var contentView: [AnyView] = []

  public init(itemPerRow: Int = 4, contentView: [AnyView]) {
    self.itemPerRow = max(1, itemPerRow)
    self.contentView = contentView
  }

  /// Rows needed: ceil(count / itemPerRow).
  public func rowCount() -> Int {
    if contentView.count % itemPerRow == 0 {
      return contentView.count / itemPerRow
    }
    return contentView.count / itemPerRow + 1
  }

  func rowViews(rowIndex: Int) -> [AnyView] {
    var views = [AnyView]()
    for i in 0..<itemPerRow {
      let index = i + rowIndex * itemPerRow
      if index < contentView.count {
        views.append(contentView[index])
      }
    }
    return views
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<rowCount(), id: \.self) { i in
        RowView(itemPerRow: itemPerRow, views: rowViews(rowIndex: i))
      }
    }
  }
}

/// A card of the memory game (CS193p): face up, white with a 3-point orange stroke and its
/// symbol at 0.75 of its smaller side; face down, orange.
public struct CardView: View {
  public var content: String
  public var isFaceUp: Bool

  public init(content: String, isFaceUp: Bool) {
    self.content = content
    self.isFaceUp = isFaceUp
  }

  public var body: some View {
    GeometryReader { geometry in
      ZStack {
        if isFaceUp {
          RoundedRectangle(cornerRadius: cornerRadius).fill(Color.white)
          RoundedRectangle(cornerRadius: cornerRadius).stroke(lineWidth: edgeLineWidth).foregroundColor(.orange)
          Text(content)
        } else {
          RoundedRectangle(cornerRadius: cornerRadius).fill(Color.orange)
        }
      }
      .font(Font.system(size: fontSize(for: geometry.size)))
    }
  }

  // MARK: - Drawing Constants
  let cornerRadius: CGFloat = 10
  let edgeLineWidth: CGFloat = 3
  let fontScaleFactor: CGFloat = 0.75

  func fontSize(for size: CGSize) -> CGFloat {
    return min(size.width, size.height) * fontScaleFactor
  }
}
