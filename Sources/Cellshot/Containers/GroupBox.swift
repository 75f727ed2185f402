// GroupBox: a label over content in a box, as iOS draws it: the label in the headline font,
// the content below it, 16 points inside a rounded rectangle (8-point continuous corners) of
// the secondary system background, as wide as it is offered. A box inside a box takes the
// tertiary background, so the two stay apart. An app's own style draws it from its `makeBody`.

/// A label and content grouped in a box.
public struct GroupBox<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment[GroupBoxStyleKey.self] {
      var inner = environment
      inner[GroupBoxStyleKey.self] = nil
      let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)),
                                                     content: .init(content: AnyView(content)))
      return resolve(custom.make(configuration), builder, inner)
    }
    return resolve(GroupBoxBody(label: label, content: content), builder, environment)
  }
}

extension GroupBox {
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(label: EmptyView(), content: content)
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content)
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label,
  Content == GroupBoxStyleConfiguration.Content
{
  /// The built-in box of a style's configuration.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(label: configuration.label) { configuration.content }
  }
}

/// The built-in drawing of a group box.
struct GroupBoxBody<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let nested = environment[GroupBoxDepthKey.self] % 2 == 1
    var inner = environment
    inner[GroupBoxDepthKey.self] += 1
    let fill = Color(nested ? .tertiarySystemBackground : .secondarySystemBackground)
    let box = VStack(alignment: .leading) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(fill))
    return resolve(box, builder, inner)
  }
}

/// How many group boxes a view is inside.
enum GroupBoxDepthKey: EnvironmentKey {
  static let defaultValue = 0
}

// MARK: styles

/// What a group box style is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
  /// The box's label.
  public struct Label: PrimitiveView {
    let content: AnyView
    public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [NodeID] { resolve(content, builder, environment) }
  }

  /// The box's content.
  public struct Content: PrimitiveView {
    let content: AnyView
    public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [NodeID] { resolve(content, builder, environment) }
  }

  public let label: Label
  public let content: Content
}

/// A style of group box: the built-in one, or the app's own.
public protocol GroupBoxStyle {
  associatedtype Body: View
  typealias Configuration = GroupBoxStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The platform's group box: the label over the content in a rounded box.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    GroupBoxBody(label: configuration.label, content: configuration.content)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// The app's group box style in the environment; nil for the built-in one.
enum GroupBoxStyleKey: EnvironmentKey {
  static let defaultValue: ErasedStyle<GroupBoxStyleConfiguration>? = nil
}

extension View {
  /// The style of the group boxes below.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0[GroupBoxStyleKey.self] = style is DefaultGroupBoxStyle
        ? nil : ErasedStyle { AnyView(style.makeBody(configuration: $0)) }
    }
  }
}
