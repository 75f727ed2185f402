#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing for the benchmark: the median of repeated runs after a warm-up.
enum Timing {
  /// Seconds on a monotonic clock.
  static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// The median time of `body` in seconds, over `runs` runs after `warmup` unmeasured ones.
  /// `setup`, when given, runs untimed before each run.
  static func median(runs: Int = 15, warmup: Int = 3, setup: () -> Void = {},
                     _ body: () -> Void) -> Double {
    for _ in 0..<warmup { setup(); body() }
    var times: [Double] = []
    for _ in 0..<max(1, runs) {
      setup()
      let start = now()
      body()
      times.append(now() - start)
    }
    return median(times)
  }

  /// Every round's times of several bodies run in turn (`[body][round]`), after `warmup`
  /// rounds, so that a machine that speeds up or slows down during the measurement moves all
  /// of them alike; ratios are then taken round by round (`medianRatio`).
  /// `setup`, when given, runs untimed before the first body of each round.
  static func rounds(runs: Int = 15, warmup: Int = 1, setup: () -> Void = {},
                     _ bodies: [() -> Void]) -> [[Double]] {
    for _ in 0..<warmup {
      setup()
      for body in bodies { body() }
    }
    var times = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<max(1, runs) {
      setup()
      for (i, body) in bodies.enumerated() {
        let start = now()
        body()
        times[i].append(now() - start)
      }
    }
    return times
  }

  /// The median of `a[i] / b[i]`: the ratio of two bodies timed in the same rounds, each
  /// round's pair measured moments apart under the same machine load.
  static func medianRatio(_ a: [Double], _ b: [Double]) -> Double {
    median(zip(a, b).map { $0 / $1 })
  }

  static func median(_ times: [Double]) -> Double { times.sorted()[times.count / 2] }
}
