// Swift Charts on Linux: `Chart` and its marks, drawn as Cellshot's reading of an iPhone's chart
// (not checked against one). A chart takes the space it is offered. Its plot fills it less the
// axes: the y axis's labels on the trailing side, the x axis's under the plot, the legend (for
// `foregroundStyle(by:)`) below. A numeric axis runs from zero to a round maximum with light grey
// grid lines at round ticks; a category axis has a band per category, labelled under its centre.
// Marks take the accent colour (blue), or a palette colour per category. Sector marks draw a pie
// (a donut with `innerRadius`) clockwise from the top, with no axes. The drawing is
// `ChartDrawing.swift`'s, the scales `ChartScales.swift`'s. Never imported by Cellshot.
import Cellshot
import Foundation

/// A chart, as Swift Charts' `Chart`: the marks its closure lists, drawn over axes and scales
/// chosen from their values.
public struct Chart<Content: ChartContent>: View {
  let content: Content
  @Environment(\.chartConfiguration) private var configuration

  /// A chart of the marks `content` lists.
  public init(@ChartContentBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    let drawing = ChartDrawing(marks: marks(of: content), configuration: configuration)
    return Canvas { context, size in drawing.draw(in: &context, size: size) }
  }
}

extension Chart {
  /// A chart of the marks `content` makes for each element of `data`, which is identifiable.
  public init<Data: RandomAccessCollection, C: ChartContent>(
    _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
    self.content = ForEach(data, content: content)
  }

  /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> C
  ) where Content == ForEach<Data, ID, C> {
    self.content = ForEach(data, id: id, content: content)
  }
}
