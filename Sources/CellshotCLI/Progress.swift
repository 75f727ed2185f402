#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// A progress line on standard error for commands over many screens: the count, the rate and
/// the time left, rewritten in place. Shown only when standard error is a terminal (a CI log or
/// a pipe gets nothing) and there is more than one item.
final class Progress: Sendable {
  let total: Int
  let label: String
  let enabled: Bool
  private let state: Mutex<(done: Int, start: Double)>

  init(total: Int, label: String, enabled: Bool = true) {
    self.total = total
    self.label = label
    self.enabled = enabled && isatty(2) == 1 && total > 1
    state = Mutex((0, Progress.now()))
  }

  static func now() -> Double { Date().timeIntervalSince1970 }

  /// The line after `done` of `total` in `elapsed` seconds.
  static func line(done: Int, total: Int, elapsed: Double, label: String, item: String) -> String {
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Int((Double(total - done) / rate).rounded(.up)) : 0
    let rateText = String(format: "%.1f", rate)
    return "[\(done)/\(total)] \(label) \(item) · \(rateText)/s · \(left) s left"
  }

  /// Counts one item done.
  func step(_ item: String) {
    guard enabled else { return }
    let text = state.withLock { state -> String in
      state.done += 1
      return Progress.line(done: state.done, total: total, elapsed: Progress.now() - state.start,
                           label: label, item: item)
    }
    Progress.write("\r\u{1B}[K" + text)
  }

  /// Clears the line.
  func finish() {
    if enabled { Progress.write("\r\u{1B}[K") }
  }

  static func write(_ text: String) {
    var text = text
    text.withUTF8 { _ = systemWrite(2, $0.baseAddress, $0.count) }
  }
}

private func systemWrite(_ fd: Int32, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int {
  write(fd, bytes, count)
}
