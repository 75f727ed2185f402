// `NotificationCenter.default.publisher(for:object:)`: the notifications a center posts, while
// subscribed. A notification posted when the subscriber has no demand is dropped. Nothing is
// posted in a picture (no app goes to the background in one).
import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name` (from `object`, if given).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher of a notification center's notifications of one name.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(subscriber, center: center)
      subscriber.receive(subscription: subscription)
      subscription.observe(name, object: object)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Self, _ rhs: Self)
    -> Bool
  {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber's observation of a notification center.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription,
  CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
  private let lock = Lock()
  private let center: NotificationCenter
  private var downstream: Downstream?
  private var observer: (any NSObjectProtocol)?
  private var demand = Subscribers.Demand.none
  var description: String { "NotificationCenter Observer" }

  init(_ downstream: Downstream, center: NotificationCenter) {
    self.downstream = downstream
    self.center = center
  }

  func observe(_ name: Notification.Name, object: AnyObject?) {
    guard lock({ downstream != nil }) else { return }
    // The block runs on the posting thread; only the closure crosses, not the link's type.
    let handler = Unchecked { [weak self] (notification: Notification) in
      self?.deliver(notification)
    }
    let observer = center.addObserver(forName: name, object: object, queue: nil) {
      handler.value($0)
    }
    let stale = lock { () -> Bool in
      guard downstream != nil else { return true }
      self.observer = observer
      return false
    }
    if stale { center.removeObserver(observer) }
  }

  func request(_ more: Subscribers.Demand) { lock { demand += more } }

  func cancel() {
    let observer = lock { () -> (any NSObjectProtocol)? in
      downstream = nil
      defer { self.observer = nil }
      return self.observer
    }
    if let observer { center.removeObserver(observer) }
  }

  private func deliver(_ notification: Notification) {
    let target = lock { () -> Downstream? in
      guard let downstream, demand > 0 else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return }
    let more = target.receive(notification)
    lock { demand += more }
  }
}
