import Foundation

extension Snapshotting {
  /// `strategy`, taking its snapshot `duration` seconds after it is asked for (for an
  /// animation or a delayed state change to finish). The assertion's `timeout` must be longer.
  ///
  /// Cellshot's pictures do not animate, so the picture is the same; the wait is kept so that
  /// a suite that asks for it runs unchanged. For Cellshot's own strategies the test's thread
  /// waits (turning the run loop on the main thread) and then draws as `strategy` does: the
  /// `timeout` covers the wait, not the turn a busy main actor takes to draw the view.
  public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
    let snapshot = strategy.snapshot
    var waited = Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
      Async { callback in
        nonisolated(unsafe) let run = { snapshot(value).run(callback) }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, duration)) { run() }
      }
    }
    waited.capture = strategy.capture.map { capture in
      Capture { value, timeout in
        // As swift-snapshot-testing: a wait as long as the timeout never gets its snapshot.
        guard duration < timeout else {
          pause(for: timeout)
          throw SnapshotFailure.exceeded(timeout)
        }
        pause(for: duration)
        return try capture.make(value, timeout)
      }
    }
    return waited
  }
}

/// `duration` seconds spent on this thread; on the main thread its run loop turns meanwhile,
/// so work queued there (a delayed state change) runs.
private func pause(for duration: TimeInterval) {
  guard duration > 0 else { return }
  let until = Date(timeIntervalSinceNow: duration)
  if Thread.isMainThread {
    while until.timeIntervalSinceNow > 0 {
      _ = RunLoop.current.run(mode: .default, before: until)
    }
  } else {
    Thread.sleep(until: until)
  }
}
