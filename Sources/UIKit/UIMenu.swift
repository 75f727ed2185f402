// Actions and menus (`UIAction`, `UIMenu`, `UIMenuElement`): a control's action runs its
// handler when the control sends it; a menu is never shown open in a picture (accepted).
import Cellshot

/// Something a menu holds: an action, a command or a submenu.
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
  open var title: String
  open var subtitle: String?
  open var image: UIImage?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }

  /// How an element looks and behaves in a menu.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark.
  public enum State: Int, Sendable { case off, on, mixed }
}

/// A titled action with a handler, for a control or a menu.
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
  open var identifier: Identifier
  open var discoverabilityTitle: String?
  open var attributes: UIMenuElement.Attributes
  open var state: UIMenuElement.State
  /// The control that sent the action, while its handler runs.
  open internal(set) weak var sender: AnyObject?
  let handler: (UIAction) -> Void

  public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
              discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
              state: UIMenuElement.State = .off,
              handler: @escaping (UIAction) -> Void = { _ in }) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let paste = Identifier("com.apple.menu.paste")
    public static let pasteAndGo = Identifier("com.apple.menu.pasteAndGo")
    public static let pasteAndMatchStyle = Identifier("com.apple.menu.pasteAndMatchStyle")
    public static let pasteAndSearch = Identifier("com.apple.menu.pasteAndSearch")
  }
}

/// A menu of actions and submenus: never shown open in a picture.
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
  public let identifier: Identifier
  public let options: Options
  public let children: [UIMenuElement]
  open var selectedElements: [UIMenuElement] { [] }
  open var preferredElementSize: ElementSize = .large

  public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
              identifier: Identifier? = nil, options: Options = [],
              preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
    self.preferredElementSize = preferredElementSize
  }

  /// The same menu with other children.
  open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier,
           options: options, preferredElementSize: preferredElementSize, children: newChildren)
  }

  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public struct Options: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  public enum ElementSize: Int, Sendable { case small, medium, large }
}
