/// The shapes the rasterizer draws, in pixels.
public enum Figure: Sendable, Hashable {
  case rect(Rect)
  /// A rectangle with circular corners; radii that overlap are scaled down together.
  case roundedRect(Rect, CornerRadii)
  /// The ellipse inscribed in the rectangle (a circle in a square).
  case ellipse(Rect)
  /// A rectangle whose shorter sides are semicircles.
  case capsule(Rect)
  /// A rectangle with Apple's continuous ("squircle") corners of one radius: each corner's
  /// curve leaves the edges 1.528665 radii from the vertex (UIKit's construction). Where that
  /// does not fit, the corners are circular (`roundedRect`).
  case continuousRoundedRect(Rect, Double)

  /// A circle of `radius` around `center`.
  public static func circle(center: Point, radius: Double) -> Figure {
    .ellipse(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius,
                  height: 2 * radius))
  }

  /// The figure's bounding rectangle.
  public var rect: Rect {
    switch self {
    case .rect(let r), .roundedRect(let r, _), .ellipse(let r), .capsule(let r),
         .continuousRoundedRect(let r, _): return r
    }
  }

  /// The figure as a rounded rectangle with circular corners, when it is one.
  var roundedForm: (Rect, CornerRadii)? {
    switch self {
    case .rect(let r): return (r, .zero)
    case .roundedRect(let r, let radii): return (r, radii.fitted(to: r.size))
    case .capsule(let r): return (r, CornerRadii(min(r.width, r.height) / 2))
    case .continuousRoundedRect(let r, let radius):
      let fitted = CornerRadii(radius).fitted(to: r.size).topLeft
      if fitted <= 0 { return (r, .zero) }
      // Too tight for the continuous curve: the circular corner.
      return Outline.continuousFits(r, fitted) ? nil : (r, CornerRadii(fitted))
    case .ellipse(let r):
      return r.width == r.height ? (r, CornerRadii(r.width / 2)) : nil
    }
  }

  /// The figure's outline as polygons.
  public var path: Outline {
    var path = Outline()
    switch self {
    case .rect(let r): path.addRect(r)
    case .roundedRect(let r, let radii): path.addRoundedRect(r, radii: radii)
    case .ellipse(let r): path.addEllipse(r)
    case .capsule(let r): path.addRoundedRect(r, radii: CornerRadii(min(r.width, r.height) / 2))
    case .continuousRoundedRect(let r, let radius):
      let fitted = CornerRadii(radius).fitted(to: r.size).topLeft
      if Outline.continuousFits(r, fitted) {
        path.addContinuousRoundedRect(r, radius: fitted)
      } else {
        path.addRoundedRect(r, radii: CornerRadii(fitted))
      }
    }
    return path
  }

  /// The farthest a coordinate may lie from the origin, in pixels: 2^24, a thousand times the
  /// largest canvas side. `sanitized` clamps farther edges to it; nothing visible changes.
  public static let coordinateLimit = Double(1 << 24)

  /// The figure made safe to draw: edges beyond `coordinateLimit` (infinite ones among them)
  /// clamped to it; nil when an edge is NaN, which leaves nothing sensible to draw. Radii are
  /// made finite when they are fitted (`CornerRadii.fitted(to:)`).
  public var sanitized: Figure? {
    let r = rect
    let edges = [r.minX, r.minY, r.maxX, r.maxY]
    let limit = Figure.coordinateLimit
    if edges.allSatisfy({ $0 >= -limit && $0 <= limit }) { return self }
    if edges.contains(where: \.isNaN) { return nil }
    func clamp(_ v: Double) -> Double { min(max(v, -limit), limit) }
    let x0 = clamp(r.minX), y0 = clamp(r.minY)
    let clamped = Rect(x: x0, y: y0, width: max(0, clamp(r.maxX) - x0),
                       height: max(0, clamp(r.maxY) - y0))
    switch self {
    case .rect: return .rect(clamped)
    // Radii are fitted to the clamped size: past the limit, the corners are out of sight.
    case .roundedRect(_, let radii): return .roundedRect(clamped, radii)
    case .ellipse: return .ellipse(clamped)
    case .capsule: return .capsule(clamped)
    case .continuousRoundedRect(_, let radius): return .continuousRoundedRect(clamped, radius)
    }
  }

  /// The region a stroke of `width` covers, as polygons: the figure grown by the outer offset
  /// with a hole of the figure shrunk by the inner one.
  ///
  /// Offsets of circular corners are exact: a corner of radius r becomes r + d outside and
  /// max(r - d, 0) inside. A sharp corner stays sharp outside (a miter join, SwiftUI's default).
  /// Where the inner corners no longer fit the inner rectangle (a big radius beside one under
  /// the stroke's width), the hole is the exact inward offset: the inner rectangle cut by each
  /// corner's circle. An ellipse that is not a circle is offset along its normals; where the
  /// inner offset would fold over itself (a stroke wider than the tightest curvature radius),
  /// the folds are trimmed where they cross the major axis, which leaves the exact inward
  /// offset.
  public func strokePath(width: Double, placement: StrokePlacement) -> Outline {
    var path = Outline()
    guard width > 0, width.isFinite else { return path }
    let outerOffset = placement == .centered ? width / 2 : 0
    let innerOffset = width - outerOffset
    if let (rect, radii) = roundedForm {
      guard !rect.isEmpty else { return path }
      let outerRect = rect.insetBy(dx: -outerOffset, dy: -outerOffset)
      func grow(_ r: Double) -> Double { r > 0 ? r + outerOffset : 0 }
      path.addRoundedRect(outerRect, radii: CornerRadii(
        topLeft: grow(radii.topLeft), topRight: grow(radii.topRight),
        bottomRight: grow(radii.bottomRight), bottomLeft: grow(radii.bottomLeft)))
      let innerRect = rect.insetBy(dx: innerOffset, dy: innerOffset)
      if !innerRect.isEmpty {
        let innerRadii = radii.adding(-innerOffset)
        if innerRadii.fitted(to: innerRect.size) == innerRadii {
          path.addRoundedRect(innerRect, radii: innerRadii, reversed: true)
        } else {
          path.addPolygon(Outline.innerOffset(of: rect, radii, by: innerOffset), reversed: true)
        }
      }
      return path
    }
    if case .continuousRoundedRect(let rect, let radius) = self {
      // Continuous corners offset as their radius does (outward r + d, inward r - d): close
      // to the true offset curve, which is not itself a continuous corner.
      guard !rect.isEmpty else { return path }
      let r = CornerRadii(radius).fitted(to: rect.size).topLeft
      let outer = Figure.continuousRoundedRect(rect.insetBy(dx: -outerOffset, dy: -outerOffset),
                                               r + outerOffset)
      path.contours += outer.path.contours
      let innerRect = rect.insetBy(dx: innerOffset, dy: innerOffset)
      if !innerRect.isEmpty {
        let inner = Figure.continuousRoundedRect(innerRect, max(0, r - innerOffset)).path
        for contour in inner.contours { path.addPolygon(contour, reversed: true) }
      }
      return path
    }
    guard case .ellipse(let rect) = self, !rect.isEmpty else { return path }
    let a = rect.width / 2, b = rect.height / 2
    let center = rect.center
    let (outer, inner) = Outline.ellipseOffsets(center: center, a: a, b: b, outer: outerOffset,
                                             inner: innerOffset)
    path.addPolygon(outer)
    // The inner offset stays simple while the offset is under the smallest curvature radius;
    // past it, it folds at the ends of the major axis; past the minor half-axis, no hole is left.
    let tightest = min(a, b) * min(a, b) / max(a, b)
    if innerOffset < tightest {
      path.addPolygon(inner, reversed: true)
    } else if innerOffset < min(a, b) {
      path.addPolygon(Outline.trimmedEllipseOffset(inner, center: center, a: a, b: b,
                                                offset: innerOffset), reversed: true)
    }
    return path
  }
}
