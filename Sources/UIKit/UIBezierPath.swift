import Cellshot
import Foundation

/// A bezier path as UIKit's, as far as SwiftUI code uses one: made from and turned back into a
/// `CGPath`, reversed.
public final class UIBezierPath: @unchecked Sendable {
  public private(set) var cgPath: CGPath

  public init() { cgPath = CGPath(path: Path()) }
  public init(cgPath: CGPath) { self.cgPath = cgPath }
  public init(rect: CGRect) { cgPath = CGPath(path: Path(rect)) }
  public init(ovalIn rect: CGRect) { cgPath = CGPath(path: Path(ellipseIn: rect)) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    cgPath = CGPath(path: Path(roundedRect: rect, cornerRadius: cornerRadius))
  }

  /// The same outline drawn the other way round.
  public func reversing() -> UIBezierPath {
    UIBezierPath(cgPath: cgPath.path.reversedPath().cgPath)
  }
}
