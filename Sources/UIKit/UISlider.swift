// Sliders (`UISlider`): drawn as SwiftUI's `Slider` draws, its track filled up to the value in
// the minimum track's tint (the system blue unless set), its 28-point thumb; 31 points tall as
// UIKit's. The maximum track's and thumb's tints, track and thumb images and the value images
// are kept and not drawn; so is what `appearance()` sets (every slider's look, drawn as iOS's
// default, as the bars' proxies are: docs/porting.md).
import Cellshot

/// A control that picks a value from a continuous range by dragging a thumb along a track.
@MainActor @preconcurrency
open class UISlider: UIControl {
  /// The proxy that sets every slider's look: kept, drawn as iOS's default.
  public static func appearance() -> UISlider { UISlider() }
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass])
    -> UISlider { UISlider() }

  /// The value, kept within `minimumValue...maximumValue` as UIKit keeps it.
  open var value: Float {
    get { stored }
    set { stored = min(max(newValue, minimumValue), max(minimumValue, maximumValue)) }
  }
  private var stored: Float = 0
  open var minimumValue: Float = 0 { didSet { value = stored } }
  open var maximumValue: Float = 1 { didSet { value = stored } }
  open var isContinuous = true
  /// The track's fill up to the value: the tint (the system blue) unless set.
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?
  open var thumbTintColor: UIColor?
  open var minimumValueImage: UIImage?
  open var maximumValueImage: UIImage?
  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin,
                             size: CGSize(width: frame.width, height: max(frame.height, 31))))
  }
  public override init() { super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 31)) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
  }
  open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
  open var currentThumbImage: UIImage? { thumbImages[UIControl.State.normal.rawValue] }
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    minimumTrackImages[state.rawValue] = image
  }
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    minimumTrackImages[state.rawValue]
  }
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    maximumTrackImages[state.rawValue] = image
  }
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    maximumTrackImages[state.rawValue]
  }

  /// As wide as its container makes it; 31 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  override var drawnContent: AnyView? {
    let range = Double(minimumValue)...Double(max(minimumValue, maximumValue))
    let slider = Slider(value: .constant(Double(value)), in: range)
      .tint(Color(uiColor: minimumTrackTintColor ?? .systemBlue))
      .disabled(!isEnabled)
    return AnyView(slider.frame(width: bounds.width, height: bounds.height))
  }
}
