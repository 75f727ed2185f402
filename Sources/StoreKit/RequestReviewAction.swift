// StoreKit on Linux: the App Store review prompt SwiftUI apps ask for, through the environment
// (`@Environment(\.requestReview)`), `AppStore` or `SKStoreReviewController`. A picture shows no
// prompt: a request is counted and nothing appears, as iOS is free to show nothing. No
// purchases: `Product` and `Transaction` are not here. Never imported by Cellshot.
import Cellshot
import Foundation
import UIKit

/// What `@Environment(\.requestReview)` gives: call it to ask for a review, as StoreKit's
/// `RequestReviewAction`. Nothing shows.
@MainActor
public struct RequestReviewAction: Sendable {
  nonisolated init() {}

  /// Asks the App Store to prompt for a review: counted, never shown.
  public func callAsFunction() { ReviewRequests.count += 1 }
}

extension EnvironmentValues {
  /// Asks the App Store to prompt for a review (see `RequestReviewAction`).
  public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// Asks the App Store for a review prompt, as StoreKit's `SKStoreReviewController`.
open class SKStoreReviewController: NSObject, @unchecked Sendable {
  /// Asks for a review in the key window's scene: counted, never shown.
  @MainActor
  open class func requestReview() { ReviewRequests.count += 1 }

  /// Asks for a review in `windowScene`: counted, never shown.
  @MainActor
  open class func requestReview(in windowScene: UIWindowScene) { ReviewRequests.count += 1 }
}

/// The App Store, as StoreKit's `AppStore`: the user may pay, and nothing is bought.
public enum AppStore {
  /// Whether the user may make payments: yes, as on a phone with an App Store account.
  public static var canMakePayments: Bool { true }

  /// Asks for a review in `scene`: counted, never shown.
  @MainActor
  public static func requestReview(in scene: UIWindowScene) { ReviewRequests.count += 1 }

  /// Brings the user's purchases up to date: there are none.
  public static func sync() async throws {}
}

/// How many review prompts the app asked for (for tests).
@MainActor
enum ReviewRequests {
  static var count = 0
}
