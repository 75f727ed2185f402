// Activity and progress indicators (`UIActivityIndicatorView`, `UIProgressView`): a spinner
// draws as SwiftUI's `ProgressView()` spinner (larger for the large style), and nothing when
// stopped and hidden when stopped; a progress bar as SwiftUI's progress bar, filled to its
// progress.
import Cellshot

/// A spinner showing that work is under way.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
  open var style: Style = .medium
  open var color: UIColor! = .secondaryLabel
  open var hidesWhenStopped = true
  public private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func startAnimating() { isAnimating = true }
  open func stopAnimating() { isAnimating = false }

  /// 20 points, or 37 for the large style, as UIKit's.
  open override var intrinsicContentSize: CGSize {
    let side: CGFloat = style == .large || style == .whiteLarge ? 37 : 20
    return CGSize(width: side, height: side)
  }

  override var drawnContent: AnyView? {
    guard isAnimating || !hidesWhenStopped else { return nil }
    let large = style == .large || style == .whiteLarge
    return AnyView(ProgressView()
      .scaleEffect(large ? 37.0 / 20 : 1)
      .frame(width: bounds.width, height: bounds.height))
  }

  public enum Style: Int, Sendable {
    case medium = 100, large
    case whiteLarge = 0, white, gray
  }
}

/// A bar filled to a progress.
@MainActor @preconcurrency
open class UIProgressView: UIView {
  open var progress: Float = 0
  open var progressViewStyle: Style = .default
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?
  open var progressImage: UIImage?
  open var trackImage: UIImage?
  open var observedProgress: Progress?

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }

  override var drawnContent: AnyView? {
    let bar = ProgressView(value: Double(min(max(progress, 0), 1)))
      .tint(Color(uiColor: progressTintColor ?? tintColor))
    return AnyView(bar.frame(width: bounds.width, height: bounds.height))
  }

  public enum Style: Int, Sendable { case `default`, bar }
}
