// Publishers of values a collection, an optional, a result or a recording holds: each sends
// them as the subscriber asks, then completes (`[1, 2, 3].publisher`, `Optional.publisher`,
// `Result.publisher`, `Record`).

extension Publishers {
  /// A publisher that sends a sequence's elements, then finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element

    /// The elements it sends.
    public let sequence: Elements

    public init(sequence: Elements) { self.sequence = sequence }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Elements.Element, S.Failure == Failure {
      Emitter.emit(sequence, to: subscriber, name: "Sequence")
    }
  }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Sequence {
  /// A publisher of the sequence's elements.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Optional {
  /// A publisher of the optional's value, if there is one.
  public var publisher: Publisher { Publisher(self) }

  /// A publisher that sends the optional's value if it has one, then finishes.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Wrapped
    public typealias Failure = Never

    /// The value it sends, if any.
    public let output: Wrapped?

    public init(_ output: Wrapped?) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
      var pending = output
      Emitter.emit(to: subscriber, name: "Optional") {
        defer { pending = nil }
        return pending
      }
    }
  }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}

extension Result {
  /// A publisher of the result: its success, or its failure.
  public var publisher: Publisher { Publisher(self) }

  /// A publisher that sends a result's success then finishes, or fails with its failure.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Success

    /// The result it publishes.
    public let result: Result<Success, Failure>

    public init(_ result: Result<Success, Failure>) { self.result = result }
    public init(_ output: Success) { result = .success(output) }
    public init(_ failure: Failure) { result = .failure(failure) }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Success, S.Failure == Failure {
      switch result {
      case .success(let value):
        var pending: Success? = value
        Emitter.emit(to: subscriber, name: "Result") {
          defer { pending = nil }
          return pending
        }
      case .failure(let error):
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
      }
    }
  }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}

/// A publisher that replays recorded values, then a recorded completion.
public struct Record<Output, Failure: Error>: Publisher {
  /// What it replays.
  public let recording: Recording

  /// A publisher replaying what `record` records.
  public init(record: (inout Recording) -> Void) {
    var recording = Recording()
    record(&recording)
    self.recording = recording
  }

  public init(recording: Recording) { self.recording = recording }

  public init(output: [Output], completion: Subscribers.Completion<Failure>) {
    recording = Recording(output: output, completion: completion)
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    Emitter.emit(recording.output, to: subscriber, name: "Record",
                 completion: recording.completion)
  }

  /// Values and a completion, recorded in order.
  public struct Recording {
    public typealias Input = Output

    /// The recorded values.
    public private(set) var output: [Output]
    /// The recorded completion (`.finished` until another is recorded).
    public private(set) var completion: Subscribers.Completion<Failure>
    private var completed = false

    public init() {
      output = []
      completion = .finished
    }

    public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
      self.output = output
      self.completion = completion
      completed = true
    }

    /// Records a value; recording one after the completion is a programmer error.
    public mutating func receive(_ input: Input) {
      precondition(!completed, "Record.Recording received a value after its completion")
      output.append(input)
    }

    /// Records the completion; recording a second one is a programmer error.
    public mutating func receive(completion: Subscribers.Completion<Failure>) {
      precondition(!completed, "Record.Recording received a second completion")
      self.completion = completion
      completed = true
    }
  }
}

extension Record.Recording: Codable where Output: Codable, Failure: Codable {
  private enum CodingKeys: String, CodingKey { case output, completion }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(output: try container.decode([Output].self, forKey: .output),
              completion: try container.decode(Subscribers.Completion<Failure>.self,
                                               forKey: .completion))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(output, forKey: .output)
    try container.encode(completion, forKey: .completion)
  }

  /// Encodes the recording into `encoder` (Combine's older spelling of `encode(to:)`).
  public func encode(into encoder: any Encoder) throws { try encode(to: encoder) }
}

extension Record: Codable where Output: Codable, Failure: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(recording: try Recording(from: decoder))
  }

  public func encode(to encoder: any Encoder) throws { try recording.encode(to: encoder) }
}
