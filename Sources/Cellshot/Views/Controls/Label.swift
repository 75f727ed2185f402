/// An icon and a title side by side; in a list the icon takes the tint colour.
public struct Label<Title: View, Icon: View>: PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// VoiceOver reads a label as one element: its title (its icon adds nothing).
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = makeLabelNodes(builder, environment)
    builder.noteAccessibility(ids, .properties([.element(.combine)]))
    return ids
  }

  func makeLabelNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if environment.isTabItem {
      return resolve(VStack(spacing: 2) { icon; title }, builder, environment)
    }
    if let custom = environment.customLabelStyle {
      var inner = environment
      inner.customLabelStyle = nil
      return resolve(custom.make(AnyView(title), AnyView(icon)), builder, inner)
    }
    switch environment.labelStyle {
    case .iconOnly: return resolve(icon, builder, environment)
    case .titleOnly: return resolve(title, builder, environment)
    case .stacked:
      // The symbol in the regular weight whatever the title's (a public iOS 26 screenshot's
      // `ContentUnavailableView` tray: thin lines under a bold title; Cellshot drew it bold).
      let stack = VStack(spacing: 12) {
        EnvironmentModifier(content: icon.font(.system(size: 44)).foregroundColor(.secondary)) {
          $0.bold = false
          $0.fontWeight = nil
        }
        title
      }
      return resolve(stack, builder, environment)
    case .automatic: break
    }
    // In a list the icon takes the tint colour, unless a foreground style says otherwise (a
    // button style's colour does not: `styledLabel`).
    let styled = environment.foregroundColor == nil
      || environment.foregroundColor == environment.buttonStyleForeground
    let iconColor = environment.isListRow && styled
      ? (environment.explicitTint ?? environment.tint) : nil
    // iOS 26: `.labelIconToTitleSpacing` sets the gap, `.labelReservedIconWidth` a width the
    // icon is centred in (so that titles of labels with icons of different widths line up).
    let spacing = environment.labelIconToTitleSpacing ?? 12
    let tinted = icon.foregroundColor(iconColor ?? environment.foregroundColor)
    if let reserved = environment.labelReservedIconWidth {
      let row = HStack(spacing: spacing) { tinted.frame(width: max(0, reserved)); title }
      return resolve(row, builder, environment)
    }
    let row = HStack(spacing: spacing) { tinted; title }
    return resolve(row, builder, environment)
  }
}

extension Label where Title == Text, Icon == Image {
  /// A title read as a localized key: `Label("\(rating, specifier: "%.1f")", systemImage:)`.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.title = Text(titleKey)
    icon = Image(systemName: name)
  }

  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }

  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.title = Text(titleKey)
    icon = Image(name)
  }

  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.title = Text(title)
    icon = Image(name)
  }

  /// A title and an image of the asset catalog (`Label("Pancakes", image: .pancakes)`).
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.title = Text(titleKey)
    icon = Image(resource)
  }

  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.title = Text(title)
    icon = Image(resource)
  }
}

/// How a `Label` shows, built in: title and icon (the default), the icon alone, the title
/// alone, or (ContentUnavailableView's) a large grey icon over the title.
enum LabelKind: Sendable, Hashable { case automatic, iconOnly, titleOnly, stacked }

/// A built-in label style and how it draws.
protocol BuiltInLabelStyle: LabelStyle {
  var kind: LabelKind { get }
}

extension BuiltInLabelStyle {
  /// Built-in styles are drawn by the label itself.
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.icon; configuration.title }
  }
}

/// The platform's default: title and icon.
public struct DefaultLabelStyle: BuiltInLabelStyle, Sendable {
  public init() {}
  var kind: LabelKind { .automatic }
}

/// The title beside the icon.
public struct TitleAndIconLabelStyle: BuiltInLabelStyle, Sendable {
  public init() {}
  var kind: LabelKind { .automatic }
}

/// The icon alone.
public struct IconOnlyLabelStyle: BuiltInLabelStyle, Sendable {
  public init() {}
  var kind: LabelKind { .iconOnly }
}

/// The title alone.
public struct TitleOnlyLabelStyle: BuiltInLabelStyle, Sendable {
  public init() {}
  var kind: LabelKind { .titleOnly }
}

/// A large grey icon over the title, as ContentUnavailableView shows its label.
struct StackedLabelStyle: BuiltInLabelStyle, Sendable {
  var kind: LabelKind { .stacked }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A label style of the app's own, as SwiftUI's: `makeBody` lays out the title and icon.
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` is given: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let title: Title
  public let icon: Icon
}

/// A label style of the app's own, erased.
struct CustomLabelStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (AnyView, AnyView) -> AnyView
}

extension Image {
  /// A symbol's size beside text: `.small` 0.8 times the text's, `.large` 1.3 times.
  public enum Scale: Sendable, Hashable, CaseIterable {
    case small, medium, large
  }
}

typealias ImageScale = Image.Scale

extension Image.Scale {
  var factor: Double {
    switch self {
    case .small: return 0.8
    case .medium: return 1
    case .large: return 1.3
    }
  }
}

extension View {
  /// A built-in style (`.iconOnly`, ...) or one of the app's own.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInLabelStyle {
        $0.labelStyle = builtIn.kind
        $0.customLabelStyle = nil
      } else {
        $0.customLabelStyle = CustomLabelStyle { title, icon in
          AnyView(style.makeBody(configuration: LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: title),
            icon: LabelStyleConfiguration.Icon(content: icon))))
        }
      }
    }
  }

  /// The width the icons of labels inside are centred in (iOS 26).
  public func labelReservedIconWidth(_ value: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.labelReservedIconWidth = value }
  }

  /// The space between the icon and the title of labels inside (iOS 26): 12 points unless set.
  public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.labelIconToTitleSpacing = value }
  }

  /// The size of the symbols inside, relative to the font.
  public func imageScale(_ scale: Image.Scale) -> some View {
    EnvironmentModifier(content: self) { $0.imageScale = scale }
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a `LabelStyle` was given, drawn as the style around it would draw it.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension EnvironmentValues {
  /// The width label icons are centred in (`.labelReservedIconWidth(_:)`); nil for their own.
  public var labelReservedIconWidth: CGFloat? {
    get { self[extra: "labelReservedIconWidth", default: nil] }
    set { self[extra: "labelReservedIconWidth", default: nil] = newValue }
  }

  /// The space between a label's icon and title (`.labelIconToTitleSpacing(_:)`); nil for the
  /// style's own.
  public var labelIconToTitleSpacing: CGFloat? {
    get { self[extra: "labelIconToTitleSpacing", default: nil] }
    set { self[extra: "labelIconToTitleSpacing", default: nil] = newValue }
  }
}
