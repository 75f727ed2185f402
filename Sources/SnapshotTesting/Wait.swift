import Foundation

extension Snapshotting {
  /// `strategy`, taking its snapshot `duration` seconds after it is asked for (for an
  /// animation or a delayed state change to finish). The assertion's `timeout` must be longer.
  ///
  /// Cellshot's pictures do not animate, so the picture is the same; the wait is kept so that
  /// a suite that asks for it runs unchanged.
  public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
    let snapshot = strategy.snapshot
    return Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
      Async { callback in
        nonisolated(unsafe) let run = { snapshot(value).run(callback) }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, duration)) { run() }
      }
    }
  }
}
