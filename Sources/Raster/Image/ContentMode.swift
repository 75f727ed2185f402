/// How an image fills a rectangle of another shape.
public enum ContentMode: Sendable, Hashable {
  /// Stretched to the rectangle.
  case stretch
  /// As large as fits inside, centred.
  case fit
  /// As small as covers it, centred and clipped to it.
  case fill
}
