import Cellshot
import SeedLayouts

// Seed 000 (多列列表): the multi-column list with a pinned section title. The layout itself
// (MCListTitleRow, MCListRow, the "VSTACK" preference and the pinning) lives in Cellshot's
// MultiColumnList; this file holds the seed's data, split into sections from the data rather
// than by the seed's index ranges (which dropped the first row and misfiled 布斯克茨 and 皮克).

enum MultiColumnListScreens {
  static let forwards = [["7号", "格列兹曼", "30岁"], ["9号", "德佩", "24岁"], ["11号", "登贝莱", "24岁"]]
  static let midfield = [["5号", "布斯克茨", "33岁"], ["21号", "德容", "22岁"], ["20号", "比达尔", "30岁"],
                         ["8号", "皮亚尼奇", "25岁"]]
  static let defence = [["3号", "皮克", "33岁"], ["18号", "阿尔巴", "30岁"], ["24号", "埃里克加西", "30岁"],
                        ["23号", "乌姆蒂蒂", "25岁"]]

  /// The three sections: forwards twice (6 rows), midfield twice (8), defence twice, the last
  /// two again, then the first four once more (14).
  static var sections: [MultiColumnSection] {
    let groups: [(String, [[String]])] = [
      ("前锋", forwards + forwards),
      ("中场", midfield + midfield),
      ("后卫", defence + defence + Array(defence[2...]) + defence),
    ]
    var id = 0
    return groups.map { title, rows in
      MultiColumnSection(title: title, rows: rows.map { row in
        id += 1
        return MultiColumnListData(id: id, rowData: row)
      })
    }
  }

  /// Where section `index`'s title row starts in the scroll content, in points, at `scale`:
  /// titles are 60 tall, rows 50 plus a one-pixel divider.
  static func titleY(_ index: Int, scale: Int) -> CGFloat {
    let row = 50 + 1 / CGFloat(scale)
    return sections.prefix(index).reduce(0) { $0 + 60 + CGFloat($1.rows.count) * row }
  }

  /// The list at a scroll offset worked out for the scale being rendered (the dividers are
  /// one pixel, so offsets in points depend on it).
  struct ScrolledList: View {
    let offset: (Int) -> CGFloat
    var body: some View {
      MultiColumnList(sections: MultiColumnListScreens.sections)
        .scrollContentOffset(y: offset(Int(UIScreen.main.scale)))
    }
  }

  static func list(offset: @escaping (Int) -> CGFloat) -> some View {
    ScrolledList(offset: offset)
  }

  static let all: [Screen] = [
    Screen("multicolumn-list-top", "multi-column list at the top: 前锋 pinned", seed: "000") {
      list { _ in 0 }
    },
    Screen("multicolumn-list-midfield", "multi-column list scrolled into the midfield: 中场 pinned",
           seed: "000") {
      list { scale in titleY(1, scale: scale) + 134 }
    },
    Screen("multicolumn-list-pushing", "multi-column list: the 后卫 title half-way through pushing 中场 out",
           seed: "000") {
      list { scale in titleY(2, scale: scale) - 30 }
    },
  ]
}
