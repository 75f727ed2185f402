extension View {
  /// A line of `width` points along the inside of the view's frame.
  public func border(_ color: Color, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(color, lineWidth: width), alignment: .center)
  }
}
