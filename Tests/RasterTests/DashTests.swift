import Raster
import Testing

/// A stroke's dashes cut as Core Graphics cuts them (`Outline.dashes`).
@Suite struct DashTests {
  static let line = [Point(x: 0, y: 0), Point(x: 100, y: 0)]

  /// Each dash's ends along x, rounded to a millionth.
  static func spans(_ dashes: [[Point]]?) -> [[Double]] {
    (dashes ?? []).map { dash in dash.map { ($0.x * 1e6).rounded() / 1e6 } }
  }

  /// A pattern alternates on and off from the first point; an odd count is taken twice; the
  /// phase starts that far into it (a negative one as far back from the period's end).
  @Test func dashesFollowThePatternAndPhase() {
    let plain = Outline.dashes(Self.line, closed: false, pattern: [10], phase: 0)
    #expect(Self.spans(plain) == [[0, 10], [20, 30], [40, 50], [60, 70], [80, 90]])
    let shifted = Outline.dashes(Self.line, closed: false, pattern: [10, 5], phase: 12)
    // 12 into [10 on, 5 off]: 3 off left, then 10 on from 3.
    #expect(Self.spans(shifted).prefix(3) == [[3, 13], [18, 28], [33, 43]])
    let back = Outline.dashes(Self.line, closed: false, pattern: [10, 5], phase: -3)
    #expect(Self.spans(back) == Self.spans(shifted))
    let odd = Outline.dashes(Self.line, closed: false, pattern: [30, 10, 20], phase: 0)
    // [30 on, 10 off, 20 on, 30 off, 10 on, 20 off]
    #expect(Self.spans(odd) == [[0, 30], [40, 60], [90, 100]])
  }

  /// A dash turning a corner keeps the corner (so the style's join draws it); a closed path
  /// runs back to its first point and its last dash stops there.
  @Test func dashesTurnCornersAndCloseTheirPath() throws {
    let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
    let dashes = try #require(Outline.dashes(square, closed: true, pattern: [15, 5], phase: 0))
    #expect(dashes.count == 2)
    #expect(dashes[0] == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 5)])
    #expect(dashes[1] == [Point(x: 10, y: 10), Point(x: 0, y: 10), Point(x: 0, y: 5)])
  }

  /// A dash of no length is a dot: a millionth of a pixel along the line, for round and square
  /// caps to draw.
  @Test func zeroLengthDashesAreDots() throws {
    let dots = try #require(Outline.dashes(Self.line, closed: false, pattern: [0, 25], phase: 0))
    #expect(dots.count == 4)
    for (k, dot) in dots.enumerated() {
      #expect(dot.count == 2 && dot[0].x == Double(25 * k)
              && abs(dot[1].x - dot[0].x - 1e-6) < 1e-9 && dot[1].y == 0)
    }
  }

  /// Patterns that draw the line solid (Core Graphics ignores them) give nil: none, a negative
  /// or infinite length, all zeros, and dashes past `maxDashes`.
  @Test func patternsThatDrawSolid() {
    for pattern in [[], [-1, 4], [.infinity], [0, 0], [1e-6]] as [[Double]] {
      #expect(Outline.dashes(Self.line, closed: false, pattern: pattern, phase: 0) == nil,
              "\(pattern)")
    }
    #expect(Outline.dashes(Self.line, closed: false, pattern: [3], phase: .nan) == nil)
  }
}
