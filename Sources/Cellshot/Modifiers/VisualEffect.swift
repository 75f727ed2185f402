// `.visualEffect { content, proxy in ... }`: effects worked out from the view's geometry,
// drawn as the matching modifiers draw (`.offset`, `.scaleEffect`, `.rotationEffect`,
// `.opacity`, `.blur`, the colour filters), without changing the layout
// (`Layout/Rules/VisualEffectRule.swift`). Blend modes and shaders are accepted and reported.

/// Effects on a view's drawing that do not change its layout: built from `EmptyVisualEffect`
/// in `.visualEffect` and `.scrollTransition`.
public protocol VisualEffect: Sendable, Animatable {
  /// Adds this effect's parts, innermost first, for a view of `size`.
  func _appendParts(to parts: inout _VisualEffectParts, size: CGSize)
}

/// The parts of a chain of visual effects, as they are drawn.
public struct _VisualEffectParts {
  var parts: [VisualEffectPart] = []
}

/// No effect: where a chain of visual effects starts.
public struct EmptyVisualEffect: VisualEffect {
  public typealias AnimatableData = EmptyAnimatableData
  public init() {}
  public func _appendParts(to parts: inout _VisualEffectParts, size: CGSize) {}
}

/// An effect added to a chain: `inner`'s parts, then this one's.
struct ChainedVisualEffect<Inner: VisualEffect>: VisualEffect {
  typealias AnimatableData = EmptyAnimatableData
  let inner: Inner
  let part: @Sendable (CGSize) -> VisualEffectPart

  func _appendParts(to parts: inout _VisualEffectParts, size: CGSize) {
    inner._appendParts(to: &parts, size: size)
    parts.parts.append(part(size))
  }
}

extension ModifiedContent: VisualEffect where Content: VisualEffect, Modifier: VisualEffect {
  public func _appendParts(to parts: inout _VisualEffectParts, size: CGSize) {
    content._appendParts(to: &parts, size: size)
    modifier._appendParts(to: &parts, size: size)
  }
}

extension ModifiedContent: @unchecked Sendable where Content: Sendable, Modifier: Sendable {}

extension VisualEffect {
  func adding(_ part: @escaping @Sendable (CGSize) -> VisualEffectPart) -> some VisualEffect {
    ChainedVisualEffect(inner: self, part: part)
  }

  /// The parts of this chain for a view of `size`.
  func parts(size: CGSize) -> [VisualEffectPart] {
    var parts = _VisualEffectParts()
    _appendParts(to: &parts, size: size)
    return parts.parts
  }

  /// Moves the drawing by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    adding { _ in .transform(.translation(cleanOffset(offset.width),
                                          cleanOffset(offset.height))) }
  }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    offset(CGSize(width: x, height: y))
  }

  /// Maps the drawing by `transform`.
  public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
    adding { _ in .transform(transform) }
  }
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
    transformEffect(ProjectionTransform(transform))
  }

  /// Turns the drawing by `angle` about `anchor` of the view's frame.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding { size in
      let (x, y) = (anchor.x * size.width, anchor.y * size.height)
      let turn = angle.radians.isFinite ? angle.radians : 0
      return .transform(ProjectionTransform(CGAffineTransform(translationX: -x, y: -y)
        .concatenating(CGAffineTransform(rotationAngle: CGFloat(turn)))
        .concatenating(CGAffineTransform(translationX: x, y: y))))
    }
  }

  /// Turns the drawing in 3D (drawn when seen without perspective or about the z axis).
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    let axis = VectorBox(x: axis.x, y: axis.y, z: axis.z)
    return adding { size in
      .transform(ProjectionTransform.rotation3D(
        angle, axis: (axis.x, axis.y, axis.z), anchor: anchor, anchorZ: anchorZ,
        perspective: perspective, size: size))
    }
  }

  /// Scales the drawing about `anchor` of the view's frame.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    adding { size in
      let (sx, sy) = (x.isFinite ? x : 1, y.isFinite ? y : 1)
      let (ax, ay) = (anchor.x * size.width, anchor.y * size.height)
      return .transform(ProjectionTransform(CGAffineTransform(
        a: sx, b: 0, c: 0, d: sy, tx: ax - sx * ax, ty: ay - sy * ay)))
    }
  }

  /// Blurs the drawing by a Gaussian of half `radius`, as `.blur(radius:)` does.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    adding { _ in .filter(.blur(radius: radius.isFinite ? max(0, Double(radius)) : 0)) }
  }
  /// Lighter by `amount`, as `.brightness(_:)`.
  public func brightness(_ amount: Double) -> some VisualEffect {
    adding { _ in .filter(.color(.brightness(amount))) }
  }
  /// More or less contrast, as `.contrast(_:)`.
  public func contrast(_ amount: Double) -> some VisualEffect {
    adding { _ in .filter(.color(.contrast(amount))) }
  }
  /// Grey by `amount`, as `.grayscale(_:)`.
  public func grayscale(_ amount: Double) -> some VisualEffect {
    adding { _ in .filter(.color(.saturation(1 - min(max(amount, 0), 1)))) }
  }
  /// Hues turned by `angle`, as `.hueRotation(_:)`.
  public func hueRotation(_ angle: Angle) -> some VisualEffect {
    adding { _ in .filter(.color(.hueRotation(angle.radians))) }
  }
  /// More or less colourful, as `.saturation(_:)`.
  public func saturation(_ amount: Double) -> some VisualEffect {
    adding { _ in .filter(.color(.saturation(amount))) }
  }
  /// Drawn at `opacity`, as `.opacity(_:)`.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    adding { _ in .opacity(opacity) }
  }
  /// Composited with what is beneath it in its group by `blendMode`, as `.blendMode(_:)`.
  public func blendMode(_ blendMode: BlendMode) -> some VisualEffect {
    adding { _ in .blend(blendMode) }
  }
}

/// A 3D axis held as a value the effect closures can share.
private struct VectorBox: Sendable { let x, y, z: CGFloat }

extension View {
  /// Draws the view with the effects `effect` makes from an empty effect and the view's
  /// geometry; the layout does not change.
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    visualEffectNode(".visualEffect") { proxy in
      effect(EmptyVisualEffect(), proxy).parts(size: proxy.size)
    }
  }
}

extension View {
  /// Extends the view beyond the safe area in mirrored, blurred copies (iOS 26), for a hero
  /// image under a sidebar or the status bar: accepted, not drawn yet; the view is drawn
  /// as it is (docs/porting.md).
  public func backgroundExtensionEffect() -> some View { self }

  /// The effect when `isEnabled` (iOS 26): accepted, as above.
  public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}
