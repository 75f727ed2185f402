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
    times.sort()
    return times[times.count / 2]
  }
}
