extension View {
  // MARK: clipping and opacity

  /// Clips the view to its frame with rounded corners. Radii too big for the frame are fitted
  /// to it, so `.infinity` gives a capsule; a negative or NaN radius, square corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let radii = CornerRadii(radius > 0 ? Double(radius) : 0)
    return LayoutModifier(content: self, kind: .clip(.roundedRectangle(radii)),
                   name: ".cornerRadius(\(fmtPoints(radius)))")
  }

  /// Clips the view to `shape` in its frame, with exact anti-aliased coverage: a shape of your
  /// own to its `path(in:)` (by the even-odd rule when `style` asks), as a fill of it covers
  /// pixels. (The built-in shapes do not cross themselves: the rule changes nothing for them.)
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    LayoutModifier(content: self, kind: .clip(shape.shapeKind, evenOdd: style.isEOFilled),
                   name: ".clipShape(\(shape.shapeKind.name))")
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    LayoutModifier(content: self, kind: .clip(.rectangle), name: ".clipped")
  }
}
