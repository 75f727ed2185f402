import Cellshot

/// A collection view: data in rows of `cols` cells, `spacing` apart, each cell as wide as
/// (width - spacing x (cols - 1)) / cols; the last row keeps its empty cells. Ported from the
/// seed's `Collection`.
public struct Collection<Content: View, Data: Hashable>: View {
  @Binding var data: [Data]
  let viewBuilder: (Data) -> Content
  let cols: Int
  let spacing: CGFloat

  public init(data: Binding<[Data]>, cols: Int = 3, spacing: CGFloat = 5,
              _ viewBuilder: @escaping (Data) -> Content) {
    _data = data
    self.cols = max(1, cols)
    self.spacing = max(0, spacing)
    self.viewBuilder = viewBuilder
  }

  /// Rows needed for `count` items in `cols` columns.
  public static func rowCount(_ count: Int, cols: Int) -> Int {
    count / cols + (count % cols == 0 ? 0 : 1)
  }

  /// The width of each cell in a collection `width` wide.
  public static func cellWidth(_ width: CGFloat, cols: Int, spacing: CGFloat) -> CGFloat {
    (width - spacing * CGFloat(cols - 1)) / CGFloat(cols)
  }

  private func cell(colIndex: Int, rowIndex: Int) -> some View {
    let cellIndex = (rowIndex * cols) + colIndex
    return ZStack {
      if cellIndex < data.count {
        self.viewBuilder(data[cellIndex])
      }
    }
  }

  public var body: some View {
    GeometryReader { geometry in
      ScrollView {
        self.setupView(geometry: geometry).frame(minHeight: geometry.frame(in: .global).height)
      }
    }
  }

  private func setupView(geometry: GeometryProxy) -> some View {
    let rowCount = Collection.rowCount(data.count, cols: cols)
    let frame = geometry.frame(in: .global)
    let cellWidth = Collection.cellWidth(frame.width, cols: cols, spacing: spacing)
    return VStack(alignment: .leading, spacing: spacing) {
      ForEach(0..<rowCount, id: \.self) { row in
        HStack(spacing: self.spacing) {
          ForEach(0..<self.cols, id: \.self) { col in
            self.cell(colIndex: col, rowIndex: row)
              .frame(maxWidth: cellWidth)
          }
        }
      }
      Spacer()
    }
  }
}
