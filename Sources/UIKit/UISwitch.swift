// Switches (`UISwitch`): drawn as SwiftUI's `Toggle` draws its switch, in the on tint (green
// unless set), 51 by 31 points as UIKit's.
import Cellshot

/// An on-off switch.
@MainActor @preconcurrency
open class UISwitch: UIControl {
  open var isOn = false
  /// The fill when on: UIKit's system green unless set.
  open var onTintColor: UIColor?
  open var thumbTintColor: UIColor?
  open var title: String?
  open var preferredStyle: Style = .automatic
  open var style: Style { .sliding }

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
  }
  public override init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  override var drawnContent: AnyView? {
    let toggle = Toggle("", isOn: .constant(isOn)).labelsHidden()
      .tint(Color(uiColor: onTintColor ?? .systemGreen))
      .disabled(!isEnabled)
    return AnyView(toggle.frame(width: bounds.width, height: bounds.height))
  }

  public enum Style: Int, Sendable { case automatic, checkbox, sliding }
}
