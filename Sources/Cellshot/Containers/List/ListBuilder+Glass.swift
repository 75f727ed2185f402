// The figures a list is drawn with, iOS 18's or iOS 26's (`InterfaceLook`). iOS 26's inset
// grouped list, measured on public iOS 26 simulator screenshots (402-point screen,
// docs/research-ios26-look.md, "Inset-grouped List / Form"): cards 16 points from the screen's
// edges with corners of 26 points (where the card's edge runs 8 and 12 points in from its side
// on two public iPhone 17 screenshots, as a circle of 26 does; 24 fitted one place first), one-line
// rows 52 points tall, row text 16 points inside the card, separators 16 points short of both
// the card's edges; section headers as written (not in capitals), 17 points (semibold: a
// guess), in the secondary colour, aligned with the rows' text, their baseline 15 points above
// the card. Under a large title the first header's baseline is 42.5 points below the title's,
// and the first card's top 57.6.

/// How a list's cards, rows and headers are laid out in one look.
struct ListMetrics {
  /// The cards' inset from the list's sides (inset grouped).
  var cardMargin: CGFloat
  /// The rows' content's inset from the card's sides.
  var rowInset: CGFloat
  var minRowHeight: CGFloat
  /// Above and below a row's content.
  var rowPadding: CGFloat
  var cornerRadius: CGFloat
  /// How far the separators stop short of the card's trailing edge.
  var separatorTrailing: CGFloat
  var isGlass = false
  /// iOS 13: a grouped section between full-width hairlines, and a plain list's rows
  /// separated above the first and below the last as well as between.
  var edgeLines = false
  /// Where the separators start when not at `rowInset` (iOS 13's grouped rows: content at 16,
  /// separators at 20).
  var separatorInset: CGFloat? = nil
  /// The space above and below a section header's line after another section, when not iOS
  /// 18's 18 and 6.
  var headerPadding: (top: CGFloat, bottom: CGFloat)? = nil

  /// iOS 13's grouped style, measured on a public iPhone 11 screenshot at 2x: rows' content
  /// and headers 16 points in, separators 20; a header's baseline 39.5 points below the
  /// section above and 13.5 above its own (53 between the sections; a footnote header's line
  /// is 16 points, its baseline 12.5 down).
  func ios13Grouped() -> ListMetrics {
    var metrics = self
    metrics.rowInset = 16
    metrics.separatorInset = 20
    metrics.headerPadding = (top: 27, bottom: 10)
    return metrics
  }

  /// iOS 26's. The 16-point card margin was measured on a 402-point screen; iOS 18's 20 on the
  /// wider screens is not kept (a guess: no wider iOS 26 screen was measured).
  static let glass = ListMetrics(cardMargin: 16, rowInset: 16, minRowHeight: 52,
                                 rowPadding: 15, cornerRadius: 26, separatorTrailing: 16,
                                 isGlass: true)

  /// iOS 26: the first section's header baseline below the list's top (under a large title,
  /// whose bar ends 16 points under its baseline: 42.5 - 16), a later one's below the card
  /// above it or below the footer above it (measured on two public iPhone 17 screenshots: the
  /// cards 58.5 points apart across a header, 86 across a two-line footnote footer and a
  /// header; 40 was a guess, 3 points short after a card and 8.7 long after a footer), and
  /// the card's top below the header's baseline.
  static let firstHeaderBaseline: CGFloat = 26.5
  static let headerBaseline: CGFloat = 43.4
  static let headerBaselineAfterFooter: CGFloat = 31.3
  static let headerToCard: CGFloat = 15.1
  /// iOS 26: a card without a header below a footer (24 measured, 11 less than below a card).
  static let gapAfterFooter: CGFloat = 24
}

extension ListBuilder {
  /// iOS 26's section header: its first baseline `firstHeaderBaseline` (first section),
  /// `headerBaseline` or `headerBaselineAfterFooter` below the section's top, the card
  /// `headerToCard` below it.
  func glassHeader(_ header: [NodeID], first: Bool, afterFooter: Bool, leading: CGFloat,
                   trailing: CGFloat) -> some View {
    let baseline = first ? ListMetrics.firstHeaderBaseline
      : afterFooter ? ListMetrics.headerBaselineAfterFooter : ListMetrics.headerBaseline
    // Struts on the header's first baseline: one standing on it from the section's top, one
    // hanging from it to the card's top (a header of several lines reaches lower, and the
    // card then starts under its last line).
    return HStack(alignment: .firstTextBaseline, spacing: 0) {
      Color.clear.frame(width: 0, height: baseline)
      ResolvedNodes(ids: header)
      Color.clear.frame(width: 0, height: ListMetrics.headerToCard)
        .alignmentGuide(.firstTextBaseline) { _ in 0 }
    }
    .padding(.leading, leading)
    .padding(.trailing, trailing)
  }
}
