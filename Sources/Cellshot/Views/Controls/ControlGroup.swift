// Control groups: related controls side by side on one rounded background, split by
// hairlines; or what an app's own control group style makes of them.

/// Related controls side by side on one rounded background, split by hairlines.
public struct ControlGroup<Content: View>: PrimitiveView {
  let content: Content
  let label: AnyView?

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    label = nil
  }

  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L>
  {
    self.content = LabeledControlGroupContent(content: content(), label: label())
    self.label = AnyView(label())
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let inner = (content as? any ControlGroupContentHolder)?.controls ?? AnyView(content)
    if let custom = environment.customControlGroupStyle {
      var env = environment
      env.customControlGroupStyle = nil
      let configuration = ControlGroupStyleConfiguration(
        content: .init(content: inner), label: .init(content: label ?? AnyView(EmptyView())))
      return resolve(custom.make(configuration), builder, env)
    }
    let scope = ContentScope(builder: builder, environment: environment)
    let items = taggedOptions(inner, scope).map(\.view)
    let group = HStack(spacing: 0) {
      ForEach(0..<items.count, id: \.self) { i in
        if i > 0 { Divider().frame(height: 20) }
        items[i].buttonStyle(.plain).padding(.vertical, 8).frame(maxWidth: .infinity)
      }
    }
    .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8))
    return resolve(group, builder, environment)
  }
}

/// A control group's controls and label, as a labelled control group holds them.
public struct LabeledControlGroupContent<Content: View, Label: View>: View,
  ControlGroupContentHolder
{
  let content: Content
  let label: Label
  public var body: some View { content }
  var controls: AnyView { AnyView(content) }
}

@MainActor protocol ControlGroupContentHolder {
  var controls: AnyView { get }
}

extension ControlGroup {
  public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>
  {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text>
  {
    self.init(content: content) { Text(title) }
  }

  public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String,
                       @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>>
  {
    self.init(content: content) { Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, systemImage: String,
                                          @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>>
  {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }
  public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource,
                       @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>>
  {
    self.init(content: content) { Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource,
                                          @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>>
  {
    self.init(content: content) { Label(title, image: image) }
  }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
  /// The default control group of a style's configuration.
  public init(_ configuration: ControlGroupStyleConfiguration) {
    content = configuration.content
    label = AnyView(configuration.label)
  }
}

/// What a control group style is given.
public struct ControlGroupStyleConfiguration {
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let content: Content
  public let label: Label
}

/// A style of control group: a built-in one, or the app's own.
public protocol ControlGroupStyle {
  associatedtype Body: View
  typealias Configuration = ControlGroupStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The built-in styles, drawn alike: the controls side by side.
protocol BuiltInControlGroupStyle: ControlGroupStyle {}

extension BuiltInControlGroupStyle {
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    ControlGroup(configuration)
  }
}

public struct AutomaticControlGroupStyle: BuiltInControlGroupStyle, Sendable {
  public init() {}
}

public struct NavigationControlGroupStyle: BuiltInControlGroupStyle, Sendable {
  public init() {}
}

public struct MenuControlGroupStyle: BuiltInControlGroupStyle, Sendable {
  public init() {}
}

public struct CompactMenuControlGroupStyle: BuiltInControlGroupStyle, Sendable {
  public init() {}
}

public struct PaletteControlGroupStyle: BuiltInControlGroupStyle, Sendable {
  public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

/// An app's control group style, erased.
struct CustomControlGroupStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (ControlGroupStyleConfiguration) -> AnyView
}

extension View {
  /// The style of the control groups below.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if style is any BuiltInControlGroupStyle {
        $0.customControlGroupStyle = nil
      } else {
        $0.customControlGroupStyle = CustomControlGroupStyle {
          AnyView(style.makeBody(configuration: $0))
        }
      }
    }
  }
}
