import Cellshot
import CellshotTesting
import Foundation
import Synchronization
import Testing
import TestSupport

/// A view made with its memberwise initializer, which needs no main actor.
struct Badge: View {
  var label: String
  var body: some View { Text(label).padding(4).background(Color.mint) }
}

/// View strategies from tests that are not on the main actor: the render hops there
/// (`runOnMainActor`) while the test waits, instead of trapping in `MainActor.assumeIsolated`.
@Suite struct MainActorHopTests {
  @Test func runsOnTheMainActorFromThePool() throws {
    let answer = try runOnMainActor { () -> Int in
      MainActor.assumeIsolated { 42 }
    }
    #expect(answer == 42)
  }

  @Test func passesErrorsOn() {
    struct Oops: Error {}
    #expect(throws: Oops.self) { try runOnMainActor { () throws -> Int in throw Oops() } }
  }

  @Test func viewStrategiesWorkOffTheMainActor() throws {
    let folder = TestPaths.scratch("hop")
    let paths = SnapshotPaths(goldens: folder + "/Goldens", artifacts: folder + "/artifacts")
    let strategy = Snapshotting<Badge, String>.frameTree(device: .iphoneSE)
    let first = verifySnapshot(of: Badge(label: "hop"), as: strategy, record: .missing,
                               paths: paths, environment: [:], testName: "hop()")
    #expect(first.outcome == .recorded)
    let second = verifySnapshot(of: Badge(label: "hop"), as: strategy, named: "again",
                                record: .missing, paths: paths, environment: [:],
                                testName: "hop()")
    #expect(second.outcome == .recorded)
    #expect(try String(contentsOfFile: second.goldenPath, encoding: .utf8)
            == String(contentsOfFile: first.goldenPath, encoding: .utf8))
  }

  /// While the main actor waits for the caller, the caller gives up instead of deadlocking,
  /// and the work it dropped never runs.
  @MainActor @Test func timesOutWhenTheMainActorIsBlocked() async throws {
    final class Record: Sendable {
      let ran = Mutex(false)
      let outcome = Mutex<String?>(nil)
    }
    let record = Record()
    let done = DispatchSemaphore(value: 0)
    Thread {
      do {
        _ = try runOnMainActor(timeout: 0.2) { record.ran.withLock { $0 = true } }
        record.outcome.withLock { $0 = "ran" }
      } catch {
        record.outcome.withLock { $0 = "\(error)" }
      }
      done.signal()
    }.start()
    done.wait()  // the main actor is blocked here until the other thread gives up
    let message = record.outcome.withLock { $0 } ?? ""
    #expect(message.hasPrefix("the main actor did not start the render within 0.2 seconds"))
    // The main actor free again, the dropped work comes up and does not run.
    try await Task.sleep(for: .milliseconds(200))
    #expect(!record.ran.withLock { $0 })
  }
}
