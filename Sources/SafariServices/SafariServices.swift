// SafariServices on Linux: `SFSafariViewController`, which SwiftUI code wraps in a
// UIViewControllerRepresentable, so its files compile. Such a view is drawn as a named grey
// box, with a warning.
@_exported import UIKit

/// A browser view controller: it shows nothing.
@MainActor @preconcurrency
open class SFSafariViewController: UIViewController {
  public let url: URL
  public init(url: URL) {
    self.url = url
    super.init()
  }
  public init(url: URL, configuration: Configuration) {
    self.url = url
    super.init()
  }
  public required init?(coder: NSCoder) {
    url = URL(fileURLWithPath: "/")
    super.init()
  }
  open var preferredBarTintColor: UIColor?
  open var preferredControlTintColor: UIColor?
  open var dismissButtonStyle = DismissButtonStyle.done
  open var delegate: AnyObject?

  public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

  public final class Configuration: NSObject {
    public var entersReaderIfAvailable = false
    public var barCollapsingEnabled = true
    public override init() {}
  }
}
