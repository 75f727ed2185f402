// Operators for watching a subscription: handleEvents (closures on each event), print (a line
// per event, to standard output or a stream) and breakpoint (stops in the debugger when a
// closure says so, by raising SIGTRAP as Combine does).
import Foundation

extension Publisher {
  /// The same values, with closures called on each event of the subscription.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription,
                            receiveOutput: receiveOutput, receiveCompletion: receiveCompletion,
                            receiveCancel: receiveCancel, receiveRequest: receiveRequest)
  }

  /// The same values, with a line printed for each event (to `stream`, or standard output).
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }

  /// The same values; raises SIGTRAP (stopping in a debugger) when a closure returns true.
  public func breakpoint(
    receiveSubscription: ((any Subscription) -> Bool)? = nil,
    receiveOutput: ((Output) -> Bool)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil
  ) -> Publishers.Breakpoint<Self> {
    Publishers.Breakpoint(upstream: self, receiveSubscription: receiveSubscription,
                          receiveOutput: receiveOutput, receiveCompletion: receiveCompletion)
  }

  /// The same values; raises SIGTRAP if upstream fails.
  public func breakpointOnError() -> Publishers.Breakpoint<Self> {
    breakpoint(receiveCompletion: { if case .failure = $0 { true } else { false } })
  }
}

extension Publishers {
  /// A publisher that calls closures on the events of each subscription.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public var receiveSubscription: ((any Subscription) -> Void)?
    public var receiveOutput: ((Output) -> Void)?
    public var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    public var receiveCancel: (() -> Void)?
    public var receiveRequest: ((Subscribers.Demand) -> Void)?

    public init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)? = nil,
                receiveOutput: ((Output) -> Void)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                receiveCancel: (() -> Void)? = nil,
                receiveRequest: ((Subscribers.Demand) -> Void)?) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
      self.receiveCancel = receiveCancel
      self.receiveRequest = receiveRequest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (output, completion) = (receiveOutput, receiveCompletion)
      upstream.subscribe(Relay<Output, Failure, S>(
        subscriber, name: "HandleEvents",
        hooks: RelayHooks(subscription: receiveSubscription, request: receiveRequest,
                          cancel: receiveCancel),
        step: { value in
          output?(value)
          return .send(value)
        },
        end: { ending in
          completion?(ending)
          return RelayEnd(ending)
        }))
    }
  }

  /// A publisher that prints a line for each event of each subscription.
  public struct Print<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let prefix: String
    public let upstream: Upstream
    public let stream: (any TextOutputStream)?

    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let printer = LinePrinter(prefix: prefix, stream: stream)
      upstream.subscribe(Relay<Output, Failure, S>(
        subscriber, name: "Print",
        hooks: RelayHooks(subscription: { printer.write("receive subscription: (\($0))") },
                          request: { printer.write("request \($0)") },
                          cancel: { printer.write("receive cancel") }),
        step: { value in
          printer.write("receive value: (\(value))")
          return .send(value)
        },
        end: { ending in
          switch ending {
          case .finished: printer.write("receive finished")
          case .failure(let error): printer.write("receive error: (\(error))")
          }
          return RelayEnd(ending)
        }))
    }
  }

  /// A publisher that raises SIGTRAP when a closure says so.
  public struct Breakpoint<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let receiveSubscription: ((any Subscription) -> Bool)?
    public let receiveOutput: ((Upstream.Output) -> Bool)?
    public let receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)?

    public init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Bool)? = nil,
                receiveOutput: ((Upstream.Output) -> Bool)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Bool)? = nil) {
      self.upstream = upstream
      self.receiveSubscription = receiveSubscription
      self.receiveOutput = receiveOutput
      self.receiveCompletion = receiveCompletion
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (subscription, output, completion) = (receiveSubscription, receiveOutput,
                                                receiveCompletion)
      upstream.subscribe(Relay<Output, Failure, S>(
        subscriber, name: "Breakpoint",
        hooks: RelayHooks(subscription: { if subscription?($0) == true { trap() } }),
        step: { value in
          if output?(value) == true { trap() }
          return .send(value)
        },
        end: { ending in
          if completion?(ending) == true { trap() }
          return RelayEnd(ending)
        }))
    }
  }
}

/// Stops in the debugger (without one, the program stops), as Combine's breakpoint does.
private func trap() { raise(SIGTRAP) }

/// Writes `print`'s lines: `prefix: event`, to the stream given or to standard output.
private final class LinePrinter: @unchecked Sendable {
  private let lock = Lock()
  private let prefix: String
  private var stream: (any TextOutputStream)?

  init(prefix: String, stream: (any TextOutputStream)?) {
    self.prefix = prefix
    self.stream = stream
  }

  func write(_ event: String) {
    let line = prefix.isEmpty ? event : "\(prefix): \(event)"
    lock {
      guard var target = stream else { return Swift.print(line) }
      target.write(line + "\n")
      stream = target
    }
  }
}
