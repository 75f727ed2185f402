// Buttons (`UIButton`, `UIButton.Configuration`): a button draws its image and title for its
// state, as UIKit lays them out. Without a configuration: the title in its colour for the
// state (the tint for a system button), 15-point system font, the image before it, aligned
// by the control's content alignment. With one: the configuration's background (filled in the
// tint, tinted, grey, or none), corners, insets and colours, its image placed by
// `imagePlacement` and its title and subtitle in the size's text style. Highlighting and the
// menu are not drawn (a picture is untouched).
import Cellshot

/// A button.
@MainActor @preconcurrency
open class UIButton: UIControl {
  public private(set) var buttonType: ButtonType = .system
  open var configuration: Configuration? {
    didSet { setNeedsUpdateConfiguration() }
  }
  open var configurationUpdateHandler: ((UIButton) -> Void)?
  open var automaticallyUpdatesConfiguration = true
  open var menu: UIMenu?
  open var changesSelectionAsPrimaryAction = false
  open var role: Role = .normal
  open var isPointerInteractionEnabled = false
  open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
  open var behavioralStyle: UIBehavioralStyle { .pad }
  // Insets of the content, title and image (deprecated in iOS 15, still drawn).
  open var contentEdgeInsets = UIEdgeInsets.zero
  open var titleEdgeInsets = UIEdgeInsets.zero
  open var imageEdgeInsets = UIEdgeInsets.zero
  open var adjustsImageWhenHighlighted = true
  open var adjustsImageWhenDisabled = true
  open var showsTouchWhenHighlighted = false
  open var reversesTitleShadowWhenHighlighted = false
  open var isSpringLoaded = false

  private var titles: [UInt: String] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private lazy var label: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 15)
    return label
  }()
  private lazy var image = UIImageView()

  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      if let image = primaryAction.image { setImage(image, for: .normal) }
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    if let primaryAction {
      var configuration = configuration
      configuration.title = configuration.title ?? primaryAction.title
      configuration.image = configuration.image ?? primaryAction.image
      self.configuration = configuration
    } else {
      self.configuration = configuration
    }
  }

  /// A system button showing `image`.
  open class func systemButton(with image: UIImage, target: Any?, action: Selector?)
    -> UIButton
  {
    let button = UIButton(type: .system)
    button.setImage(image, for: .normal)
    if let action { button.addTarget(target, action: action, for: .touchUpInside) }
    return button
  }

  // Content for each state: the state's own, else the normal state's.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[0]
  }
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title
  }
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[0]
  }
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }
  open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {}
  open func titleShadowColor(for state: UIControl.State) -> UIColor? { nil }
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[0]
  }
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }
  open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
                                            forImageIn state: UIControl.State) {}

  open var currentTitle: String? { title(for: state) ?? attributedTitle(for: state)?.string }
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
  open var currentImage: UIImage? { image(for: state) }
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
  /// The title's colour for the current state: the one set, else the tint for a system
  /// button (greyed when disabled), white for a custom one.
  open var currentTitleColor: UIColor {
    if let color = titleColor(for: state) { return color }
    if !isEnabled { return .tertiaryLabel }
    return buttonType == .custom ? .white : tintColor
  }

  /// The label that shows the title: its font is the title's.
  open var titleLabel: UILabel? {
    label.text = currentTitle
    return label
  }
  open var imageView: UIImageView? {
    image.image = currentImage
    return image
  }
  open var subtitleLabel: UILabel? { nil }

  open func setNeedsUpdateConfiguration() {
    guard automaticallyUpdatesConfiguration || configurationUpdateHandler != nil else { return }
    updateConfiguration()
  }
  open func updateConfiguration() {
    if let handler = configurationUpdateHandler {
      configurationUpdateHandler = nil
      handler(self)
      configurationUpdateHandler = handler
    }
  }

  open override var intrinsicContentSize: CGSize {
    if let configuration { return configuration.size(tint: tintColor) }
    let title = currentTitle.map { TextMetrics.size(of: $0, font: label.font.spec) } ?? .zero
    let picture = currentImage?.size ?? .zero
    let gap: CGFloat = title.width > 0 && picture.width > 0 ? 0 : 0
    let width = title.width + picture.width + gap + titleEdgeInsets.left + titleEdgeInsets.right
      + imageEdgeInsets.left + imageEdgeInsets.right
    let height = max(title.height + titleEdgeInsets.top + titleEdgeInsets.bottom,
                     picture.height + imageEdgeInsets.top + imageEdgeInsets.bottom)
    // UIKit's system button is at least 30 points tall.
    return CGSize(width: width + contentEdgeInsets.left + contentEdgeInsets.right,
                  height: max(buttonType == .custom ? 0 : 30,
                              height + contentEdgeInsets.top + contentEdgeInsets.bottom))
  }

  override var drawnContent: AnyView? {
    if let configuration {
      return AnyView(configuration.drawn(tint: tintColor, enabled: isEnabled, size: bounds.size,
                                         alignment: contentAlignment))
    }
    let title = currentTitle
    let picture = currentImage
    let color = currentTitleColor
    let content = HStack(spacing: 0) {
      if let picture {
        Image(uiImage: picture)
          .foregroundColor(Color(uiColor: color))
          .padding(imageEdgeInsets.edgeInsets)
      }
      if let title, !title.isEmpty {
        Text(verbatim: title).font(Font(label.font.spec)).foregroundColor(Color(uiColor: color))
          .lineLimit(1)
          .padding(titleEdgeInsets.edgeInsets)
      }
    }
    .padding(contentEdgeInsets.edgeInsets)
    return AnyView(ZStack {
      if let background = backgroundImage(for: state) {
        Image(uiImage: background).resizable()
      }
      content.frame(width: bounds.width, height: bounds.height, alignment: contentAlignment)
    })
  }

  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd
    case close = 7
    public static let plain = ButtonType.system
    public static let roundedRect = ButtonType.system
  }

  public enum Role: Int, Sendable { case normal, primary, cancel, destructive }
}

/// How a control behaves: as on an iPad, an iPhone, or a Mac.
public enum UIBehavioralStyle: Int, Sendable { case automatic, pad, mac }

extension UIButton {
  /// How a button looks, as iOS 15's button configurations: its style (plain, grey, tinted,
  /// filled, borderless, bordered), title, subtitle, image, colours, corners and insets.
  public struct Configuration: Hashable, Sendable {
    enum Style: Hashable, Sendable {
      case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
    }
    var style: Style

    public var title: String?
    public var subtitle: String?
    public var attributedTitle: AttributedString?
    public var attributedSubtitle: AttributedString?
    public var image: UIImage?
    public var imagePlacement: NSDirectionalRectEdge = .leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
    public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var background: UIBackgroundConfiguration = .clear()
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var macIdiomStyle: MacIdiomStyle = .automatic
    public var contentInsets: NSDirectionalEdgeInsets
    public var showsActivityIndicator = false
    public var automaticallyUpdateForSelection = true
    public var indicator: Indicator = .automatic
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

    init(style: Style) {
      self.style = style
      contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    }

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }

    /// Resets the insets to the style's and size's.
    public mutating func setDefaultContentInsets() {
      contentInsets = Configuration(style: style).contentInsets
    }

    /// The configuration for a button's state: itself.
    public func updated(for button: UIButton) -> Configuration { self }

    public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
    public enum CornerStyle: Int, Sendable {
      case fixed = -1, dynamic, small, medium, large, capsule
    }
    public enum Size: Int, Sendable { case mini, small, medium, large }
    public enum MacIdiomStyle: Int, Sendable { case automatic, bordered, borderless }
    public enum Indicator: Int, Sendable { case automatic, none, popup }

    /// Whether the style fills its background.
    var hasBackground: Bool { ![.plain, .borderless].contains(style) }

    /// The title's font: the size's text style (body for medium and large, subheadline for
    /// small, footnote for mini).
    var titleFont: UIFont {
      switch buttonSize {
      case .mini: .preferredFont(forTextStyle: .footnote)
      case .small: .preferredFont(forTextStyle: .subheadline)
      case .medium, .large: .preferredFont(forTextStyle: .body)
      }
    }

    /// The corner radius of the background for a height.
    func radius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .small: 4
      case .medium, .dynamic: buttonSize == .large ? 10 : buttonSize == .small ? 6 : 8
      case .large: 12
      case .capsule: height / 2
      }
    }

    func colors(tint: UIColor, enabled: Bool) -> (UIColor, UIColor?) {
      let base = baseBackgroundColor ?? tint
      let foreground: UIColor
      let fill: UIColor?
      switch style {
      case .filled, .borderedProminent:
        foreground = baseForegroundColor ?? .white
        fill = base
      case .tinted, .borderedTinted:
        foreground = baseForegroundColor ?? tint
        fill = base.withAlphaComponent(0.15)
      case .gray, .bordered:
        foreground = baseForegroundColor ?? tint
        fill = baseBackgroundColor ?? .tertiarySystemFill
      case .plain, .borderless:
        foreground = baseForegroundColor ?? tint
        fill = background.backgroundColor
      }
      return enabled
        ? (foreground, fill) : (.tertiaryLabel, fill.map { _ in .quaternarySystemFill })
    }

    var titleText: String? { title ?? attributedTitle.map { String($0.characters) } }
    var subtitleText: String? { subtitle ?? attributedSubtitle.map { String($0.characters) } }

    /// The content (image, title and subtitle) without insets.
    @MainActor func content(color: UIColor) -> some View {
      let text = VStack(alignment: .leading, spacing: titlePadding) {
        if let title = titleText {
          Text(verbatim: title).font(Font(titleFont.spec))
        }
        if let subtitle = subtitleText {
          Text(verbatim: subtitle).font(.footnote)
        }
      }
      let picture = image.map { Image(uiImage: $0) }
      let vertical = imagePlacement == .top || imagePlacement == .bottom
      return Group {
        if vertical {
          VStack(spacing: imagePadding) {
            if imagePlacement == .top, let picture { picture }
            text
            if imagePlacement == .bottom, let picture { picture }
          }
        } else {
          HStack(spacing: imagePadding) {
            if imagePlacement != .trailing, let picture { picture }
            text
            if imagePlacement == .trailing, let picture { picture }
          }
        }
      }
      .foregroundColor(Color(uiColor: color))
    }

    /// The button's picture in `size`: the background fills it, the content sits in the
    /// insets at `alignment`.
    @MainActor func drawn(tint: UIColor, enabled: Bool, size: CGSize,
                          alignment: Alignment) -> some View {
      let (foreground, fill) = colors(tint: tint, enabled: enabled)
      return ZStack {
        if let fill {
          RoundedRectangle(cornerRadius: radius(height: size.height), style: .continuous)
            .fill(Color(uiColor: fill))
        }
        content(color: foreground)
          .padding(EdgeInsets(top: contentInsets.top, leading: contentInsets.leading,
                              bottom: contentInsets.bottom, trailing: contentInsets.trailing))
          .frame(width: size.width, height: size.height, alignment: alignment)
      }
      .frame(width: size.width, height: size.height)
    }

    /// The natural size: the content's, with the insets.
    @MainActor func size(tint: UIColor) -> CGSize {
      let title = titleText.map { TextMetrics.size(of: $0, font: titleFont.spec) } ?? .zero
      let subtitle = subtitleText.map {
        TextMetrics.size(of: $0, font: Font.footnote.spec)
      } ?? .zero
      let text = CGSize(width: max(title.width, subtitle.width),
                        height: title.height + subtitle.height
                          + (title.height > 0 && subtitle.height > 0 ? titlePadding : 0))
      let picture = image?.size ?? .zero
      let gap = text.width > 0 && picture.width > 0 ? imagePadding : 0
      let vertical = imagePlacement == .top || imagePlacement == .bottom
      let content = vertical
        ? CGSize(width: max(text.width, picture.width), height: text.height + gap + picture.height)
        : CGSize(width: text.width + gap + picture.width, height: max(text.height, picture.height))
      return CGSize(width: content.width + contentInsets.leading + contentInsets.trailing,
                    height: content.height + contentInsets.top + contentInsets.bottom)
    }
  }
}

/// A background for a button or cell: its colour, corners and stroke.
public struct UIBackgroundConfiguration: Hashable, Sendable {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public var strokeColor: UIColor?
  public var strokeWidth: CGFloat = 0
  public var strokeOutset: CGFloat = 0
  public var image: UIImage?
  public var backgroundInsets = NSDirectionalEdgeInsets.zero

  public init() {}

  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func listPlainCell() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .systemBackground
    return background
  }
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    var background = UIBackgroundConfiguration()
    background.backgroundColor = .secondarySystemGroupedBackground
    return background
  }
}
