/// How text fields are drawn: `.automatic`/`.plain` (the text alone, as in a form row) or
/// `.roundedBorder` (a 5-point rounded box with a hairline border).
public struct TextFieldStyle: Sendable, Hashable {
  let bordered: Bool
  public static let automatic = TextFieldStyle(bordered: false)
  public static let plain = TextFieldStyle(bordered: false)
  public static let roundedBorder = TextFieldStyle(bordered: true)
}

extension View {
  public func textFieldStyle(_ style: TextFieldStyle) -> some View {
    EnvironmentModifier(content: self) { $0.textFieldStyle = style }
  }
}

/// An editable text, drawn as its value or, when empty, its prompt in the placeholder colour.
public struct TextField<Label: View>: PrimitiveView {
  let text: String
  let prompt: String
  let secure: Bool

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let shown = secure ? String(repeating: "•", count: text.count) : text
    let content = Group {
      if shown.isEmpty {
        Text(prompt).foregroundColor(UIColor.placeholderText.color)
      } else {
        Text(shown)
      }
    }
    .lineLimit(1)
    .frame(maxWidth: .infinity, alignment: environment.multilineTextAlignment.frameAlignment)
    if environment.textFieldStyle.bordered {
      let field = content
        .padding(.horizontal, 7)
        .frame(minHeight: 34)
        .background(Color(.systemBackground))
        .overlay(RoundedRectangle(cornerRadius: 5)
          .strokeBorder(Color(.systemGray4), lineWidth: 0.5))
        .cornerRadius(5)
      return resolve(field, builder, environment)
    }
    return resolve(content, builder, environment)
  }
}

extension TextField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    self.text = text.wrappedValue
    self.prompt = prompt?.string ?? String(title)
    secure = false
  }

  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }
}

/// A password field: its value as bullets, or its prompt.
public struct SecureField<Label: View>: PrimitiveView {
  let field: TextField<Label>

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    field._makeNodes(builder, environment)
  }
}

extension SecureField where Label == Text {
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
    field = TextField(text: text.wrappedValue, prompt: prompt?.string ?? String(title),
                      secure: true)
  }
}

/// A multi-line text editor: its text from the top leading corner, filling what it is offered.
public struct TextEditor: PrimitiveView {
  let text: String

  public init(text: Binding<String>) { self.text = text.wrappedValue }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let view = Text(verbatim: text).padding(.horizontal, 5).padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity,
             alignment: Alignment(horizontal: environment.multilineTextAlignment.frameAlignment
                                    .horizontal, vertical: .top))
    return resolve(view, builder, environment)
  }
}

extension TextAlignment {
  /// Where a one-line field puts its text: `.multilineTextAlignment(.trailing)` at its end.
  var frameAlignment: Alignment {
    switch self {
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    }
  }
}
