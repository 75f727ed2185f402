// Events in a view's life: `onAppear` runs once when the view is first resolved for a picture;
// `onReceive` subscribes then, takes the values its publisher sends at once (a `Just`'s, a
// current-value subject's, `$property`'s current value), and cancels: a picture is the instant
// the view appeared, so a timer, a notification or a debounced value never arrives in one;
// tasks, changes and the other events compile and do nothing.

extension View {
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
  public func id<ID: Hashable>(_ id: ID) -> Self { self }

  /// Runs `action` once, when the view is first resolved for a picture.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearModifier(content: self, action: action)
  }
}

extension View {
  /// Runs `action` with each value `publisher` sends when the view appears: those it has at
  /// once. Nothing that comes later (a timer's tick, a notification, a network reply) reaches
  /// a picture.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    SubscriptionView(content: self, publisher: publisher, action: action)
  }
}

/// A view that subscribes to a publisher when it appears (what `onReceive` makes).
///
/// In a picture the subscription lasts an instant: it receives what the publisher sends as it
/// is subscribed to, then is cancelled, so the picture never depends on time.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: PrimitiveView
where PublisherType.Failure == Never {
  public typealias Body = Never

  public var content: Content
  public var publisher: PublisherType
  public var action: (PublisherType.Output) -> Void

  public init(content: Content, publisher: PublisherType,
              action: @escaping (PublisherType.Output) -> Void) {
    self.content = content
    self.publisher = publisher
    self.action = action
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if builder.pass == 0 {
      let receiver = InstantReceiver<PublisherType.Output>(action)
      publisher.subscribe(receiver)
      receiver.cancel()
    }
    return resolve(content, builder, environment)
  }
}

/// A subscriber that asks for every value and passes on those that arrive until it is
/// cancelled.
private final class InstantReceiver<Input>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Failure = Never

  private let lock = StateLock()
  private let action: (Input) -> Void
  private var subscription: (any Subscription)?
  private var cancelled = false

  init(_ action: @escaping (Input) -> Void) { self.action = action }

  func receive(subscription: any Subscription) {
    let accepted = lock { () -> Bool in
      guard !cancelled else { return false }
      self.subscription = subscription
      return true
    }
    if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    if !lock({ cancelled }) { action(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) { lock { subscription = nil } }

  func cancel() {
    let subscription = lock { () -> (any Subscription)? in
      cancelled = true
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
  }
}

struct AppearModifier<Content: View>: PrimitiveView {
  let content: Content
  let action: (() -> Void)?
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if builder.pass == 0 { action?() }
    return resolve(content, builder, environment)
  }
}

extension View {
  // MARK: tasks and events

  public func task(priority: TaskPriority = .userInitiated,
                   _ action: @escaping @Sendable () async -> Void) -> Self { self }
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                 _ action: @escaping @Sendable () async -> Void) -> Self { self }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self {
    self
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping (V, V) -> Void) -> Self { self }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping () -> Void) -> Self { self }
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> Self { self }

  public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
  /// Whether links the view opens stay in the app (iOS 26): nothing is opened in a picture.
  public func onOpenURL(prefersInApp: Bool) -> some View { self }
  public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
}

public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
