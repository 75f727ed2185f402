/// The outline of a shape in a rectangle, in points.
public enum ShapeKind: Sendable, Hashable {
  case rectangle
  case roundedRectangle(CornerRadii)
  /// Apple's continuous corners of one radius (`RoundedRectangle(..., style: .continuous)`).
  case continuousRoundedRectangle(Double)
  case circle
  case ellipse
  case capsule
  /// The part of a shape's outline from `from` to `to` (fractions of it), as `.trim` gives;
  /// stroked circles and ellipses draw the arc, other shapes draw whole.
  indirect case trimmed(ShapeKind, from: Double, to: Double)
  /// A shape of your own, drawn from its `path(in:)`.
  case custom(CustomShapePath)
  /// A shape drawn `amount` points inside its frame (`.inset(by:)`); corners shrink with it.
  indirect case inset(ShapeKind, Double)
  /// The area a stroke of a shape covers, as a shape (`Circle().stroke(lineWidth: 4)`, iOS
  /// 17): painted, it draws as the base shape stroked with the style, in the paint's colour.
  indirect case stroked(ShapeKind, StrokeStyle)

  /// The figure this shape draws in `rect`.
  func figure(in rect: Rect) -> Figure {
    switch self {
    case .rectangle: return .rect(rect)
    case .roundedRectangle(let radii): return radii.isZero ? .rect(rect) : .roundedRect(rect, radii)
    case .continuousRoundedRectangle(let r):
      return r > 0 ? .continuousRoundedRect(rect, r) : .rect(rect)
    case .circle:
      let d = min(rect.width, rect.height)
      return .ellipse(rect.centered(Size(width: d, height: d)))
    case .ellipse: return .ellipse(rect)
    case .capsule: return .capsule(rect)
    case .trimmed(let base, _, _): return base.figure(in: rect)
    // Only where a figure is asked for: a custom shape is filled and clipped to by its path
    // (`customPath`), never by this.
    case .custom: return .rect(rect)
    case .inset(let base, let amount):
      let inner = rect.insetBy(dx: amount, dy: amount)
      return base.shrunk(by: amount).figure(in: inner.isEmpty ? .zero : inner)
    // As a custom shape's: drawn from its path (`customPath`) where a path can be.
    case .stroked: return .rect(rect)
    }
  }

  /// The SwiftUI spelling, for dumps.
  var name: String {
    switch self {
    case .rectangle: return "Rectangle"
    case .roundedRectangle(let r):
      if r.topLeft == r.topRight && r.topLeft == r.bottomLeft && r.topLeft == r.bottomRight {
        return "RoundedRectangle(cornerRadius: \(fmtPoints(CGFloat(r.topLeft))))"
      }
      return "UnevenRoundedRectangle"
    case .continuousRoundedRectangle(let r):
      return "RoundedRectangle(cornerRadius: \(fmtPoints(CGFloat(r))), style: .continuous)"
    case .circle: return "Circle"
    case .ellipse: return "Ellipse"
    case .capsule: return "Capsule"
    case .trimmed(let base, let from, let to):
      return "\(base.name).trim(from: \(fmtPoints(CGFloat(from))), to: \(fmtPoints(CGFloat(to))))"
    case .custom(let custom): return custom.typeName
    case .inset(let base, let amount):
      return "\(base.name).inset(by: \(fmtPoints(CGFloat(amount))))"
    case .stroked(let base, let style):
      return "\(base.name).stroke(lineWidth: \(fmtPoints(style.lineWidth)))"
    }
  }

  func scaled(by factor: Double) -> ShapeKind {
    if case .roundedRectangle(let r) = self { return .roundedRectangle(r.scaled(by: factor)) }
    if case .continuousRoundedRectangle(let r) = self {
      return .continuousRoundedRectangle(r * factor)
    }
    if case .trimmed(let base, let from, let to) = self {
      return .trimmed(base.scaled(by: factor), from: from, to: to)
    }
    if case .inset(let base, let amount) = self {
      return .inset(base.scaled(by: factor), amount * factor)
    }
    return self
  }

  /// The kind with its corner radii smaller by `amount` (an inset shape's corners).
  func shrunk(by amount: Double) -> ShapeKind {
    switch self {
    case .roundedRectangle(let r):
      return .roundedRectangle(CornerRadii(topLeft: max(0, r.topLeft - amount),
                                           topRight: max(0, r.topRight - amount),
                                           bottomRight: max(0, r.bottomRight - amount),
                                           bottomLeft: max(0, r.bottomLeft - amount)))
    case .continuousRoundedRectangle(let r): return .continuousRoundedRectangle(max(0, r - amount))
    default: return self
    }
  }
}
