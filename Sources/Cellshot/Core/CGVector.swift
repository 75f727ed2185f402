// CGVector, which Apple's CoreGraphics has and Linux's Foundation lacks: a velocity or an
// offset as SwiftUI's gesture and scroll values give them.
import Foundation

#if !canImport(Darwin)
/// A two-dimensional vector.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { self.init(dx: 0, dy: 0) }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public static var zero: CGVector { CGVector() }
  public var description: String { "(\(dx), \(dy))" }
}
#endif
