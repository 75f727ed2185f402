import Cellshot
import Foundation

/// A bezier path as UIKit's: built by moves, lines, curves and arcs, or from rectangles, ovals
/// and rounded rectangles (each corner or some), and turned into a `CGPath` for a SwiftUI
/// `Path` (`Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`).
public final class UIBezierPath: @unchecked Sendable {
  /// The outline, as SwiftUI's path.
  public private(set) var path: Path
  public var lineWidth: CGFloat = 1
  public var usesEvenOddFillRule = false
  public var lineCapStyle: CGLineCap = .butt
  public var lineJoinStyle: CGLineJoin = .miter
  public var miterLimit: CGFloat = 10

  public init() { path = Path() }
  public init(cgPath: CGPath) { path = cgPath.path }
  public init(rect: CGRect) { path = Path(rect) }
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerRadius: cornerRadius)
  }

  /// A rectangle with the corners in `corners` rounded by `cornerRadii` (its width; UIKit
  /// takes the width for both), the others square.
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner,
              cornerRadii: CGSize) {
    let r = max(0, min(cornerRadii.width, rect.width / 2, rect.height / 2))
    func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
    path = UnevenRoundedRectangle(topLeadingRadius: radius(.topLeft),
                                  bottomLeadingRadius: radius(.bottomLeft),
                                  bottomTrailingRadius: radius(.bottomRight),
                                  topTrailingRadius: radius(.topRight))
      .path(in: rect)
  }

  /// An arc of a circle, clockwise in UIKit's flipped coordinates when `clockwise`.
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
              clockwise: Bool) {
    path = Path()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
           clockwise: clockwise)
  }

  public var cgPath: CGPath {
    get { CGPath(path: path) }
    set { path = newValue.path }
  }

  public var bounds: CGRect { path.boundingRect }
  public var isEmpty: Bool { path.isEmpty }
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  public func move(to point: CGPoint) { path.move(to: point) }
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: point, control: controlPoint)
  }
  public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
  }
  public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                     endAngle: CGFloat, clockwise: Bool) {
    path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
  }
  public func close() { path.closeSubpath() }
  public func removeAllPoints() { path = Path() }
  public func append(_ other: UIBezierPath) { path.addPath(other.path) }
  public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

  /// The same outline drawn the other way round.
  public func reversing() -> UIBezierPath {
    UIBezierPath(cgPath: path.reversedPath().cgPath)
  }
}

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners = UIRectCorner(rawValue: 0xF)
}
