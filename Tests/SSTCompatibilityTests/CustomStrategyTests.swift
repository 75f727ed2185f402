import SnapshotTesting
import SwiftUI
import Testing

// Custom strategies as swift-snapshot-testing's "Custom strategies" article builds them: from
// existing ones with `pullback`, or from scratch with a `Diffing` and an `Async` snapshot.

extension Snapshotting where Value == User, Format == String {
  /// A user as one line of text, pulled back from `.lines`.
  static var signature: Snapshotting {
    SimplySnapshotting<String>.lines.pullback { user in "\(user.name) (#\(user.id)): \(user.bio)" }
  }
}

extension Snapshotting where Value == User, Format == UIImage {
  /// A user as the card that shows them, pulled back from the view strategy.
  static var card: Snapshotting {
    Snapshotting<CardView, UIImage>.image(layout: .fixed(width: 260, height: 130))
      .pullback { user in CardView(title: user.name, subtitle: user.bio) }
  }
}

extension Snapshotting where Value == String, Format == String {
  /// A strategy written from scratch: the text is made on another queue and handed back
  /// later, in a `.shout` file.
  static var shouting: Snapshotting {
    Snapshotting(
      pathExtension: "shout",
      diffing: Diffing(
        toData: { Data($0.utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { old, new in old == new ? nil : ("\(old) ≠ \(new)", []) }),
      asyncSnapshot: { text in
        Async { callback in
          // Swift 6 asks for this: swift-snapshot-testing's callbacks are not `Sendable`.
          nonisolated(unsafe) let callback = callback
          DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
            callback(text.uppercased())
          }
        }
      })
  }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct CustomStrategyTests {
  @Test func pulledBackText() {
    assertSnapshot(of: blob, as: .signature)
  }

  @Test func pulledBackView() {
    assertSnapshot(of: blob, as: .card)
  }

  @Test func asynchronousStrategy() {
    assertSnapshot(of: "handed back later", as: .shouting)
  }

  @Test func mappedAsync() {
    let lengths = Snapshotting<String, String>.lines.asyncPullback { (text: String) in
      Async(value: text).map { "\($0): \($0.count) characters" }
    }
    assertSnapshot(of: "Async.map", as: lengths)
  }

  @Test func strategyThatNeverCallsBackTimesOut() throws {
    let never = Snapshotting<String, String>(
      pathExtension: "txt", diffing: .lines, asyncSnapshot: { _ in Async { _ in } })
    let message = try #require(verifySnapshot(of: "never", as: never, record: .never,
                                              timeout: 0.2))
    #expect(message.hasPrefix("Exceeded timeout of 0.2 seconds waiting for snapshot."))
  }
}

/// `.wait(for:on:)` takes the snapshot later: a view still renders on the main actor, and the
/// timeout covers the wait, not the main actor's queue (a busy parallel run made this wait
/// 90 seconds for its turn and fail at 5).
@Suite(.snapshots(record: .missing))
struct WaitTests {
  @Test func waitsThenDraws() {
    assertSnapshot(of: CardView(title: "Waited", subtitle: "0.1 seconds"),
                   as: .wait(for: 0.1, on: .image))
  }

  @Test func aWaitAsLongAsTheTimeoutTimesOut() throws {
    let message = try #require(verifySnapshot(
      of: CardView(title: "Waited", subtitle: "too long"), as: .wait(for: 0.3, on: .image),
      record: .never, timeout: 0.2))
    #expect(message.hasPrefix("Exceeded timeout of 0.2 seconds waiting for snapshot."))
  }
}
