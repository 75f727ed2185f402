extension View {
  // MARK: clipping and opacity

  /// Clips the view to its frame with rounded corners. Radii too big for the frame are fitted
  /// to it, so `.infinity` gives a capsule; a negative or NaN radius, square corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    let radii = CornerRadii(radius > 0 ? Double(radius) : 0)
    return LayoutModifier(content: self, kind: .clip(.roundedRectangle(radii)),
                   name: ".cornerRadius(\(fmtPoints(radius)))")
  }

  /// Clips the view to `shape` in its frame. (The fill style's even-odd rule changes nothing for
  /// the shapes Cellshot clips to, which do not cross themselves.)
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    LayoutModifier(content: self, kind: .clip(shape.shapeKind),
                   name: ".clipShape(\(shape.shapeKind.name))")
  }

  /// Clips the view to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    LayoutModifier(content: self, kind: .clip(.rectangle), name: ".clipped")
  }
}
