// AuthenticationServices on Linux: the web sign-in session SwiftUI apps start for OAuth
// (`ASWebAuthenticationSession`), with Apple's names. On iOS `start()` shows a browser sheet and
// the completion handler runs when the user finishes or dismisses it; a picture has no user, so
// here `start()` shows nothing and reports success, and the handler runs only when the app
// cancels the session (with `.canceledLogin`, as iOS reports a dismissed sheet). Nothing reaches
// the network. Never imported by Cellshot.
import Foundation
import UIKit

/// The window a session's sheet is shown over.
public typealias ASPresentationAnchor = UIWindow

/// Gives a session the window to show its sheet over.
public protocol ASWebAuthenticationPresentationContextProviding: AnyObject {
  @MainActor func presentationAnchor(for session: ASWebAuthenticationSession)
    -> ASPresentationAnchor
}

/// The error domain of a session's errors.
public let ASWebAuthenticationSessionErrorDomain =
  "com.apple.AuthenticationServices.WebAuthenticationSession"

/// A session's error, as `ASWebAuthenticationSessionError`.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable {
  /// Why a session ended without a callback URL.
  public enum Code: Int, Sendable, Hashable {
    case canceledLogin = 1
    case presentationContextNotProvided = 2
    case presentationContextInvalid = 3
  }

  public let code: Code

  public init(_ code: Code) { self.code = code }

  public static var canceledLogin: Code { .canceledLogin }
  public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
  public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

extension ASWebAuthenticationSessionError: CustomNSError {
  public static var errorDomain: String { ASWebAuthenticationSessionErrorDomain }
  public var errorCode: Int { code.rawValue }
}

/// A web sign-in: `url` opened in a browser sheet until it redirects to `callbackURLScheme`.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
  // Unchecked: created and started on the main actor, as on iOS.
  /// What runs when the session ends: the callback URL, or an error.
  public typealias CompletionHandler = (URL?, (any Error)?) -> Void

  public let url: URL
  public let callbackURLScheme: String?
  let completionHandler: CompletionHandler
  private var finished = false

  /// Supplies the window the sheet is shown over.
  open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
  /// Whether the browser keeps no cookies of its own (accepted).
  open var prefersEphemeralWebBrowserSession = false
  /// Extra HTTP headers for the first request (accepted).
  open var additionalHeaderFields: [String: String]?

  public init(url: URL, callbackURLScheme: String?,
              completionHandler: @escaping CompletionHandler) {
    self.url = url
    self.callbackURLScheme = callbackURLScheme
    self.completionHandler = completionHandler
  }

  /// Whether `start()` would succeed now.
  open var canStart: Bool { !finished }

  /// Starts the session: on iOS the sheet appears; here nothing shows, and the session waits.
  @discardableResult
  open func start() -> Bool { !finished }

  /// Ends the session: its handler hears `.canceledLogin`, once.
  open func cancel() {
    guard !finished else { return }
    finished = true
    completionHandler(nil, ASWebAuthenticationSessionError(.canceledLogin))
  }
}
