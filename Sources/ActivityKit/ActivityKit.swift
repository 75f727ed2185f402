// ActivityKit on Linux: a Live Activity's data (its attributes and content state) and the
// activities an app starts. No activity runs here: `Activity.activities` is empty, and a
// request fails as on a device where the user turned Live Activities off. The views of an
// activity are WidgetKit's (`ActivityConfiguration`). Never imported by Cellshot.
import Foundation

/// What a Live Activity shows: fixed attributes, and a state that changes over its life.
public protocol ActivityAttributes: Decodable, Encodable {
  associatedtype ContentState: Decodable & Encodable & Hashable
}

/// A state of an activity, with the date it goes stale.
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable {
  public var state: State
  public var staleDate: Date?
  public var relevanceScore: Double
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

/// Where an activity is in its life.
public enum ActivityState: Sendable, Hashable {
  case active, ended, dismissed, stale, pending
}

/// Why an activity could not start.
public enum ActivityAuthorizationError: Error, Sendable {
  case denied
}

/// Whether the user allows Live Activities: not here (a picture shows none running).
public struct ActivityAuthorizationInfo: Sendable {
  public init() {}
  public var areActivitiesEnabled: Bool { false }
}

/// How an activity receives updates by push.
public struct PushType: Sendable, Hashable {
  let name: String
  public static let token = PushType(name: "token")
}

/// A running Live Activity: none runs here.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
  public let id: String
  public let attributes: Attributes
  public private(set) var content: ActivityContent<Attributes.ContentState>
  public private(set) var activityState: ActivityState = .active

  init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    id = UUID().uuidString
    self.attributes = attributes
    self.content = content
  }

  /// The app's running activities: none.
  public static var activities: [Activity<Attributes>] { [] }

  /// Starts an activity: refused, as Live Activities are off (`ActivityAuthorizationInfo`).
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
    pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }

  /// Shows `content` from now on.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async {
    self.content = content
  }

  /// Ends the activity, showing `content` last.
  public func end(_ content: ActivityContent<Attributes.ContentState>?,
                  dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
    if let content { self.content = content }
    activityState = .ended
  }
}

/// When an ended activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Sendable, Hashable {
  enum Kind: Hashable { case standard, immediate, after(Date) }
  let kind: Kind
  public static let `default` = ActivityUIDismissalPolicy(kind: .standard)
  public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(kind: .after(date))
  }
}
