import Combine
import Testing

/// `buffer(size:prefetch:whenFull:)`: what it asks upstream for, what it keeps for a subscriber
/// that has not asked yet, and what it does when full.
@Suite struct CombineBufferTests {
  @Test func keepFullAsksAheadAndRefills() {
    var requests: [Subscribers.Demand] = []
    let buffered = (1...10).publisher
      .handleEvents(receiveRequest: { requests.append($0) })
      .buffer(size: 3, prefetch: .keepFull, whenFull: .dropNewest)
    let probe = Probe<Int, Never>(initial: .none)
    buffered.subscribe(probe)
    #expect(requests == [.max(3)] && probe.values.isEmpty)
    probe.subscription?.request(.max(2))
    // The two taken are asked for again, so three wait in the buffer.
    #expect(probe.values == [1, 2] && requests == [.max(3), .max(2)])
    probe.subscription?.request(.unlimited)
    #expect(probe.values == Array(1...10) && probe.completion == .finished)
  }

  @Test(arguments: [
    ("dropOldest", [2, 3], nil),
    ("dropNewest", [1, 2], nil),
    ("customError", [], "failure"),
  ] as [(String, [Int], String?)])
  func whenFull(strategy: String, kept: [Int], ending: String?) {
    let whenFull: Publishers.BufferingStrategy<Failed> = switch strategy {
    case "dropOldest": .dropOldest
    case "dropNewest": .dropNewest
    default: .customError { Failed() }
    }
    let subject = PassthroughSubject<Int, Failed>()
    let probe = Probe<Int, Failed>(initial: .none)
    subject.buffer(size: 2, prefetch: .byRequest, whenFull: whenFull).subscribe(probe)
    for value in 1...3 { subject.send(value) }
    #expect(probe.values.isEmpty)
    probe.subscription?.request(.max(5))
    #expect(probe.values == kept)
    #expect((probe.completion == .failure(Failed()) ? "failure" : nil) == ending)
  }
}
