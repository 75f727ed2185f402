@testable import Raster
import Testing

/// The gradient's colour cells (`GradientCells`) answer only where their colour is the exact
/// one: for every t, a cell's word is nil or what the full interpolation gives.
@Suite struct GradientCellTests {
  /// A deterministic generator (the same numbers on every machine).
  struct Numbers {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  @Test func cellsAgreeWithTheInterpolationEverywhere() {
    var numbers = Numbers(state: 42)
    var answered = 0, asked = 0
    for case_ in 0..<40 {
      // Two to five stops, some clear, at random places (two at the same place sometimes).
      let count = 2 + case_ % 4
      var stops: [GradientStop] = []
      for _ in 0..<count {
        let alpha = numbers.next()
        let color = Color(red: numbers.next(), green: numbers.next(), blue: numbers.next(),
                          opacity: alpha < 0.2 ? 0 : (alpha < 0.5 ? alpha : 1))
        stops.append(GradientStop(color: color, location: numbers.next()))
      }
      if case_ % 7 == 0 { stops[1].location = stops[0].location }
      let paint = GradientPaint.linear(stops: stops, start: Point(x: 0, y: 0),
                                       end: Point(x: 100, y: 0))
      let sampler = GradientSampler(paint, paint.table())
      let cells = GradientCells(sampler)
      for i in 0..<20_000 {
        // Random t, and t at and next to cell edges and stops.
        var t = numbers.next()
        if i % 3 == 1 { t = Double(Int(numbers.next() * 4096)) / 4096 }
        if i % 3 == 2 { t = stops[i % count].location.nextUp }
        t = min(max(t, 0), 1)
        asked += 1
        if let word = cells.word(t) {
          answered += 1
          #expect(word == sampler.color(t).word, "t \(t), stops \(stops)")
        }
      }
    }
    // Most t are answered by a cell (what makes it worth having).
    #expect(answered * 2 > asked, "\(answered) of \(asked)")
  }
}
