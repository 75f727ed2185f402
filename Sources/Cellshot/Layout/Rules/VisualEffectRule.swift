// Visual effects that need the view's geometry: `.visualEffect { content, proxy in ... }`,
// geometry effects (`GeometryEffect`, `.projectionEffect`, `.transformEffect`,
// `.rotation3DEffect`) and `.scrollTransition`. The view is sized as if they were not there;
// when it is placed, its effects are worked out from its frame: a move alone places it moved
// (exactly, as `.offset` does), any other transform, an opacity or a filter is kept for
// drawing (`Render/Paint/EffectPainting.swift`).

/// One effect on a view's drawing, worked out for its size.
enum VisualEffectPart {
  /// A projection of the view's points (its top-leading corner at the origin).
  case transform(ProjectionTransform)
  case opacity(Double)
  case filter(DrawingFilter)
  case blend(BlendMode)
  /// Accepted, not drawn (reported once): a shader.
  case unsupported(String)
}

/// A node's effects and what placing made of them. A class, to keep layout nodes small.
final class VisualEffectNode {
  /// The effects for the view's geometry, innermost first.
  let effects: (GeometryProxy) -> [VisualEffectPart]
  /// Set when the node is placed: the transform to draw with (nil for none, or for a move,
  /// which placing made), the opacity, the filters outermost last.
  var transform: CGAffineTransform?
  var opacity = 1.0
  var filters: [DrawingFilter] = []
  /// The blend mode the view is composited by (the outermost given), outside all the rest.
  var blend = BlendMode.normal

  init(_ effects: @escaping (GeometryProxy) -> [VisualEffectPart]) { self.effects = effects }
}

extension View {
  /// The view with `effects`, worked out from its geometry when it is placed.
  func visualEffectNode(_ name: String,
                        _ effects: @escaping (GeometryProxy) -> [VisualEffectPart]) -> some View {
    LayoutModifier(content: self, kind: .visualEffect(VisualEffectNode(effects)), name: name)
  }
}

extension LayoutEngine {
  func placeVisualEffect(_ effect: VisualEffectNode, _ children: [NodeID], in rect: CGRect,
                         _ p: ProposedViewSize) {
    let proxy = GeometryProxy(size: rect.size, globalFrame: rect, spaces: spaces,
                              frames: { [builder] in builder.nodes[$0].frame })
    var projection = ProjectionTransform()
    effect.opacity = 1
    effect.filters = []
    effect.blend = .normal
    for part in effect.effects(proxy) {
      switch part {
      case .transform(let t): projection = projection.concatenating(t)
      case .opacity(let o): effect.opacity *= o.isNaN ? 1 : min(max(o, 0), 1)
      case .filter(let f): effect.filters.append(f)
      case .blend(let mode): effect.blend = mode
      case .unsupported(let what): warnOnce("\(what) is accepted and not drawn")
      }
    }
    var moved = rect
    effect.transform = nil
    if !projection.isAffine {
      warnOnce("a 3D perspective effect is not drawn (the view is drawn flat)")
    } else if projection.m11 == 1, projection.m12 == 0, projection.m21 == 0,
              projection.m22 == 1 {
      // A move: placed moved, as `.offset` places, so edges stay sharp.
      moved = rect.offsetBy(dx: cleanOffset(projection.m31), dy: cleanOffset(projection.m32))
    } else {
      let t = CGAffineTransform(a: projection.m11, b: projection.m12, c: projection.m21,
                                d: projection.m22, tx: projection.m31, ty: projection.m32)
      let finite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
      effect.transform = finite ? t : nil
    }
    if let child = children.first { place(child, moved, proposal: p) }
  }
}
