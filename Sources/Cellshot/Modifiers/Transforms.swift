// Scale and rotation effects: the view is drawn moved; its place in the layout does not change.

/// An angle, as SwiftUI's: `.degrees(45)`, `.radians(.pi / 4)`. Codable (iOS 26) by its one
/// stored property, as a synthesized conformance writes it: `{"radians": 0.785...}`.
public struct Angle: Sendable, Hashable, Comparable, Codable, BitwiseCopyable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / DeterministicMath.pi }
    set { radians = newValue * DeterministicMath.pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * DeterministicMath.pi / 180 }

  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
  public static let zero = Angle()

  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }

  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
  public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
  public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
  public static func += (a: inout Angle, b: Angle) { a = a + b }
  public static func -= (a: inout Angle, b: Angle) { a = a - b }
  public static func *= (a: inout Angle, k: Double) { a = a * k }
  public static func /= (a: inout Angle, k: Double) { a = a / k }
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

/// How a view's drawing is moved: by a scale or a turn about a point of its frame.
enum DrawingTransform {
  case scale(CGSize, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)

  /// The map in pixels for a view drawn in `frame` (pixels).
  func affine(in frame: Rect) -> AffineMap {
    func point(_ anchor: UnitPoint) -> Point {
      Point(x: frame.minX + Double(anchor.x) * frame.width,
            y: frame.minY + Double(anchor.y) * frame.height)
    }
    switch self {
    case .scale(let size, let anchor):
      return .scale(Double(size.width), Double(size.height), about: point(anchor))
    case .rotation(let angle, let anchor):
      return .rotation(angle.radians, about: point(anchor))
    }
  }

  var isIdentity: Bool {
    switch self {
    case .scale(let size, _): return size.width == 1 && size.height == 1
    case .rotation(let angle, _): return angle.radians == 0
    }
  }
}

extension View {
  /// Draws the view scaled by `scale` about `anchor` of its frame (its centre by default); its
  /// place in the layout does not change. The pixels drawn are scaled, so text and edges
  /// enlarged more than about 1.5 times look soft.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Draws the view scaled by `x` across and `y` down; a negative factor mirrors it.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    let size = CGSize(width: x.isFinite ? x : 1, height: y.isFinite ? y : 1)
    return LayoutModifier(content: self, kind: .drawingTransform(.scale(size, anchor: anchor)),
                          name: ".scaleEffect(\(fmtPoints(size.width)), \(fmtPoints(size.height)))")
  }

  /// Draws the view turned clockwise by `angle` about `anchor` of its frame (its centre by
  /// default); its place in the layout does not change.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    let angle = angle.radians.isFinite ? angle : .zero
    return LayoutModifier(content: self, kind: .drawingTransform(.rotation(angle, anchor: anchor)),
                          name: ".rotationEffect(\(fmtPoints(CGFloat(angle.degrees)))°)")
  }
}

extension View {
  /// Mirrors the view's drawing in a right-to-left layout when `enabled` (a directional
  /// picture, an arrow); in a left-to-right one it is as it is.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    RightToLeftFlip(content: self, enabled: enabled)
  }
}

extension View {
  /// Mirrors the view's drawing in the layout direction `behavior` names (`.mirrors`: right
  /// to left); `.fixed` leaves it as it is.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    RightToLeftFlip(content: self, enabled: true, behavior: behavior)
  }
}

/// A view mirrored across when the layout runs in the direction its behavior names.
struct RightToLeftFlip<Content: View>: PrimitiveView {
  let content: Content
  let enabled: Bool
  var behavior = LayoutDirectionBehavior.mirrors(in: .rightToLeft)
  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard enabled, behavior.isMirrored(in: environment.layoutDirection) else {
      return resolve(content, builder, environment)
    }
    return resolve(content.scaleEffect(x: -1, y: 1), builder, environment)
  }
}
