import CRasterKernels
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

  /// The C kernel gives, pixel by pixel, the Swift sampler's word at t, both ways: from the
  /// cells (its cell's, its fine cell's, or where neither has one colour the stops
  /// interpolated as the sampler does), and worked out from t directly with AVX2 and AVX-512,
  /// for linear and radial gradients at odd angles, sizes and offsets, vertical and flat ones
  /// included, with two to five stops.
  @Test func theKernelFindsTheSamplersCells() {
    var numbers = Numbers(state: 7)
    var mixed = 0
    for case_ in 0..<60 {
      func coordinate() -> Double { (numbers.next() - 0.3) * 900 }
      func color() -> Color {
        Color(red: numbers.next(), green: numbers.next(), blue: numbers.next(),
              opacity: numbers.next() < 0.3 ? numbers.next() : 1)
      }
      // Two stops (0 and 1: the direct kernel's f is t itself), three, or five with two at
      // one place and one past the end.
      var stops = [GradientStop(color: color(), location: 0)]
      if case_ % 3 == 1 { stops.append(GradientStop(color: color(), location: numbers.next())) }
      if case_ % 3 == 2 {
        let at = numbers.next()
        stops += [GradientStop(color: color(), location: numbers.next() * 0.5),
                  GradientStop(color: color(), location: at),
                  GradientStop(color: color(), location: at),
                  GradientStop(color: color(), location: 1.2)]
      } else {
        stops.append(GradientStop(color: color(), location: 1))
      }
      if case_ % 10 == 8 {
        // Black fading out: the colour channels fixed at 0, the alpha varying.
        stops = [GradientStop(color: Color(red: 0, green: 0, blue: 0), location: 0),
                 GradientStop(color: Color(red: 0, green: 0, blue: 0, opacity: 0.2),
                              location: 1)]
      } else if case_ % 10 == 9 {
        // One alpha below 1 all along, and a channel that does not change.
        let half = numbers.next()
        stops = [GradientStop(color: Color(red: 0.9, green: 0.2, blue: half, opacity: 0.6),
                              location: 0),
                 GradientStop(color: Color(red: 0.1, green: 0.7, blue: half, opacity: 0.6),
                              location: 1)]
      }
      let x0 = Int(coordinate())
      let paint: GradientPaint
      if case_ % 10 == 4 {
        // 7 x 4,096 pixels long from a pixel centre: t x 4096 is a whole number at every
        // seventh pixel, on a cell's edge, where a multiply by the inexact 1 / length² falls
        // short of it (the kernel's multiply must give way to the division there).
        let start = Point(x: Double(x0) - 2.5, y: 0)
        paint = .linear(stops: stops, start: start, end: Point(x: start.x + 28_672, y: 0))
      } else if case_ % 10 == 6 {
        // Vertical: dx exactly 0, every pixel of a row the first one's t (found once).
        let start = Point(x: coordinate(), y: coordinate())
        paint = .linear(stops: stops, start: start, end: Point(x: start.x, y: coordinate()))
      } else if case_ % 2 == 0 {
        let flat = case_ % 10 == 0
        let start = Point(x: coordinate(), y: coordinate())
        paint = .linear(stops: stops, start: start,
                        end: flat ? start : Point(x: coordinate(), y: coordinate()))
      } else if case_ % 4 == 3 {
        // Centred on a whole or a half pixel, in the row's middle: the pixels right of the
        // centre take their mirror's words.
        let middle = Double(x0 + (1 + case_ * 7) / 2) + (case_ % 8 == 3 ? 0.5 : 0)
        paint = .radial(stops: stops, center: Point(x: middle, y: coordinate()),
                        startRadius: numbers.next() * 20, endRadius: numbers.next() * 600)
      } else {
        let r0 = numbers.next() * 50
        paint = .radial(stops: stops, center: Point(x: coordinate(), y: coordinate()),
                        startRadius: r0, endRadius: case_ % 10 == 1 ? r0 : numbers.next() * 600)
      }
      let sampler = GradientSampler(paint, paint.table())
      let cells = GradientCells(sampler)
      let y = Int(coordinate()), count = 1 + case_ * 7
      let row = sampler.row(y)
      // 0: the cells, one pixel at a time; 1 and 2: each colour worked out from t, four
      // pixels at a time with AVX2 and eight with AVX-512 where the processor has them (the
      // cells are not read there), else the cells again. AVX-512 takes the stops prepared
      // once, as a fill does; AVX2 prepares them for the row itself.
      let prepared = PreparedGradient(sampler)
      for wide: Int32 in [0, 1, 2] {
        var out = [UInt32](repeating: 0, count: count)
        sampler.withKernel(direct: wide == 2 ? prepared.stops : nil) { kernel in
          let useCells = wide == 0 || !prepared.isReady || cs_kernels_have_avx2() == 0
          cells.table.withUnsafeBufferPointer { table in
            cells.fine.withUnsafeBufferPointer { fine in
              cs_gradient_words(&kernel, x0, row, count, useCells ? table.baseAddress : nil,
                                fine.baseAddress, &out, wide)
            }
          }
        }
        for i in 0..<count {
          // Every pixel the sampler's colour: from its cell, its fine cell, or (where neither
          // has one colour) the stops interpolated in C as the sampler does.
          let t = sampler.t(x0 + i, row)
          if cells.word(t) == nil { mixed += 1 }
          #expect(out[i] == sampler.color(t).word, "case \(case_) x \(x0 + i) wide \(wide)")
        }
      }
    }
    #expect(mixed > 100, "the pixels without one colour in their cell were not reached")
  }

  /// A linear gradient's lattice (`GradientLattice`) gives every pixel the word the sampler
  /// gives it, for pixel-aligned geometry of every kind it takes: a diagonal over a square
  /// (one line), over a 7:3 rectangle (seven), horizontal (one line for every row), running
  /// backwards, from quarter and half pixels, far from the origin, with two to five stops;
  /// and it declines geometry that is not exact (a start a tenth of a pixel off).
  @Test func theLatticeGivesEveryPixelTheSamplersWord() {
    var numbers = Numbers(state: 11)
    let cases: [(start: Point, end: Point, takes: Bool)] = [
      (Point(x: 294, y: 429), Point(x: 582, y: 717), true),
      (Point(x: 60, y: 201), Point(x: 1110, y: 651), true),
      (Point(x: 0, y: 40), Point(x: 300, y: 40), true),
      (Point(x: 300, y: 500), Point(x: 235.5, y: 371), true),
      (Point(x: 12.25, y: -7.5), Point(x: 15.75, y: 3), true),
      (Point(x: 12.25, y: -7.5), Point(x: 90.75, y: 3), false),
      (Point(x: 40_000, y: 81_000), Point(x: 40_960, y: 81_480), true),
      (Point(x: 10.1, y: 0), Point(x: 200, y: 100), false),
      (Point(x: 0, y: 0), Point(x: 1_000_003, y: 999_983), false),
    ]
    for (index, geometry) in cases.enumerated() {
      let count = 2 + index % 4
      var stops: [GradientStop] = []
      for k in 0..<count {
        let color = Color(red: numbers.next(), green: numbers.next(), blue: numbers.next(),
                          opacity: k == 1 ? 0.4 : 1)
        stops.append(GradientStop(color: color, location: Double(k) / Double(count - 1)))
      }
      let paint = GradientPaint.linear(stops: stops, start: geometry.start, end: geometry.end)
      let sampler = GradientSampler(paint, paint.table())
      let prepared = PreparedGradient(sampler)
      let bounds = IntRect(x: Int(geometry.start.x) - 37, y: Int(geometry.start.y) - 11,
                           width: 131, height: 97)
      for usesDirect in [false, true] {
        let lattice = GradientLattice(sampler, bounds: bounds,
                                      direct: usesDirect && prepared.isReady ? prepared : nil,
                                      cells: usesDirect ? nil : GradientCells(sampler))
        #expect((lattice != nil) == geometry.takes, "case \(index)")
        guard let lattice else { continue }
        var out = [UInt32](repeating: 0, count: bounds.width)
        for y in bounds.y..<bounds.maxY {
          // A row's words in two pieces, as spans come.
          let split = ((y * 13) % bounds.width + bounds.width) % bounds.width
          out.withUnsafeMutableBufferPointer { out in
            lattice.words(row: y, x0: bounds.x, count: split, into: out.baseAddress!)
            lattice.words(row: y, x0: bounds.x + split, count: bounds.width - split,
                          into: out.baseAddress! + split)
          }
          let row = sampler.row(y)
          for i in 0..<bounds.width
          where out[i] != sampler.color(sampler.t(bounds.x + i, row)).word {
            Issue.record("case \(index) pixel (\(bounds.x + i), \(y)) direct \(usesDirect)")
            return
          }
        }
      }
    }
  }

  /// A radial gradient centred on whole or half pixels drawn as runs (`RadialRuns`) gives
  /// every pixel the sampler's word, spans in any order and cut anywhere, with a stop where
  /// the colour turns back and a translucent one; centres inside the fill, at its edge and
  /// outside it; it declines a centre a quarter pixel off.
  @Test func theRadialRunsGiveEveryPixelTheSamplersWord() {
    let stops = [GradientStop(color: Color(red: 1, green: 1, blue: 1), location: 0.05),
                 GradientStop(color: Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.7),
                              location: 0.6),
                 GradientStop(color: Color(red: 0.9, green: 0.9, blue: 0.92), location: 1)]
    let bounds = IntRect(x: 60, y: 201, width: 611, height: 297)
    let cases: [(center: Point, takes: Bool)] = [
      (Point(x: 365, y: 350), true), (Point(x: 365.5, y: 349.5), true),
      (Point(x: 60, y: 210), true), (Point(x: -40.5, y: 150), true),
      (Point(x: 165, y: 250.25), false), (Point(x: 165.75, y: 250), false)]
    for (index, geometry) in cases.enumerated() {
      let paint = GradientPaint.radial(stops: stops, center: geometry.center,
                                       startRadius: index == 3 ? 90 : 10, endRadius: 320)
      let sampler = GradientSampler(paint, paint.table())
      let runs = RadialRuns(sampler, bounds: bounds)
      #expect((runs != nil) == geometry.takes, "case \(index)")
      guard let runs else { continue }
      var out = [UInt32](repeating: 0, count: bounds.width)
      let rows = Array(bounds.y..<bounds.maxY)
      for y in index % 2 == 0 ? rows : rows.reversed() {
        let x0 = bounds.x + (y * 7) % 13, count = bounds.width - (y * 7) % 13 - y % 5
        out.withUnsafeMutableBufferPointer { out in
          runs.words(row: y, x0: x0, count: count, into: out.baseAddress!)
        }
        let row = sampler.row(y)
        for i in 0..<count where out[i] != sampler.color(sampler.t(x0 + i, row)).word {
          Issue.record("case \(index) pixel (\(x0 + i), \(y))")
          return
        }
      }
    }
  }

  /// C's walk along a radial gradient's runs (`cs_radial_runs`) gives each pixel the word of
  /// the last run starting at or below its K, forwards and backwards, eight at a time with
  /// AVX2 and one at a time, from runs a pixel long to runs longer than the row, and runs
  /// starting beyond 32 bits.
  @Test func theRunWalkFindsEachPixelsRun() {
    var numbers = Numbers(state: 23)
    for case_ in 0..<40 {
      var starts: [Int64] = [Int64(numbers.next() * 50)], words: [UInt32] = [0xFF00_0000]
      let gap = case_ % 4 == 0 ? 3 : 400
      for _ in 0..<(1 + case_ * 3) {
        starts.append(starts.last! + 1 + Int64(numbers.next() * Double(gap)))
        words.append(UInt32(truncatingIfNeeded: Int(numbers.next() * 4e9)))
      }
      if case_ % 5 == 1 {
        // Runs starting beyond 2^31 (a fill far larger than this row): never reached here.
        starts += [3_000_000_000, 5_000_000_000]
        words += [0x1234_5678, 0x9ABC_DEF0]
      }
      let u0 = Int64(numbers.next() * 60), row = Int64(numbers.next() * 3000)
      let count = 1 + Int(numbers.next() * 100)
      for backwards: Int32 in [0, 1] {
        var outputs: [[UInt32]] = []
        for wide: Int32 in [0, 1] {
          var out = [UInt32](repeating: 0, count: count)
          out.withUnsafeMutableBufferPointer { out in
            cs_radial_runs(starts, words, starts.count, u0, row, count,
                           out.baseAddress! + (backwards == 1 ? count - 1 : 0), backwards, wide)
          }
          outputs.append(backwards == 1 ? out.reversed() : out)
        }
        for i in 0..<count {
          let k = (u0 + 2 * Int64(i)) * (u0 + 2 * Int64(i)) + row
          let expected = words[(starts.lastIndex { $0 <= k } ?? 0)]
          #expect(outputs[0][i] == expected && outputs[1][i] == expected,
                  "case \(case_) pixel \(i) backwards \(backwards)")
        }
      }
    }
  }

  /// A clip's open middle (`Mask.openMiddle`, where an opaque gradient is written straight
  /// into a row through a rounded clip's corners) is the run from the first to the last fully
  /// open pixel, and only when every pixel between is fully open, for every row of a rounded
  /// clip, spans cut anywhere, inside and past the clip's rectangle.
  @Test func aClipsOpenMiddleIsItsFullyOpenRun() throws {
    var canvas = try Canvas(width: 160, height: 120)
    canvas.pushClip(.continuousRoundedRect(Rect(x: 10.5, y: 7, width: 131, height: 97), 30))
    let mask = try #require(canvas.clips.last?.mask)
    for y in 0..<120 {
      for columns in [0..<160, 3..<40, 60..<150, 140..<160, 20..<21] {
        let open = mask.openMiddle(y, columns)
        let full = columns.filter { mask.value($0, y) == 255 }
        if let first = full.first, let last = full.last,
           (first...last).allSatisfy({ mask.value($0, y) == 255 }) {
          #expect(open == first..<last + 1, "row \(y) columns \(columns)")
        } else {
          #expect(open.isEmpty, "row \(y) columns \(columns)")
        }
      }
    }
  }
}

