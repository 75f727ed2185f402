// Text in UIKit (`UILabel`, `NSTextAlignment`, `NSLineBreakMode`): a label draws as SwiftUI's
// `Text` in its font and colour, on its number of lines, aligned in its bounds as UIKit aligns
// it (vertically centred); its natural size is the text's, measured with the render's fonts.
import Cellshot

/// How text lines up between its margins.
public enum NSTextAlignment: Int, Sendable {
  case left, center, right, justified, natural

  /// The SwiftUI alignment: left and natural are leading, right trailing (left to right).
  var horizontal: HorizontalAlignment {
    switch self {
    case .center: .center
    case .right: .trailing
    case .left, .justified, .natural: .leading
    }
  }

  var multiline: TextAlignment {
    switch self {
    case .center: .center
    case .right: .trailing
    case .left, .justified, .natural: .leading
    }
  }
}

/// How text that does not fit is cut: accepted (text that does not fit is cut at its end).
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
  case byTruncatingMiddle
}

/// A view of read-only text.
@MainActor @preconcurrency
open class UILabel: UIView {
  override var isAccessibilityElementByDefault: Bool { true }
  open var text: String?
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The font: UIKit's system font at 17 points unless set.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text's colour: the label colour unless set.
  open var textColor: UIColor! = .label
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown; 0 for as many as the text needs.
  open var numberOfLines = 1
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  open var isEnabled = true
  open var isHighlighted = false
  open var highlightedTextColor: UIColor?
  open var adjustsFontSizeToFitWidth = false
  open var adjustsFontForContentSizeCategory = false
  open var minimumScaleFactor: CGFloat = 0
  open var allowsDefaultTighteningForTruncation = false
  open var preferredMaxLayoutWidth: CGFloat = 0
  open var showsExpansionTextWhenTruncated = false
  open var shadowColor: UIColor?
  open var shadowOffset = CGSize(width: 0, height: -1)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isOpaque = false
  }
  public override init() {
    super.init()
    isUserInteractionEnabled = false
    isOpaque = false
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The text's size in the label's font: on one line, or wrapped at `preferredMaxLayoutWidth`
  /// when the label has more lines.
  open override var intrinsicContentSize: CGSize {
    measure(maxWidth: numberOfLines == 1 || preferredMaxLayoutWidth <= 0
            ? nil : preferredMaxLayoutWidth)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let fitted = measure(maxWidth: numberOfLines == 1 || size.width <= 0 ? nil : size.width)
    return CGSize(width: min(fitted.width, size.width > 0 ? size.width : .infinity),
                  height: fitted.height)
  }

  private func measure(maxWidth: CGFloat?) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = TextMetrics.size(of: text, font: font.spec, maxWidth: maxWidth)
    guard numberOfLines > 0 else { return size }
    let lines = max(1, (size.height / font.lineHeight).rounded())
    return CGSize(width: size.width,
                  height: lines > CGFloat(numberOfLines) ? font.lineHeight * CGFloat(numberOfLines)
                                                        : size.height)
  }

  /// The rectangle the text is drawn in: the bounds.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect { bounds }
  /// Draws the text with Core Graphics: a subclass's override is not seen (the label draws
  /// its text as `Text`).
  open func drawText(in rect: CGRect) {}

  override var drawnContent: AnyView? {
    guard let text, !text.isEmpty else { return nil }
    let color = isHighlighted ? highlightedTextColor ?? textColor : textColor
    let shown = Text(verbatim: text)
      .font(Font(font.spec))
      // a disabled label's text is greyed, as UIKit draws it
      .foregroundColor(Color(uiColor: color ?? .label).opacity(isEnabled ? 1 : 0.3))
      .multilineTextAlignment(textAlignment.multiline)
      .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
    return AnyView(shown.frame(width: bounds.width, height: bounds.height,
                               alignment: Alignment(horizontal: textAlignment.horizontal,
                                                    vertical: .center)))
  }
}
