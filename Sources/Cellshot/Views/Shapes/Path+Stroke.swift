// A path's stroke as a path (`strokedPath(_:)`). Rule: the path is flattened, cut into its
// dashes and stroked with the style's width, caps and joins by the rasterizer's own stroker
// (as a shape's stroke is drawn); the outlines it gives, non-zero filled, are the stroke.

extension Path {
  /// The area `style`'s stroke of this path covers, as a path to fill by the non-zero rule
  /// (made of lines, where iOS keeps curves).
  nonisolated public func strokedPath(_ style: StrokeStyle) -> Path {
    // Flattened and stroked at 4 pixels a point, then back to points.
    let scale = 4.0
    let width = Double(style.lineWidth) * scale
    guard width > 0, width.isFinite else { return Path() }
    var out = Path()
    for line in polylines(origin: Point(x: 0, y: 0), scale: scale) {
      let dashes = style.strokeDash.flatMap { dash -> [[Point]]? in
        let scaled = dash.scaled(by: scale)
        return Outline.dashes(line.points, closed: line.closed, pattern: scaled.lengths,
                              phase: scaled.phase)
      }
      let pieces = dashes.map { $0.map { (points: $0, closed: false) } } ?? [line]
      for piece in pieces {
        let outline = Outline.roundStroke(piece.points, closed: piece.closed, width: width,
                                          cap: style.rasterCap, join: style.rasterJoin)
        for contour in outline.contours where contour.count > 2 {
          out.move(to: CGPoint(x: contour[0].x / scale, y: contour[0].y / scale))
          for p in contour.dropFirst() {
            out.addLine(to: CGPoint(x: p.x / scale, y: p.y / scale))
          }
          out.closeSubpath()
        }
      }
    }
    return out
  }
}
