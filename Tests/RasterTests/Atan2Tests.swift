import Foundation
@testable import Raster
import Testing

/// `DeterministicMath.atan2`, the angle conic gradients take, against libm's `atan2`.
@Suite struct Atan2Tests {
  /// A deterministic generator (the same numbers on every machine).
  struct Numbers {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  /// Over a million points at every angle and many scales, on the axes and diagonals and at the
  /// octants' edges, it stays within a few units in the last place of libm's answer (which is
  /// within one of the true angle): far below the 1e-6 radian a gradient could show.
  @Test func agreesWithLibmToTheLastFewBits() {
    var numbers = Numbers(state: 5)
    var worst = 0.0, worstAt = (0.0, 0.0)
    func check(_ y: Double, _ x: Double) {
      let error = abs(DeterministicMath.atan2(y, x) - Foundation.atan2(y, x))
      if !(error <= worst) { (worst, worstAt) = (error, (y, x)) }
    }
    for i in 0..<1_000_000 {
      let scale = [1e-300, 1e-6, 0.5, 1, 3, 1e3, 1e9, 1e300][i % 8]
      check((numbers.next() * 2 - 1) * scale, (numbers.next() * 2 - 1) * scale)
    }
    // Pixel offsets as a gradient meets them: half-pixel centres within 4,000 pixels.
    for dy in stride(from: -4000.5, through: 4000.5, by: 97) {
      for dx in stride(from: -4000.5, through: 4000.5, by: 3) { check(dy, dx) }
    }
    // The octants' edges and tan(pi/8), where the reduction changes.
    let edges = [0.0, 1, 0.41421356237309503, 0.41421356237309503.nextUp,
                 0.41421356237309503.nextDown, 1.0.nextUp, 1.0.nextDown, 2.414213562373095]
    for r in edges {
      for (sy, sx) in [(1.0, 1.0), (1, -1), (-1, 1), (-1, -1)] {
        check(sy * r, sx)
        check(sy, sx * r)
      }
    }
    // Measured: 4.4e-16, one unit in the last place of an angle near 2.
    #expect(worst < 1e-15, "worst error \(worst) at \(worstAt)")
  }

  /// Signed zeros, infinities and NaN as libm gives them.
  @Test func specialValuesAsLibm() {
    let values = [0.0, -0.0, 1, -1, .infinity, -.infinity]
    for y in values {
      for x in values {
        let ours = DeterministicMath.atan2(y, x), libm = Foundation.atan2(y, x)
        #expect(ours == libm && ours.sign == libm.sign, "atan2(\(y), \(x)): \(ours), \(libm)")
      }
    }
    #expect(DeterministicMath.atan2(.nan, 1).isNaN && DeterministicMath.atan2(1, .nan).isNaN)
    // Right angles are exact: a conic gradient's quarter stops land on their pixels.
    #expect(DeterministicMath.atan2(7, 0) == DeterministicMath.halfPi)
    #expect(DeterministicMath.atan2(0, -7) == DeterministicMath.pi)
    #expect(DeterministicMath.atan2(5, 5) == DeterministicMath.quarterPi)
  }

  /// The same bits on every machine: these were worked out once (x86-64) and must come out
  /// the same wherever IEEE arithmetic is correctly rounded, which is all the function uses.
  @Test func theSameBitsEverywhere() {
    let pinned: [(Double, Double, UInt64)] = [
      (1, 3, 0x3fd4_978f_a326_9ee1), (-2.5, 7.25, 0xbfd5_4076_5a5b_20a2),
      (40.5, -0.5, 0x3ff9_548c_0de3_30a7), (-123.5, -456.5, 0xc007_04e0_26e7_969e),
      (0.41421356237309503, 1, 0x3fd9_21fb_5444_2d18), (3, 1, 0x3ff3_fc17_6b7a_8560),
      (0.5, 40.5, 0x3f89_485c_cf81_c76f), (-1e-7, 0.002, 0xbf0a_36e2_eabe_6ff9),
    ]
    for (y, x, bits) in pinned {
      #expect(DeterministicMath.atan2(y, x).bitPattern == bits, "atan2(\(y), \(x))")
    }
  }
}
