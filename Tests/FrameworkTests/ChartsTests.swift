// Swift Charts: bar heights in proportion to values, a y axis ending on a round number above the
// data, hidden axes drawing no labels, pie wedges sharing the circle in proportion, and the
// bars' colour in a rendered chart.
@testable import Charts
import Foundation
import PNGCodec
import SwiftUI
import Testing

private struct Sale: Identifiable {
  let id: String
  let amount: Int
}

private let sales = [Sale(id: "Mon", amount: 12), Sale(id: "Tue", amount: 30),
                     Sale(id: "Wed", amount: 21)]

/// A text measure that gives every label 20 x 13 points.
private func measure(_ text: Text) -> CGSize { CGSize(width: 20, height: 13) }

@MainActor
@Suite struct ChartsTests {
  private func drawing<C: ChartContent>(_ chart: Chart<C>,
                                        _ configuration: ChartConfiguration = ChartConfiguration())
    -> ChartDrawing
  {
    ChartDrawing(marks: marks(of: chart.content), configuration: configuration)
  }

  @Test func barHeightsAreProportionalToValues() {
    let chart = Chart(sales) { BarMark(x: .value("Day", $0.id), y: .value("Sales", $0.amount)) }
    let layout = drawing(chart).layout(size: CGSize(width: 300, height: 200), measure: measure)
    #expect(layout.bars.count == 3)
    let heights = layout.bars.map(\.height)
    #expect(abs(heights[1] / heights[0] - 30.0 / 12) < 0.01)
    #expect(abs(heights[2] / heights[0] - 21.0 / 12) < 0.01)
    // Every bar stands on the same baseline, in its own band, left to right.
    #expect(Set(layout.bars.map(\.maxY)).count == 1)
    #expect(layout.bars[0].maxX < layout.bars[1].minX && layout.bars[1].maxX < layout.bars[2].minX)
  }

  @Test(arguments: [(30.0, 30.0), (31.0, 35.0), (6.0, 6.0), (0.7, 0.7), (93.0, 100.0),
                    (1234.0, 1400.0)])
  func yAxisEndsOnARoundNumber(largest: Double, expectedTop: Double) {
    let scale = numericScale([0, largest / 2, largest], domain: nil)
    #expect(abs(scale.upper - expectedTop) < 1e-9)
    #expect(scale.lower == 0)
    #expect((4...8).contains(scale.ticks.count))
    #expect(scale.ticks.last.map { abs($0 - expectedTop) < 1e-9 } == true)
  }

  /// A band over a range of one axis spans the plot along the other (`RectangleMark(xStart:
  /// xEnd:)`, a selected range's highlight).
  @Test func rangeBandsSpanThePlot() {
    let chart = Chart {
      ForEach(sales) { BarMark(x: .value("Day", $0.id), y: .value("Sales", $0.amount)) }
      RectangleMark(yStart: .value("Low", 10), yEnd: .value("High", 20))
      RectangleMark(xStart: .value("From", "Mon"), xEnd: .value("To", "Tue"), yStart: 0, yEnd: 5)
      RectangleMark(xStart: 100, xEnd: nil, yStart: nil, yEnd: nil)
    }
    let layout = drawing(chart).layout(size: CGSize(width: 300, height: 200), measure: measure)
    let bands = layout.rectangles.filter { $0.width == layout.plot.width }
    #expect(bands.count == 1, "\(layout.rectangles)")
    if let band = bands.first {
      // 10 to 20 on a 0-30 axis: a third of the plot's height, its middle third.
      #expect(abs(band.height - layout.plot.height / 3) < 0.5)
      #expect(abs(band.midY - layout.plot.midY) < 0.5)
    }
    #expect(layout.rectangles.contains { $0.height == 5 && $0.minY == layout.plot.minY },
            "\(layout.rectangles)")
    // In points from the plot's corner, the missing edges the plot's.
    #expect(layout.rectangles.last == CGRect(x: layout.plot.minX + 100, y: layout.plot.minY,
                                             width: layout.plot.width - 100,
                                             height: layout.plot.height))
  }

  @Test func hiddenAxesDrawNoLabels() {
    let chart = Chart(sales) { BarMark(x: .value("Day", $0.id), y: .value("Sales", $0.amount)) }
    var configuration = ChartConfiguration()
    let shown = drawing(chart, configuration).layout(size: CGSize(width: 300, height: 200),
                                                      measure: measure)
    #expect(shown.labels.count == 3 + 7)  // Mon, Tue, Wed; 0, 5, ..., 30
    configuration.xAxisHidden = true
    configuration.yAxisHidden = true
    let hidden = drawing(chart, configuration).layout(size: CGSize(width: 300, height: 200),
                                                       measure: measure)
    #expect(hidden.labels.isEmpty)
    #expect(hidden.gridLines.isEmpty)
    #expect(hidden.plot == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func sectorsShareTheCircleInProportion() {
    let chart = Chart(sales) { SectorMark(angle: .value("Sales", $0.amount)) }
    let layout = drawing(chart).layout(size: CGSize(width: 200, height: 200), measure: measure)
    #expect(layout.wedges.count == 3)
    #expect(layout.wedges.first?.start == 0)
    #expect(abs((layout.wedges.last?.end ?? 0) - 360) < 1e-9)
    let sweeps = layout.wedges.map { $0.end - $0.start }
    #expect(abs(sweeps[1] - 360 * 30 / 63) < 1e-9)
    #expect(layout.labels.isEmpty)  // a pie has no axes
  }

  @Test func categoriesTakeThePaletteInOrderWithALegend() {
    let chart = Chart {
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3)).foregroundStyle(by: .value("S", "A"))
      BarMark(x: .value("Day", "Mon"), y: .value("Sales", 2)).foregroundStyle(by: .value("S", "B"))
    }
    let drawn = drawing(chart)
    #expect(drawn.styleCategories == [.category("A"), .category("B")])
    let layout = drawn.layout(size: CGSize(width: 300, height: 200), measure: measure)
    // Stacked: the second bar sits on the first.
    #expect(abs(layout.bars[1].maxY - layout.bars[0].minY) < 1e-9)
    #expect(layout.labels.contains { $0.anchor == .leading && $0.point.y > 180 })  // legend
  }

  @Test func barsDrawInTheAccentBlue() throws {
    let view = Chart(sales) { BarMark(x: .value("Day", $0.id), y: .value("Sales", $0.amount)) }
      .frame(width: 300, height: 200)
    let picture = try Renderer(size: CGSize(width: 300, height: 200)).render(view).buffer
    // The middle of the tallest bar (Tue), low in the plot.
    let blue = picture[Int(picture.width) / 2 - 10, Int(picture.height) - 30]
    #expect(blue == RGBA8(r: 0, g: 122, b: 255, a: 255))
  }
}

