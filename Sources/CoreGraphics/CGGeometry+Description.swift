// How CoreGraphics' geometry describes itself on iOS, which Linux's Foundation leaves out:
// `CGPoint(x: 1, y: 2).debugDescription` is "(1.0, 2.0)" (ScrollKit titles a screen with it).

extension CGPoint: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  public var debugDescription: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
