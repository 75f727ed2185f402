// Menus and links: at rest, their label in the tint colour.

/// A menu: its label, drawn as a borderless button (the menu is shown when tapped), or what
/// an app's own menu style makes of its label and content.
public struct Menu<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A menu with a primary action (run on a tap; a picture runs none).
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
              primaryAction: @escaping () -> Void) {
    self.init(content: content, label: label)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment.customMenuStyle {
      var inner = environment
      inner.customMenuStyle = nil
      let configuration = MenuStyleConfiguration(label: .init(content: AnyView(label)),
                                                 content: .init(content: AnyView(content)))
      return resolve(custom.make(configuration), builder, inner)
    }
    return resolve(environment.styledButton(label, kind: environment.menuAsButton
                                                  ? .bordered : nil), builder, environment)
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
              primaryAction: @escaping () -> Void) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content,
                                 primaryAction: @escaping () -> Void) {
    self.init(content: content) { Text(title) }
  }
}

extension Menu where Label == Cellshot.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String,
              @ViewBuilder content: () -> Content) {
    self.init(content: content) { Cellshot.Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String,
                                 @ViewBuilder content: () -> Content) {
    self.init(content: content) { Cellshot.Label(title, systemImage: systemImage) }
  }

  public init(_ titleKey: LocalizedStringKey, image: ImageResource,
              @ViewBuilder content: () -> Content) {
    self.init(content: content) { Cellshot.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource,
                                 @ViewBuilder content: () -> Content) {
    self.init(content: content) { Cellshot.Label(title, image: image) }
  }
  /// A menu with a primary action, titled with a system image (a picture runs no action).
  public init(_ titleKey: LocalizedStringKey, systemImage: String,
              @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    self.init(content: content) { Cellshot.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu with a primary action, titled with an image of the asset catalogue.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource,
              @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    self.init(content: content) { Cellshot.Label(titleKey, image: image) }
  }
}

extension Menu where Label == MenuStyleConfiguration.Label,
  Content == MenuStyleConfiguration.Content
{
  /// The default menu of a style's configuration.
  public init(_ configuration: MenuStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

/// What a menu style is given: the menu's label and content.
public struct MenuStyleConfiguration {
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }
  let label: Label
  let content: Content
}

/// A style of menu: a built-in one, or the app's own.
public protocol MenuStyle {
  associatedtype Body: View
  typealias Configuration = MenuStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A built-in menu style: a borderless button or a bordered one.
protocol BuiltInMenuStyle: MenuStyle {
  var isButton: Bool { get }
}

extension BuiltInMenuStyle {
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Menu(configuration)
  }
}

/// The platform's default: the label as a borderless button.
public struct DefaultMenuStyle: BuiltInMenuStyle, Sendable {
  public init() {}
  var isButton: Bool { false }
}

/// The label as a bordered button.
public struct ButtonMenuStyle: BuiltInMenuStyle, Sendable {
  public init() {}
  var isButton: Bool { true }
}

/// The label as a borderless button.
public struct BorderlessButtonMenuStyle: BuiltInMenuStyle, Sendable {
  public init() {}
  public init(showsMenuIndicator: Bool) {}
  var isButton: Bool { false }
}

extension MenuStyle where Self == DefaultMenuStyle {
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// An app's menu style, erased.
struct CustomMenuStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (MenuStyleConfiguration) -> AnyView
}

extension View {
  /// The style of the menus below.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInMenuStyle {
        $0.menuAsButton = builtIn.isButton
        $0.customMenuStyle = nil
      } else {
        $0.customMenuStyle = CustomMenuStyle { AnyView(style.makeBody(configuration: $0)) }
      }
    }
  }

  /// Whether menus below show their indicator: accepted.
  public func menuIndicator(_ visibility: Visibility) -> some View { self }
  /// The order of a menu's items: accepted (a closed menu shows none).
  public func menuOrder(_ order: MenuOrder) -> some View { self }
  /// What a menu does after its action: accepted.
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// The order a menu lists its items in.
public struct MenuOrder: Sendable, Hashable {
  let name: String
  public static let automatic = MenuOrder(name: "automatic")
  public static let priority = MenuOrder(name: "priority")
  public static let fixed = MenuOrder(name: "fixed")
}

/// Whether choosing a menu's item closes it.
public struct MenuActionDismissBehavior: Sendable, Hashable {
  let name: String
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// A link to a URL: its label in the tint colour.
public struct Link<Label: View>: PrimitiveView {
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    let ids = resolve(label.foregroundColor(environment.foregroundColor ?? tint), builder,
                      environment)
    return builder.noted(ids, .link)
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
