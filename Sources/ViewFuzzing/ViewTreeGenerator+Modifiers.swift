import Cellshot

extension ViewTreeGenerator {
  mutating func modifier(on base: GeneratedView, depth: Int) -> GeneratedView {
    switch reader.choose(3) {
    case 0: return layoutModifier(on: base)
    case 1: return drawingModifier(on: base, depth: depth)
    default: return otherModifier(on: base, depth: depth)
    }
  }

  /// Frames, padding, offsets, positions, aspect ratios, fixed sizes, priorities.
  mutating func layoutModifier(on base: GeneratedView) -> GeneratedView {
    let v = base.view, e = base.expression
    let a = reader.length(), b = reader.length()
    switch reader.choose(9) {
    case 0:
      return GeneratedView(view: AnyView(v.frame(width: a, height: b)),
                           expression: "\(e).frame(width: \(source(a)), height: \(source(b)))")
    case 1:
      let (alignment, name) = reader.alignment()
      return GeneratedView(
        view: AnyView(v.frame(minWidth: a, maxWidth: .infinity, maxHeight: b,
                              alignment: alignment)),
        expression: "\(e).frame(minWidth: \(source(a)), maxWidth: .infinity, "
          + "maxHeight: \(source(b)), alignment: \(name))")
    case 2:
      return GeneratedView(view: AnyView(v.padding(a)), expression: "\(e).padding(\(source(a)))")
    case 3:
      return GeneratedView(view: AnyView(v.offset(x: a, y: b)),
                           expression: "\(e).offset(x: \(source(a)), y: \(source(b)))")
    case 4:
      return GeneratedView(view: AnyView(v.position(x: a, y: b)),
                           expression: "\(e).position(x: \(source(a)), y: \(source(b)))")
    case 5:
      return GeneratedView(view: AnyView(v.aspectRatio(a, contentMode: .fill)),
                           expression: "\(e).aspectRatio(\(source(a)), contentMode: .fill)")
    case 6: return GeneratedView(view: AnyView(v.fixedSize()), expression: "\(e).fixedSize()")
    case 7:
      return GeneratedView(view: AnyView(v.layoutPriority(Double(a))),
                           expression: "\(e).layoutPriority(\(source(a)))")
    default:
      let count = reader.integer(), span = reader.integer()
      return GeneratedView(
        view: AnyView(v.containerRelativeFrame(.horizontal, count: count, span: span,
                                               spacing: a)),
        expression: "\(e).containerRelativeFrame(.horizontal, count: \(count), span: \(span), "
          + "spacing: \(source(a)))")
    }
  }

  /// Layers, clips, opacity, shadows, blurs, transforms, masks.
  mutating func drawingModifier(on base: GeneratedView, depth: Int) -> GeneratedView {
    let v = base.view, e = base.expression
    let a = reader.length()
    switch reader.choose(10) {
    case 0, 1:
      let other = view(depth: depth + 1)
      let behind = reader.choose(2) == 0
      return GeneratedView(
        view: AnyView(behind ? AnyView(v.background(other.view)) : AnyView(v.overlay(other.view))),
        expression: "\(e).\(behind ? "background" : "overlay")(\(other.expression))")
    case 2:
      return GeneratedView(view: AnyView(v.clipShape(RoundedRectangle(cornerRadius: a))),
                           expression: "\(e).clipShape(RoundedRectangle(cornerRadius: \(source(a))))")
    case 3:
      let o = reader.fraction()
      return GeneratedView(view: AnyView(v.opacity(o)), expression: "\(e).opacity(\(o))")
    case 4:
      let x = reader.length()
      return GeneratedView(view: AnyView(v.shadow(radius: a, x: x, y: x)),
                           expression: "\(e).shadow(radius: \(source(a)), x: \(source(x)), "
                             + "y: \(source(x)))")
    case 5:
      return GeneratedView(view: AnyView(v.blur(radius: a)), expression: "\(e).blur(radius: \(source(a)))")
    case 6:
      return GeneratedView(view: AnyView(v.scaleEffect(a)), expression: "\(e).scaleEffect(\(source(a)))")
    case 7:
      return GeneratedView(view: AnyView(v.rotationEffect(.degrees(Double(a)))),
                           expression: "\(e).rotationEffect(.degrees(\(source(a))))")
    case 8:
      let other = view(depth: depth + 1)
      return GeneratedView(view: AnyView(v.mask { other.view }),
                           expression: "\(e).mask { \(other.expression) }")
    default:
      return GeneratedView(view: AnyView(v.grayscale(Double(a)).brightness(0.1)),
                           expression: "\(e).grayscale(\(source(a))).brightness(0.1)")
    }
  }

  /// Environment and style: fonts, colours, line limits, safe areas, guides, z-index.
  mutating func otherModifier(on base: GeneratedView, depth: Int) -> GeneratedView {
    let v = base.view, e = base.expression
    let a = reader.length()
    switch reader.choose(8) {
    case 0:
      return GeneratedView(view: AnyView(v.font(.system(size: a))),
                           expression: "\(e).font(.system(size: \(source(a))))")
    case 1:
      let (color, name) = reader.color()
      return GeneratedView(view: AnyView(v.foregroundColor(color)),
                           expression: "\(e).foregroundColor(Color\(name))")
    case 2:
      let n = reader.integer()
      return GeneratedView(view: AnyView(v.lineLimit(n)), expression: "\(e).lineLimit(\(n))")
    case 3:
      return GeneratedView(view: AnyView(v.ignoresSafeArea()), expression: "\(e).ignoresSafeArea()")
    case 4:
      return GeneratedView(view: AnyView(v.alignmentGuide(.leading) { _ in a }),
                           expression: "\(e).alignmentGuide(.leading) { _ in \(source(a)) }")
    case 5:
      return GeneratedView(view: AnyView(v.zIndex(Double(a))), expression: "\(e).zIndex(\(source(a)))")
    case 6:
      return GeneratedView(view: AnyView(v.border(Color.red, width: a)),
                           expression: "\(e).border(Color.red, width: \(source(a)))")
    default:
      return GeneratedView(view: AnyView(v.preferredColorScheme(.dark).multilineTextAlignment(.center)),
                           expression: "\(e).preferredColorScheme(.dark)"
                             + ".multilineTextAlignment(.center)")
    }
  }
}
