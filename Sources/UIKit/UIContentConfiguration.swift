// Content configurations (`UIContentConfiguration`, `UIContentView`, list content, cell
// states): a configuration makes its view, which draws as views draw; a list configuration's
// view draws its image, text and secondary text as a table cell's labels stand.
import Cellshot

/// Describes a view's content and makes the view.
public protocol UIContentConfiguration {
  @MainActor func makeContentView() -> UIView & UIContentView
  func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration.
@MainActor @preconcurrency
public protocol UIContentView: AnyObject {
  var configuration: UIContentConfiguration { get set }
  func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
  public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for: traits, and custom values.
public protocol UIConfigurationState {
  var traitCollection: UITraitCollection { get set }
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for custom values of a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A cell's state: not selected, highlighted, focused or editing in a picture.
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
  public var traitCollection: UITraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.traitCollection == b.traitCollection && a.isSelected == b.isSelected
      && a.isHighlighted == b.isHighlighted && a.isDisabled == b.isDisabled
      && a.custom == b.custom
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(traitCollection)
    hasher.combine(isSelected)
  }
}

/// The content of a list cell or header: an image, text and secondary text.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable,
  @unchecked Sendable {
  public var image: UIImage?
  public var text: String?
  public var secondaryText: String?
  public var attributedText: NSAttributedString?
  public var secondaryAttributedText: NSAttributedString?
  public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body),
                                             color: .label)
  public var secondaryTextProperties = TextProperties(
    font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
  public var imageProperties = ImageProperties()
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16,
                                                                bottom: 11, trailing: 16)
  public var prefersSideBySideTextAndSecondaryText = false
  public var imageToTextPadding: CGFloat = 16
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]

  public init() {}

  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func subtitleCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
    return configuration
  }
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.prefersSideBySideTextAndSecondaryText = true
    configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
    return configuration
  }
  public static func plainHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
    return configuration
  }
  public static func groupedHeader() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
    configuration.textProperties.color = .secondaryLabel
    return configuration
  }
  public static func sidebarCell() -> UIListContentConfiguration { .cell() }
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { .cell() }

  @MainActor public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.text == b.text && a.secondaryText == b.secondaryText && a.image == b.image
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(secondaryText)
  }

  /// How the text draws.
  public struct TextProperties: Hashable, Sendable {
    public var font: UIFont
    public var color: UIColor
    public var alignment: Alignment = .natural
    public var numberOfLines = 0
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    public var adjustsFontSizeToFitWidth = false
    public var adjustsFontForContentSizeCategory = true

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    public enum Alignment: Int, Sendable { case natural, center, justified }
  }

  /// How the image draws.
  public struct ImageProperties: Hashable, Sendable {
    public var tintColor: UIColor?
    public var maximumSize: CGSize = .zero
    public var reservedLayoutSize: CGSize = .zero
    public var cornerRadius: CGFloat = 0
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  }
}

/// The axes of a layout.
public struct UIAxis: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let horizontal = UIAxis(rawValue: 1 << 0)
  public static let vertical = UIAxis(rawValue: 1 << 1)
  public static let both: UIAxis = [.horizontal, .vertical]
}

/// A list configuration's view: its image, then its text over (or beside) its secondary
/// text, in its margins, vertically centred.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
  open var configuration: UIContentConfiguration
  open var listConfiguration: UIListContentConfiguration {
    configuration as? UIListContentConfiguration ?? .cell()
  }

  public init(configuration: UIListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) {
    configuration = UIListContentConfiguration.cell()
    super.init(coder: coder)
  }

  override var drawnContent: AnyView? {
    let c = listConfiguration
    let text = VStack(alignment: .leading, spacing: c.textToSecondaryTextVerticalPadding) {
      if let main = c.text ?? c.attributedText?.string {
        Text(verbatim: main).font(Font(c.textProperties.font.spec))
          .foregroundColor(Color(uiColor: c.textProperties.color))
      }
      if !c.prefersSideBySideTextAndSecondaryText,
         let secondary = c.secondaryText ?? c.secondaryAttributedText?.string {
        Text(verbatim: secondary).font(Font(c.secondaryTextProperties.font.spec))
          .foregroundColor(Color(uiColor: c.secondaryTextProperties.color))
      }
    }
    let row = HStack(spacing: c.imageToTextPadding) {
      if let image = c.image {
        Image(uiImage: image).foregroundColor(Color(uiColor: c.imageProperties.tintColor
                                                       ?? tintColor))
      }
      text
      Spacer(minLength: 0)
      if c.prefersSideBySideTextAndSecondaryText,
         let secondary = c.secondaryText ?? c.secondaryAttributedText?.string {
        Text(verbatim: secondary).font(Font(c.secondaryTextProperties.font.spec))
          .foregroundColor(Color(uiColor: c.secondaryTextProperties.color))
      }
    }
    let m = c.directionalLayoutMargins
    return AnyView(row.padding(EdgeInsets(top: m.top, leading: m.leading, bottom: m.bottom,
                                          trailing: m.trailing))
      .frame(width: bounds.width, height: bounds.height))
  }
}
