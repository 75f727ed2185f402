// Text field styles: the built-in ones (plain, and the rounded border) and an app's own,
// whose `_body` is given the field to dress (a field in it draws plain).

/// A style of text field, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {
  associatedtype _Body: View
  @ViewBuilder @MainActor func _body(configuration: TextField<_Label>) -> _Body
  typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a text field style dresses.
public struct _TextFieldStyleLabel: View {
  let content: AnyView
  public var body: some View { content }
}

/// A built-in text field style: whether the field has the rounded border.
protocol BuiltInTextFieldStyle: TextFieldStyle {
  var bordered: Bool { get }
}

/// The platform's default: the text alone, as in a form row.
public struct DefaultTextFieldStyle: BuiltInTextFieldStyle, Sendable {
  public init() {}
  var bordered: Bool { false }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The text alone.
public struct PlainTextFieldStyle: BuiltInTextFieldStyle, Sendable {
  public init() {}
  var bordered: Bool { false }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A 5-point rounded box with a hairline border.
public struct RoundedBorderTextFieldStyle: BuiltInTextFieldStyle, Sendable {
  public init() {}
  var bordered: Bool { true }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// An app's text field style, erased: what it makes of a field.
struct CustomTextFieldStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (TextField<_TextFieldStyleLabel>) -> AnyView
}

extension View {
  /// The style of the text fields below: a built-in one or the app's own.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInTextFieldStyle {
        $0.textFieldBordered = builtIn.bordered
        $0.customTextFieldStyle = nil
      } else {
        $0.customTextFieldStyle = CustomTextFieldStyle { AnyView(style._body(configuration: $0)) }
      }
    }
  }
}

// Text editor styles (iOS 17): the editor is drawn one way.

/// A style of text editor.
public protocol TextEditorStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  typealias Configuration = TextEditorStyleConfiguration
}

/// What a text editor style is given.
public struct TextEditorStyleConfiguration {}

/// The platform's default editor.
public struct AutomaticTextEditorStyle: TextEditorStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// An editor with no background.
public struct PlainTextEditorStyle: TextEditorStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
  /// The style of the text editors below: accepted (an editor draws its text the same way).
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
