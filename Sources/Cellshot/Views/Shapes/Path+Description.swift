// A path as text (`Path.description`, `Path(_ string:)`), in Core Graphics' notation, which
// SwiftUI's uses: each element its points' coordinates, then its operator: `x y m` (move),
// `x y l` (line), `cx cy x y q` (quadratic curve), `c1x c1y c2x c2y x y c` (cubic curve), `h`
// (close); the reader takes `x y w h re` (a rectangle) too. A number is written as its
// shortest decimal form, an integral one without a point.

extension Path: LosslessStringConvertible {
  /// The path read from `string`, or nil when it is not in the notation (an unknown operator,
  /// a wrong count of numbers, a number that does not read).
  public init?(_ string: String) {
    self.init()
    var numbers: [CGFloat] = []
    for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
      if let value = Double(token), value.isFinite {
        numbers.append(CGFloat(value))
        continue
      }
      let n = numbers
      func point(_ i: Int) -> CGPoint { CGPoint(x: n[i], y: n[i + 1]) }
      switch (token, n.count) {
      case ("m", 2): move(to: point(0))
      case ("l", 2): addLine(to: point(0))
      case ("q", 4): addQuadCurve(to: point(2), control: point(0))
      case ("c", 6): addCurve(to: point(4), control1: point(0), control2: point(2))
      case ("h", 0): closeSubpath()
      case ("re", 4): addRect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
      default: return nil
      }
      numbers = []
    }
    guard numbers.isEmpty else { return nil }
  }

  /// The path in Core Graphics' notation (see the file's header).
  public var description: String {
    func text(_ v: CGFloat) -> String {
      let d = Double(v)
      if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
      return String(d)
    }
    func text(_ p: CGPoint) -> String { text(p.x) + " " + text(p.y) }
    var parts: [String] = []
    for element in elements {
      switch element {
      case .move(let p): parts.append(text(p) + " m")
      case .line(let p): parts.append(text(p) + " l")
      case .quadCurve(let p, let c): parts.append(text(c) + " " + text(p) + " q")
      case .curve(let p, let c1, let c2):
        parts.append(text(c1) + " " + text(c2) + " " + text(p) + " c")
      case .closeSubpath: parts.append("h")
      }
    }
    return parts.joined(separator: " ")
  }
}
