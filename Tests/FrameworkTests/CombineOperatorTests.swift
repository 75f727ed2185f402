import Combine
import Foundation
import Testing

/// Combine's operators on known values: what each sends, and how each ends.
@Suite struct CombineOperatorTests {
  @Test func transformingAndFiltering() {
    let numbers = [1, 2, 2, 3, nil, 4, 4, 4, 5].publisher
    #expect(received(numbers.compactMap { $0 }).values == [1, 2, 2, 3, 4, 4, 4, 5])
    #expect(received(numbers.compactMap { $0 }.removeDuplicates()).values == [1, 2, 3, 4, 5])
    #expect(received(numbers.replaceNil(with: 0).filter { $0 % 2 == 0 }).values
            == [2, 2, 0, 4, 4, 4])
    #expect(received(numbers.compactMap { $0 }.scan(0, +)).values
            == [1, 3, 5, 8, 12, 16, 20, 25])
    #expect(received(numbers.compactMap { $0 }.dropFirst(6)).values == [4, 5])
    #expect(received(numbers.compactMap { $0 }.prefix(2)).values == [1, 2])
    #expect(received(numbers.compactMap { $0 }.prefix(while: { $0 < 3 })).values == [1, 2, 2])
    #expect(received(numbers.compactMap { $0 }.drop(while: { $0 < 4 })).values == [4, 4, 4, 5])
    #expect(received(numbers.compactMap { $0 }.output(in: 2...3)).values == [2, 3])
    #expect(received(numbers.compactMap { $0 }.first(where: { $0 > 3 })).values == [4])
    #expect(received(numbers.compactMap { $0 }.last(where: { $0 < 4 })).values == [3])
    #expect(received(["a", "bb"].publisher.map(\.count)).values == [1, 2])

    struct Tooth: Error {}
    let tried = received([1, 2, 3].publisher.tryMap { value -> Int in
      if value == 2 { throw Tooth() }
      return value
    })
    #expect(tried.values == [1] && tried.ending == "failure Tooth()")
  }

  @Test func reducing() {
    let numbers = [3, 1, 4, 1, 5].publisher
    #expect(received(numbers.reduce(0, +)).values == [14])
    #expect(received(numbers.collect()).values == [[3, 1, 4, 1, 5]])
    #expect(received(numbers.collect(2)).values == [[3, 1], [4, 1], [5]])
    #expect(received(numbers.count()).values == [5])
    #expect(received(numbers.min()).values == [1] && received(numbers.max()).values == [5])
    #expect(received(numbers.contains(4)).values == [true])
    #expect(received(numbers.allSatisfy { $0 > 0 }).values == [true])
    #expect(received(numbers.last()).values == [5] && received(numbers.first()).values == [3])
    #expect(received(numbers.ignoreOutput()).ending == "finished")
    #expect(received(Empty<Int, Never>().replaceEmpty(with: 9)).values == [9])

    // A reducing operator answers only once asked, and after upstream has finished.
    let subject = PassthroughSubject<Int, Never>()
    let probe = Probe<[Int], Never>(initial: .max(1))
    subject.collect().subscribe(probe)
    subject.send(1)
    subject.send(2)
    #expect(probe.values.isEmpty)
    subject.send(completion: .finished)
    #expect(probe.values == [[1, 2]] && probe.completion == .finished)
  }

  @Test func failuresAndRecovery() {
    let failing = [1, 2].publisher.setFailureType(to: Failed.self)
      .append(Fail(error: Failed()))
    #expect(received(failing.replaceError(with: 0)).values == [1, 2, 0])
    #expect(received(failing.catch { _ in Just(9) }).values == [1, 2, 9])
    #expect(received(failing.mapError { _ in URLError(.badURL) }).ending?
      .hasPrefix("failure") == true)
    var attempts = 0
    let flaky = Deferred { () -> AnyPublisher<Int, Failed> in
      attempts += 1
      return attempts < 3 ? Fail(error: Failed()).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: Failed.self).eraseToAnyPublisher()
    }
    #expect(received(flaky.retry(5)).values == [3] && attempts == 3)
    #expect(received(Just(1).prepend(0).append(2, 3)).values == [0, 1, 2, 3])
    let tryCaught = received(failing.tryCatch { _ -> Just<Int> in throw URLError(.cancelled) })
    #expect(tryCaught.values == [1, 2] && tryCaught.ending?.hasPrefix("failure") == true)
  }

  @Test func combiningPublishers() {
    let letters = PassthroughSubject<String, Never>()
    let numbers = PassthroughSubject<Int, Never>()
    var latest: [String] = []
    var zipped: [String] = []
    var merged: [String] = []
    let cancellables = [
      letters.combineLatest(numbers) { "\($0)\($1)" }.sink { latest.append($0) },
      letters.zip(numbers).map { "\($0)\($1)" }.sink { zipped.append($0) },
      letters.merge(with: numbers.map(String.init)).sink { merged.append($0) },
    ]
    letters.send("a")
    numbers.send(1)
    numbers.send(2)
    letters.send("b")
    letters.send("c")
    numbers.send(3)
    #expect(latest == ["a1", "a2", "b2", "c2", "c3"])
    #expect(zipped == ["a1", "b2", "c3"])
    #expect(merged == ["a", "1", "2", "b", "c", "3"])
    _ = cancellables

    // flatMap merges the inner publishers; switchToLatest follows only the newest.
    #expect(received([1, 2].publisher.flatMap { [$0, $0 * 10].publisher }).values
            == [1, 10, 2, 20])
    let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
    let (first, second) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
    var switched: [Int] = []
    let switching = outer.switchToLatest().sink { switched.append($0) }
    outer.send(first)
    first.send(1)
    outer.send(second)
    first.send(2)
    second.send(3)
    #expect(switched == [1, 3])
    _ = switching
  }

  @Test func coding() throws {
    struct Point: Codable, Equatable {
      var x: Int
    }
    let data = Data(#"{"x":4}"#.utf8)
    #expect(received(Just(data).decode(type: Point.self, decoder: JSONDecoder())).values
            == [Point(x: 4)])
    let encoded = received(Just(Point(x: 4)).encode(encoder: JSONEncoder())).values
    #expect(encoded == [data])
    let broken = received(Just(Data("{".utf8)).decode(type: Point.self, decoder: JSONDecoder()))
    #expect(broken.values.isEmpty && broken.ending?.hasPrefix("failure") == true)
  }

  @Test func sharingOneSubscription() {
    var subscriptions = 0
    let source = PassthroughSubject<Int, Never>()
    let shared = source.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
    var a: [Int] = []
    var b: [Int] = []
    let first = shared.sink { a.append($0) }
    let second = shared.sink { b.append($0) }
    source.send(1)
    #expect(subscriptions == 1 && a == [1] && b == [1])
    _ = (first, second)

    let connectable = [1, 2, 3].publisher.makeConnectable()
    var seen: [Int] = []
    let watching = connectable.sink { seen.append($0) }
    #expect(seen.isEmpty)
    let connection = connectable.connect()
    #expect(seen == [1, 2, 3])
    _ = (watching, connection)
  }

  @Test func asyncValues() async throws {
    var collected: [Int] = []
    for await value in [1, 2, 3].publisher.values { collected.append(value) }
    #expect(collected == [1, 2, 3])
    let future = Future<Int, Never> { promise in
      // A promise is not Sendable (neither is Combine's): the test vouches for this one.
      nonisolated(unsafe) let fulfil = promise
      DispatchQueue.global().async { fulfil(.success(42)) }
    }
    #expect(await future.value == 42)
    let failing = Fail<Int, Failed>(error: Failed())
    await #expect(throws: Failed.self) {
      for try await _ in failing.values {}
    }
  }
}
