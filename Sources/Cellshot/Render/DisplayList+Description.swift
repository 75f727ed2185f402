// The display list as text: one command a line, indented inside clips, layers and effects.

extension DisplayList: CustomStringConvertible {
  public var description: String {
    var lines = ["DisplayList \(width)x\(height) background \(background.dumpName)"]
    var depth = 1
    for command in commands {
      if case .popClip = command { depth -= 1 }
      if case .endLayer = command { depth -= 1 }
      if case .endShadow = command { depth -= 1 }
      if case .endEffect = command { depth -= 1 }
      if case .beginMaskShape = command { depth -= 1 }
      let pad = String(repeating: "  ", count: max(0, depth))
      switch command {
      case .fill(let f, let c): lines.append("\(pad)fill \(f.dump) \(c.dumpName)")
      case .stroke(let f, let w, let c, let p):
        let side = p == .inside ? "inside " : ""
        lines.append("\(pad)stroke \(f.dump) width \(fmtPoints(CGFloat(w))) \(side)\(c.dumpName)")
      case .line(let a, let b, let w, let c):
        lines.append("\(pad)line \(a) \(b) width \(fmtPoints(CGFloat(w))) \(c.dumpName)")
      case .text(let layout, let x, let y, let w, let c):
        let text = layout.lines.map(\.text).joined(separator: "\\n")
        lines.append("\(pad)text \"\(text)\" at (\(x), \(y)) width \(w) \(c.dumpName)")
      case .image(let b, let r, let label):
        lines.append("\(pad)image \(label) \(b.width)x\(b.height) in \(r)")
      case .path(let p, let c, let label):
        lines.append("\(pad)symbol \(label) in \(p.bounds) \(c.dumpName)")
      case .gradient(let f, let paint):
        lines.append("\(pad)gradient \(f.dump) \(paint.stopCount) stops")
      case .pathGradient(let outline, let paint):
        lines.append("\(pad)gradient outline in \(outline.bounds) \(paint.stopCount) stops")
      case .pushClip(let f): lines.append("\(pad)clip \(f.dump)")
      case .pushClipPath(let outline): lines.append("\(pad)clip outline in \(outline.bounds)")
      case .popClip: lines.append("\(pad)end clip")
      case .beginLayer(let o): lines.append("\(pad)layer opacity \(o)")
      case .endLayer: lines.append("\(pad)end layer")
      case .beginShadow(let c, let s, let dx, let dy):
        let offset = "(\(fmtPoints(CGFloat(dx))), \(fmtPoints(CGFloat(dy))))"
        lines.append("\(pad)shadow \(c.dumpName) sigma \(fmtPoints(CGFloat(s))) offset \(offset)")
      case .endShadow: lines.append("\(pad)end shadow")
      case .beginEffect(.transform(let t)):
        let m = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { fmtPoints(CGFloat($0)) }
        lines.append("\(pad)transform [\(m.joined(separator: ", "))]")
      case .beginEffect(.mask): lines.append("\(pad)mask")
      case .beginEffect(.cutOut): lines.append("\(pad)cut out")
      case .beginEffect(.filter(let filter)): lines.append("\(pad)filter \(filter)")
      case .beginEffect(.group): lines.append("\(pad)group")
      case .beginEffect(.blend(let mode)): lines.append("\(pad)blend \(mode)")
      case .beginMaskShape: lines.append("\(pad)mask shape")
      case .endEffect: lines.append("\(pad)end effect")
      }
      if case .pushClip = command { depth += 1 }
      if case .pushClipPath = command { depth += 1 }
      if case .beginLayer = command { depth += 1 }
      if case .beginShadow = command { depth += 1 }
      if case .beginEffect = command { depth += 1 }
      if case .beginMaskShape = command { depth += 1 }
    }
    return lines.joined(separator: "\n")
  }
}

extension Figure {
  var dump: String {
    switch self {
    case .rect(let r): return "rect \(r)"
    case .roundedRect(let r, let radii):
      if radii.topLeft == radii.topRight && radii.topLeft == radii.bottomLeft
        && radii.topLeft == radii.bottomRight {
        return "roundedRect \(r) r \(fmtPoints(CGFloat(radii.topLeft)))"
      }
      let corners = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
      return "roundedRect \(r) r \(corners.map { fmtPoints(CGFloat($0)) })"
    case .ellipse(let r): return "ellipse \(r)"
    case .capsule(let r): return "capsule \(r)"
    case .continuousRoundedRect(let r, let radius):
      return "continuousRoundedRect \(r) r \(fmtPoints(CGFloat(radius)))"
    }
  }
}
