// Editable text (`UITextField`, `UITextView`, their delegates, the text input traits): a text
// field draws its text, or its placeholder in the placeholder colour, in its font, vertically
// centred, inside its border style (a rounded rectangle: white with a hairline grey edge, as
// UIKit draws it); a text view draws its text from the top. Nothing is typed in a picture:
// editing never begins, and the delegates are only asked by code.
import Cellshot

/// Whether a field checks spelling, smart quotes and dashes; the keyboard's look (the return
/// key's label and autocorrection are Cellshot's, beside SwiftUI's keyboard modifiers).
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// A single line of editable text.
@MainActor @preconcurrency
open class UITextField: UIControl {
  open var text: String? = ""
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  open var placeholder: String?
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The font: UIKit's system font at 17 points unless set.
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var borderStyle: BorderStyle = .none
  open weak var delegate: UITextFieldDelegate?
  open var clearButtonMode: ViewMode = .never
  open var clearsOnBeginEditing = false
  open var clearsOnInsertion = false
  open var adjustsFontSizeToFitWidth = false
  open var adjustsFontForContentSizeCategory = false
  open var minimumFontSize: CGFloat = 0
  open var background: UIImage?
  open var disabledBackground: UIImage?
  open var leftView: UIView?
  open var leftViewMode: ViewMode = .never
  open var rightView: UIView?
  open var rightViewMode: ViewMode = .never
  open var isEditing: Bool { false }
  open var allowsEditingTextAttributes = false
  open var typingAttributes: [NSAttributedString.Key: Any]?
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  open override var inputView: UIView? { customInputView }
  open override var inputAccessoryView: UIView? { customAccessoryView }
  private var customInputView: UIView?
  private var customAccessoryView: UIView?
  // Text input traits.
  open var keyboardType: UIKeyboardType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var textContentType: UITextContentType?
  open var isSecureTextEntry = false
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var smartQuotesType: UITextSmartQuotesType = .default
  open var smartDashesType: UITextSmartDashesType = .default
  open var enablesReturnKeyAutomatically = false

  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func textRect(forBounds bounds: CGRect) -> CGRect { inset(bounds) }
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { inset(bounds) }
  open func editingRect(forBounds bounds: CGRect) -> CGRect { inset(bounds) }
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { .zero }
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(origin: bounds.origin, size: leftView?.frame.size ?? .zero)
  }
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.frame.size ?? .zero
    return CGRect(x: bounds.maxX - size.width, y: bounds.minY, width: size.width,
                  height: size.height)
  }
  open func drawText(in rect: CGRect) {}
  open func drawPlaceholder(in rect: CGRect) {}

  /// The text's rectangle: inside a rounded border by 7 points across, else the bounds.
  private func inset(_ bounds: CGRect) -> CGRect {
    let dx: CGFloat = borderStyle == .none ? 0 : 7
    return bounds.insetBy(dx: dx, dy: 0)
  }

  /// One line of the font, with the border's room.
  open override var intrinsicContentSize: CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let shown = (text?.isEmpty ?? true) ? placeholder ?? "" : text ?? ""
    let width = TextMetrics.size(of: shown, font: font.spec).width
    let pad: CGFloat = borderStyle == .none ? 0 : 14
    return CGSize(width: width + pad,
                  height: (font.lineHeight + (borderStyle == .roundedRect ? 12 : 0)).rounded(.up))
  }

  override var drawnContent: AnyView? {
    let font = Font((self.font ?? .systemFont(ofSize: 17)).spec)
    let empty = text?.isEmpty ?? true
    let shown = empty ? placeholder ?? "" : isSecureTextEntry
      ? String(repeating: "\u{2022}", count: text?.count ?? 0) : text ?? ""
    let color = empty ? UIColor.placeholderText : textColor ?? .label
    let area = textRect(forBounds: bounds)
    let line = Text(verbatim: shown).font(font).foregroundColor(Color(uiColor: color)).lineLimit(1)
      .frame(width: area.width, height: area.height,
             alignment: Alignment(horizontal: textAlignment.horizontal, vertical: .center))
      .offset(x: area.minX - bounds.minX, y: area.minY - bounds.minY)
    return AnyView(ZStack(alignment: .topLeading) {
      switch borderStyle {
      case .roundedRect:
        RoundedRectangle(cornerRadius: 5).fill(Color(uiColor: .systemBackground))
        RoundedRectangle(cornerRadius: 5).strokeBorder(Color(uiColor: .separator), lineWidth: 0.5)
      case .line:
        Rectangle().strokeBorder(Color(uiColor: .label), lineWidth: 1)
      case .bezel:
        Rectangle().strokeBorder(Color(uiColor: .systemGray), lineWidth: 1)
      case .none:
        EmptyView()
      }
      if let background = isEnabled ? background : disabledBackground ?? background {
        Image(uiImage: background).resizable()
      }
      line
    }.frame(width: bounds.width, height: bounds.height, alignment: .topLeading))
  }

  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

  /// Posted as editing begins, changes and ends: never in a picture.
  public static let textDidBeginEditingNotification =
    Notification.Name("UITextFieldTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification =
    Notification.Name("UITextFieldTextDidEndEditingNotification")
  public static let textDidChangeNotification =
    Notification.Name("UITextFieldTextDidChangeNotification")
}

/// Asked and told about a text field's editing: by code only, in a picture.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textFieldDidEndEditing(_ textField: UITextField,
                              reason: UITextField.DidEndEditingReason)
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                 replacementString string: String) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField,
                                     reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                        replacementString string: String) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// Scrolling, editable text of many lines.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
  open var text: String! = ""
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: text ?? "") }
    set { text = newValue?.string ?? "" }
  }
  open var font: UIFont? = .systemFont(ofSize: 12)
  open var textColor: UIColor? = .label
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  open var dataDetectorTypes: UIDataDetectorTypes = []
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  open var selectedRange = NSRange(location: 0, length: 0)
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var isSecureTextEntry = false
  open var textContentType: UITextContentType?
  open var adjustsFontForContentSizeCategory = false
  public var textViewDelegate: UITextViewDelegate? {
    get { delegate as? UITextViewDelegate }
    set { delegate = newValue }
  }

  override var drawnContent: AnyView? {
    let inset = textContainerInset
    return AnyView(Text(verbatim: text ?? "")
      .font(Font((font ?? .systemFont(ofSize: 12)).spec))
      .foregroundColor(Color(uiColor: textColor ?? .label))
      .multilineTextAlignment(textAlignment.multiline)
      // UIKit's text container pads lines by 5 points on each side
      .padding(EdgeInsets(top: inset.top, leading: inset.left + 5, bottom: inset.bottom,
                          trailing: inset.right + 5))
      .frame(width: bounds.width, height: bounds.height,
             alignment: Alignment(horizontal: textAlignment.horizontal, vertical: .top)))
  }
}

/// Told about a text view's editing: by code only, in a picture.
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewDidEndEditing(_ textView: UITextView)
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                replacementText text: String) -> Bool
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                       replacementText text: String) -> Bool { true }
}

/// Kinds of data a text view turns into links: accepted.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
