import Cellshot
import Dispatch
import Foundation

/// What `fuzz-views` checks of a generated tree: that it renders at 1x and 3x, the same bytes
/// each time and on another thread, with every frame finite, within a time bound.
@MainActor
public enum ViewFuzzCheck {
  /// The screen trees are rendered on: small, so that a run tries many trees.
  public static let screen = CGSize(width: 200, height: 300)

  /// The problems rendering `generated` shows; empty when it renders as it should. `timed`
  /// hears each scale's time in seconds (two layouts and two renders).
  public static func problems(_ generated: GeneratedView, seconds: Double = 2,
                              timed: (Int, Double) -> Void = { _, _ in }) -> [String] {
    var found: [String] = []
    for scale in [1, 3] {
      let start = DispatchTime.now().uptimeNanoseconds
      found += problems(generated.view, scale: scale)
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      timed(scale, elapsed)
      if elapsed > seconds {
        found.append("\(scale)x took \(elapsed) s (more than \(seconds) s)")
      }
    }
    return found
  }

  static func problems(_ view: AnyView, scale: Int) -> [String] {
    let renderer = Renderer(size: screen, scale: scale)
    let first = renderer.prepare(view), second = renderer.prepare(view)
    var found: [String] = []
    if first.frameTree != second.frameTree { found.append("\(scale)x: frames differ between renders") }
    if first.displayList.description != second.displayList.description {
      found.append("\(scale)x: display lists differ between renders")
    }
    for line in first.frameTree.split(separator: "\n") where !isFinite(line) {
      found.append("\(scale)x: a frame is not finite: \(line.trimmingCharacters(in: .whitespaces))")
      break
    }
    do {
      let here = try first.render().buffer
      let there = try renderOnAnotherThread(second)
      if here != there { found.append("\(scale)x: pixels differ on another thread") }
    } catch {
      found.append("\(scale)x: \(error)")
    }
    return found
  }

  /// True when the frame at the end of a frame-tree line, "(x, y, wxh)", has no NaN or
  /// infinite part.
  static func isFinite(_ line: Substring) -> Bool {
    guard let open = line.lastIndex(of: "(") else { return true }
    let frame = line[open...]
    return !frame.contains("nan") && !frame.contains("inf")
  }

  nonisolated static func renderOnAnotherThread(_ prepared: PreparedRender) throws
    -> PixelBuffer
  {
    final class Outcome: @unchecked Sendable {
      var result: Result<PixelBuffer, RasterError> = .failure(.invalidSize("not drawn"))
    }
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      do throws(RasterError) {
        outcome.result = .success(try prepared.render().buffer)
      } catch {
        outcome.result = .failure(error)
      }
      done.signal()
    }
    done.wait()
    return try outcome.result.get()
  }
}
