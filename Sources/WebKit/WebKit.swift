// WebKit on Linux: the names SwiftUI code wraps in a UIViewRepresentable (a web view), so its
// files compile. Cellshot draws no web content: such a view is a named grey box with a warning.
@_exported import UIKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web view: it loads nothing.
@MainActor @preconcurrency
open class WKWebView: UIView {
  public let configuration: WKWebViewConfiguration
  public init(frame: CGRect = .zero, configuration: WKWebViewConfiguration = .init()) {
    self.configuration = configuration
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    configuration = WKWebViewConfiguration()
    super.init(frame: .zero)
  }
  open var url: URL? { nil }
  open var isLoading: Bool { false }
  open var navigationDelegate: WKNavigationDelegate?
  open var uiDelegate: AnyObject?
  open var allowsBackForwardNavigationGestures = false
  open var scrollView = UIScrollView()
  @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { nil }
  @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    nil
  }
  open func reload() -> WKNavigation? { nil }
  open func evaluateJavaScript(_ script: String,
                               completionHandler: ((Any?, Error?) -> Void)? = nil) {}
}

/// A scroll view, as a web view holds one.
@MainActor @preconcurrency
open class UIScrollView: UIView {
  open var isScrollEnabled = true
  open var bounces = true
}

public final class WKWebViewConfiguration: NSObject {
  public var allowsInlineMediaPlayback = false
  public var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = []
  public override init() {}
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
  public static let video = WKAudiovisualMediaTypes(rawValue: 2)
  public static let all = WKAudiovisualMediaTypes(rawValue: 3)
}

public final class WKNavigation: NSObject {}

public protocol WKNavigationDelegate: AnyObject {}
