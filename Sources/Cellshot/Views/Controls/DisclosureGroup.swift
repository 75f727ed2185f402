// DisclosureGroup: a label with a chevron, its content below it when open. It starts closed
// unless `isExpanded` is bound to true, and its content is made only when shown. The built-in
// style draws the chevron in the tint colour at the trailing edge (pointing down when open);
// an app's own style draws the group from its `makeBody`.

/// A disclosure group: its label and a chevron (pointing down when open, the content below).
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?

  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let expanded = isExpanded?.wrappedValue ?? false
    if let custom = environment[DisclosureGroupStyleKey.self] {
      var inner = environment
      inner[DisclosureGroupStyleKey.self] = nil
      let configuration = DisclosureGroupStyleConfiguration(
        label: .init(content: AnyView(label)),
        content: .init(content: expanded ? AnyView(content()) : AnyView(EmptyView())),
        isExpanded: isExpanded ?? .constant(false))
      return resolve(custom.make(configuration), builder, inner)
    }
    return resolve(DisclosureGroupBody(label: label, content: expanded ? content() : nil),
                   builder, environment)
  }
}

/// The built-in drawing: the label and a chevron in the tint colour, the content below it
/// when open.
struct DisclosureGroupBody<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content?

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    let view = VStack(alignment: .leading, spacing: 11) {
      HStack {
        label
        Spacer(minLength: 8)
        Image(systemName: content != nil ? "chevron.down" : "chevron.right")
          .font(.footnote).bold().foregroundColor(tint)
      }
      if let content { content }
    }
    return resolve(view, builder, environment)
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
              @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>,
                                 @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

// MARK: styles

/// What a disclosure group style is given: the label, the content (empty while closed) and
/// whether the group is open.
public struct DisclosureGroupStyleConfiguration {
  /// The group's label.
  public struct Label: PrimitiveView {
    let content: AnyView
    public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [NodeID] { resolve(content, builder, environment) }
  }

  /// The group's content.
  public struct Content: PrimitiveView {
    let content: AnyView
    public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [NodeID] { resolve(content, builder, environment) }
  }

  public let label: Label
  public let content: Content
  /// Whether the group is open; a style may open or close it.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    _isExpanded = isExpanded
  }
}

/// A style of disclosure group: the built-in one, or the app's own.
public protocol DisclosureGroupStyle {
  associatedtype Body: View
  typealias Configuration = DisclosureGroupStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The platform's disclosure group: the label with a chevron in the tint colour.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, Sendable {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    DisclosureGroupBody(label: configuration.label,
                        content: configuration.isExpanded ? configuration.content : nil)
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// The app's disclosure group style in the environment; nil for the built-in one.
enum DisclosureGroupStyleKey: EnvironmentKey {
  static let defaultValue: ErasedStyle<DisclosureGroupStyleConfiguration>? = nil
}

extension View {
  /// The style of the disclosure groups below.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0[DisclosureGroupStyleKey.self] = style is AutomaticDisclosureGroupStyle
        ? nil : ErasedStyle { AnyView(style.makeBody(configuration: $0)) }
    }
  }
}
