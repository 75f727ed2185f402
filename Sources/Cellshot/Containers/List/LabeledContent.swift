// LabeledContent: a label and a value on one row, as iOS draws it in a form: the label at the
// leading edge, the value at the trailing edge in the secondary colour. A value may be a
// string, a formatted value (`value:format:`) or any view; an app's own style draws the row
// from its `makeBody`.
import Foundation

/// A label and a value on one row, the value in the secondary colour at the trailing edge.
public struct LabeledContent<Label, Content> {
  let label: Label
  let content: Content
}

@MainActor
extension LabeledContent: View where Label: View, Content: View {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
}

@MainActor
extension LabeledContent: PrimitiveView where Label: View, Content: View {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment[LabeledContentStyleKey.self] {
      var inner = environment
      inner[LabeledContentStyleKey.self] = nil
      let configuration = LabeledContentStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
      return resolve(custom.make(configuration), builder, inner)
    }
    return resolve(LabeledContentBody(label: label, content: content), builder, environment)
  }
}

@MainActor
extension LabeledContent where Label == Text, Content: View {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}

@MainActor
extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    label = Text(titleKey)
    content = Text(value)
  }

  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    label = Text(title)
    content = Text(value)
  }

  /// A value shown as `format` writes it: `LabeledContent("Price", value: 9.5,
  /// format: .currency(code: "EUR"))`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String
  {
    label = Text(titleKey)
    content = Text(verbatim: format.format(value))
  }

  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String
  {
    label = Text(title)
    content = Text(verbatim: format.format(value))
  }
}

@MainActor
extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// The built-in row of a style's configuration.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    label = configuration.label
    content = configuration.content
  }
}

/// The built-in drawing: label, space, the value in the secondary colour.
struct LabeledContentBody<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      content.foregroundColor(.secondary)
    }
    return resolve(row, builder, environment)
  }
}

// MARK: styles

/// What a labeled content style is given: the label and the value.
public struct LabeledContentStyleConfiguration {
  /// The row's label.
  public struct Label: PrimitiveView {
    let content: AnyView
    public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [NodeID] { resolve(content, builder, environment) }
  }

  /// The row's value.
  public struct Content: PrimitiveView {
    let content: AnyView
    public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [NodeID] { resolve(content, builder, environment) }
  }

  public let label: Label
  public let content: Content
}

/// A style of labeled content: the built-in one, or the app's own.
public protocol LabeledContentStyle {
  associatedtype Body: View
  typealias Configuration = LabeledContentStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The platform's labeled content: the label leading, the value trailing in secondary grey.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, Sendable {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    LabeledContentBody(label: configuration.label, content: configuration.content)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// The app's labeled content style in the environment; nil for the built-in one.
enum LabeledContentStyleKey: EnvironmentKey {
  static let defaultValue: ErasedStyle<LabeledContentStyleConfiguration>? = nil
}

extension View {
  /// The style of the labeled content below.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0[LabeledContentStyleKey.self] = style is AutomaticLabeledContentStyle
        ? nil : ErasedStyle { AnyView(style.makeBody(configuration: $0)) }
    }
  }
}
