import Cellshot

/// What a title row reports: its frame in the list's "VSTACK" coordinate space.
public struct ListRowPreferenceData: Equatable, Sendable {
  public let rect: CGRect
  public init(rect: CGRect) { self.rect = rect }
}

/// Collects the frames of the title rows, in view order (the seed's ListRowPreferenceKey).
public struct ListRowPreferenceKey: PreferenceKey {
  public typealias Value = [ListRowPreferenceData]
  public static let defaultValue: [ListRowPreferenceData] = []
  public static func reduce(value: inout [ListRowPreferenceData],
                            nextValue: () -> [ListRowPreferenceData]) {
    value.append(contentsOf: nextValue())
  }
}

/// The row data of the seed: strings, one per column, and optional column widths.
public struct MultiColumnListData: Identifiable, Hashable, Sendable {
  public var id: Int
  public var column: Int = 1
  public var widths: [CGFloat] = []
  public var rowData: [String] = []

  public init(id: Int = 0, rowData: [String], widths: [CGFloat] = []) {
    self.id = id
    self.rowData = rowData
    self.widths = widths
  }
}

/// A section of the list: a title and its rows.
public struct MultiColumnSection: Identifiable, Hashable, Sendable {
  public var id: String { title }
  public var title: String
  public var rows: [MultiColumnListData]

  public init(title: String, rows: [MultiColumnListData]) {
    self.title = title
    self.rows = rows
  }
}

/// A title row (the seed's MCListTitleRow): full width, 60 tall, black, the title in white
/// `.title` bold, centred; it reports its frame in "VSTACK" when `save` is set.
public struct MCListTitleRow: View {
  var title: String
  var save: Bool

  public init(title: String, save: Bool = true) {
    self.title = title
    self.save = save
  }

  public var body: some View {
    GeometryReader { geo in
      Text(title).font(.title).bold()
        .frame(width: UIScreen.main.bounds.width, height: 60)
        .background(Color.black)
        .foregroundColor(.white)
        .SetPreference(geo: geo, save: save)
    }
    .frame(width: UIScreen.main.bounds.width, height: 60)
  }
}

/// A content row (the seed's MCListRow): 50 tall, columns of equal width (unless widths are
/// given), cell i white when i is even and gray at 0.3 opacity when odd, text centred.
public struct MCListRow: View {
  var data: MultiColumnListData

  public init(data: MultiColumnListData) {
    self.data = data
    self.data.column = self.data.rowData.count == 0 ? 1 : self.data.rowData.count
    if self.data.widths.count == 0 {
      let widthAverage = UIScreen.main.bounds.width / CGFloat(self.data.column)
      for _ in 0..<self.data.column {
        self.data.widths.append(widthAverage)
      }
    }
  }

  public var body: some View {
    HStack(spacing: 0) {
      ForEach(0..<data.column, id: \.self) { i in
        Text(i < data.rowData.count ? data.rowData[i] : "")
          .frame(width: data.widths[i], height: 50)
          .background(((i % 2) == 0) ? Color.white : Color.gray.opacity(0.3))
      }
    }
    .frame(height: 50)
  }
}

/// Reports the row's frame in "VSTACK" (the seed's setPreference modifier).
struct SetPreferenceModifier: ViewModifier {
  var geo: GeometryProxy
  var save: Bool

  func body(content: Content) -> some View {
    if save {
      content
        .preference(key: ListRowPreferenceKey.self,
                    value: [ListRowPreferenceData(rect: geo.frame(in: .named("VSTACK")))])
    } else {
      content
    }
  }
}

extension View {
  func SetPreference(geo: GeometryProxy, save: Bool) -> some View {
    self.modifier(SetPreferenceModifier(geo: geo, save: save))
  }
}

/// Which title is pinned, and how far the next one has pushed it up.
public struct PinnedTitle: Equatable, Sendable {
  /// The section whose title shows in the slot.
  public var index: Int
  /// How far it is pushed up (0, or negative while the next title enters the slot).
  public var offset: CGFloat

  /// From the fixed slot's frame and the title rows' frames (in section order, in the same
  /// space): the last title that has reached the slot is pinned; a next title inside the slot
  /// pushes it up by the overlap, as LazyVStack's pinned headers do.
  public static func from(slot: CGRect, titles: [CGRect]) -> PinnedTitle {
    var index = 0
    for (i, title) in titles.enumerated() where title.minY <= slot.minY { index = i }
    var offset: CGFloat = 0
    if index + 1 < titles.count {
      let next = titles[index + 1].minY
      if next < slot.maxY { offset = next - slot.maxY }
    }
    return PinnedTitle(index: index, offset: offset)
  }
}

/// The multi-column list with a pinned section title (seed 000), for any sections: the fixed
/// title row sits over the top of the scrolling list and shows the section being read. Every
/// title row reports its frame in "VSTACK" through a preference; after layout the list reads
/// them and pins the right title (laying itself out again with it).
public struct MultiColumnList: View {
  var sections: [MultiColumnSection]
  var navigationTitle: String
  @State var pinned = PinnedTitle(index: 0, offset: 0)

  public init(sections: [MultiColumnSection], navigationTitle: String = "多列列表") {
    self.sections = sections
    self.navigationTitle = navigationTitle
  }

  public var body: some View {
    NavigationView {
      ZStack(alignment: .top) {
        // The scrolling list: each section's title row, then its rows, each with a divider.
        ScrollView(.vertical, showsIndicators: false) {
          VStack(spacing: 0) {
            ForEach(sections) { section in
              MCListTitleRow(title: section.title)
              ForEach(section.rows) { row in
                MCListRow(data: row)
                Divider()
              }
            }
          }
        }
        // The fixed title row, over the list's top, pushed up by the next title.
        MCListTitleRow(title: sections.isEmpty ? "" : sections[min(pinned.index, sections.count - 1)].title)
          .offset(y: pinned.offset)
      }
      .clipped()
      .navigationTitle(navigationTitle)
      .coordinateSpace(name: "VSTACK")
      .onPreferenceChange(ListRowPreferenceKey.self) { preferences in
        // The fixed row reports last (it is drawn over the list); the others are the titles.
        guard let slot = preferences.last?.rect else { return }
        let titles = preferences.dropLast().map(\.rect)
        let now = PinnedTitle.from(slot: slot.offsetBy(dx: 0, dy: -pinned.offset), titles: Array(titles))
        if now != pinned { pinned = now }
      }
    }
  }
}
