// Form styles: the built-in ones draw a form as an inset grouped list (on an iPhone every one
// does); an app's own style draws it from its `makeBody`.

/// What a form style is given: the form's content.
public struct FormStyleConfiguration {
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let content: Content
}

/// A style of form: a built-in one, or the app's own.
public protocol FormStyle {
  associatedtype Body: View
  typealias Configuration = FormStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The built-in styles: an inset grouped list.
protocol BuiltInFormStyle: FormStyle {}

extension BuiltInFormStyle {
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    Form(configuration)
  }
}

public struct AutomaticFormStyle: BuiltInFormStyle, Sendable {
  public init() {}
}

public struct GroupedFormStyle: BuiltInFormStyle, Sendable {
  public init() {}
}

/// Labels in a column beside their controls (macOS's): on an iPhone, grouped.
public struct ColumnsFormStyle: BuiltInFormStyle, Sendable {
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// An app's form style, erased.
struct CustomFormStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (FormStyleConfiguration) -> AnyView
}

extension View {
  /// The style of the forms below.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if style is any BuiltInFormStyle {
        $0.customFormStyle = nil
      } else {
        $0.customFormStyle = CustomFormStyle { AnyView(style.makeBody(configuration: $0)) }
      }
    }
  }
}
