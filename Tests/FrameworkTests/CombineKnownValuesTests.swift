import Combine
import Testing

/// The operators of publishers whose values are known (`Just`, a sequence's, an optional's, a
/// result's): they answer at once, running their closures before anyone subscribes, with the
/// simpler publisher Apple's return, and send what the generic operators would.
@Suite struct CombineKnownValuesTests {
  @Test func justAnswersAtOnce() {
    var calls = 0
    let mapped: Just<Int> = Just(2).map { value -> Int in
      calls += 1
      return value * 10
    }
    #expect(calls == 1 && mapped.output == 20)
    let dropped: Optional<Int>.Publisher = Just(3).filter { $0 > 5 }
    #expect(dropped.output == nil && received(dropped).ending == "finished")
    let summed: Result<Int, Never>.Publisher = Just(5).reduce(1, +)
    #expect(summed.result == .success(6))
    let joined: Publishers.Sequence<[Int], Never> = Just(1).prepend(0).append(2, 3)
    #expect(joined.sequence == [0, 1, 2, 3])
    #expect(Just(4).count().output == 1 && Just(4).contains(4).output)
    #expect(Just(7).output(in: 1...).output == nil && Just(7).output(in: ...0).output == 7)
    let tried = received(Just(1).tryMap { _ -> Int in throw Failed() })
    #expect(tried.values.isEmpty && tried.ending == "failure Failed")
    let typed: Result<Int, Failed>.Publisher = Just(8).setFailureType(to: Failed.self)
    #expect(received(typed).values == [8])
  }

  @Test func sequenceActsOnItsElements() {
    var calls = 0
    let doubled: Publishers.Sequence<[Int], Never> = [3, 1, 4, 1, 5].publisher.map {
      calls += 1
      return $0 * 2
    }
    #expect(calls == 5 && doubled.sequence == [6, 2, 8, 2, 10])
    let numbers = [3, 1, 4, 1, 5].publisher
    #expect(numbers.scan(0, +).sequence == [3, 4, 8, 9, 14])
    #expect([1, 1, 2, 2, 1].publisher.removeDuplicates().sequence == [1, 2, 1])
    #expect(Array(numbers.dropFirst(2).sequence) == [4, 1, 5])
    #expect(Array(numbers.prefix(2).sequence) == [3, 1])
    let count: Just<Int> = numbers.count()
    #expect(count.output == 5)
    #expect(numbers.min().output == 1 && numbers.max().output == 5)
    #expect(numbers.output(at: 2).output == 4 && numbers.output(at: 9).output == nil)
    #expect(numbers.output(in: 1..<3).sequence == [1, 4])
    #expect(numbers.last(where: { $0 < 4 }).output == 1)
    #expect([Int]().publisher.first().output == nil)
    #expect(numbers.collect().result == .success([3, 1, 4, 1, 5]))
    #expect(numbers.contains(4).result == .success(true))
    #expect(numbers.append(9).prepend(0).sequence == [0, 3, 1, 4, 1, 5, 9])
    #expect([1, nil, 3].publisher.replaceNil(with: 0).sequence == [1, 0, 3])
    let failing: Publishers.Sequence<[Int], Failed> = [1, 2].publisher
      .setFailureType(to: Failed.self)
    #expect(failing.count().result == .success(2))

    // What they return still sends only what was asked for.
    let probe = Probe<Int, Never>(initial: .max(2))
    numbers.filter { $0 > 1 }.subscribe(probe)
    #expect(probe.values == [3, 4] && probe.completion == nil)
  }

  @Test func optionalAndResultPublishers() {
    let some = Optional(2).publisher
    #expect(some.map { $0 + 1 }.output == 3 && some.dropFirst().output == nil)
    #expect(some.collect().output == [2] && Optional<Int>.none.publisher.collect().output == [])
    // As Apple's: with no value, counting and reducing give no value either.
    #expect(Optional<Int>.none.publisher.count().output == nil)
    #expect(Optional<Int>.none.publisher.reduce(0, +).output == nil)
    let filled: Just<Int> = Optional<Int>.none.publisher.replaceEmpty(with: 7)
    #expect(filled.output == 7)

    let failure = Result<Int, Failed>.failure(Failed()).publisher
    #expect(failure.map { $0 + 1 }.result == .failure(Failed()))
    #expect(failure.replaceError(with: 0).result == .success(0))
    #expect(received(failure.count()).ending == "failure Failed")
    let success = Result<Int, Failed>.success(3).publisher
    #expect(success.scan(10, +).result == .success(13))
    #expect(received(success.tryMap { _ -> Int in throw Failed() }).ending == "failure Failed")
    let remapped = success.mapError { _ in Failed() }.tryMin { _, _ in throw Failed() }
    #expect(received(remapped).values.isEmpty)
  }

  @Test func operatorPublishersCompare() {
    let replaced = Publishers.ReplaceError(upstream: Just(1), output: 2)
    #expect(replaced == Publishers.ReplaceError(upstream: Just(1), output: 2))
    #expect(Publishers.ReplaceEmpty(upstream: Just(1), output: 2)
            != Publishers.ReplaceEmpty(upstream: Just(1), output: 3))
    #expect(Just(1).drop(untilOutputFrom: Just(2)) == Just(1).drop(untilOutputFrom: Just(2)))
  }
}
