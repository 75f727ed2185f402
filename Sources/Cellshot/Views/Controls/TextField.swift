// Text input at rest: a field shows its value (or, empty, its prompt in the placeholder colour),
// a secure field bullets, an editor its text from the top. Field styles: the built-in plain and
// rounded-border ones, or an app's own `TextFieldStyle`, whose `_body` is given the field.

/// An editable text, drawn as its value or, when empty, its prompt in the placeholder colour.
public struct TextField<Label: View>: PrimitiveView {
  /// The text edited, stored as SwiftUI stores it (a binding named `_text`, which libraries
  /// that reflect on a field with `Mirror` read).
  let _text: Binding<String>
  var text: String { _text.wrappedValue }
  let placeholder: Text?
  let label: Label
  var secure = false
  var axis: Axis = .horizontal

  init(text: Binding<String>, placeholder: Text?, label: Label, secure: Bool = false,
       axis: Axis = .horizontal) {
    self._text = text
    self.placeholder = placeholder
    self.label = label
    self.secure = secure
    self.axis = axis
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let title = placeholder?.plainString ?? (label as? Text)?.plainString ?? ""
    return builder.noted(makeFieldNodes(builder, environment),
                         .textField(title: title, text: text, secure: secure),
                         enabled: environment.isEnabled)
  }

  func makeFieldNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment.customTextFieldStyle {
      // the app's own style dresses the field; inside it, the field is drawn plain
      var inner = environment
      inner.customTextFieldStyle = nil
      inner.textFieldBordered = false
      let configuration = TextField<_TextFieldStyleLabel>(
        text: _text, placeholder: placeholder, label: _TextFieldStyleLabel(content: AnyView(label)),
        secure: secure, axis: axis)
      return resolve(custom.make(configuration), builder, inner)
    }
    // A vertical field grows to its lines, up to its line limit, and keeps room for the
    // lines `.lineLimit(3...5)` reserves: an empty line as tall as the text's, that many times
    let reserved = axis == .vertical ? Int(environment.reservedLines) : 0
    let shown = text.isEmpty
      ? AnyView((placeholder ?? Text(verbatim: "")).foregroundColor(UIColor.placeholderText.color))
      : secure ? AnyView(SecureDots(count: text.count)) : AnyView(Text(verbatim: text))
    let content = ZStack(alignment: .topLeading) {
      if reserved > 1 {
        Text(verbatim: String(repeating: "\n", count: reserved - 1)).hidden()
      }
      shown
    }
    .lineLimit(axis == .vertical ? environment.lineLimit : 1)
    .frame(maxWidth: .infinity, alignment: environment.multilineTextAlignment.frameAlignment)
    if environment.textFieldBordered {
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

extension TextField {
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, placeholder: prompt, label: label())
  }

  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis,
              @ViewBuilder label: () -> Label) {
    self.init(text: text, placeholder: prompt, label: label(), axis: axis)
  }

  /// A field editing a value through a format style: the value shown formatted.
  public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F,
                                       prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String
  {
    self.init(text: .constant(format.format(value.wrappedValue)), placeholder: prompt,
              label: label())
  }

  public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F,
                                       prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String
  {
    self.init(text: .constant(value.wrappedValue.map { format.format($0) } ?? ""),
              placeholder: prompt, label: label())
  }

  /// A field editing a value through a formatter: the value shown formatted.
  public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil,
                 @ViewBuilder label: () -> Label) {
    self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""),
              placeholder: prompt,
              label: label())
  }
}

extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: Text(title), label: Text(title))
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt ?? Text(titleKey),
              label: Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt ?? Text(title), label: Text(title))
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey),
              axis: axis)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: Text(title), label: Text(title), axis: axis)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, placeholder: prompt ?? Text(titleKey),
              label: Text(titleKey), axis: axis)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, placeholder: prompt ?? Text(title), label: Text(title),
              axis: axis)
  }

  /// With a selection (iOS 18): a picture shows no caret, so the field as without one.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
              selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
    self.init(titleKey, text: text, prompt: prompt, axis: axis ?? .horizontal)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                 selection: Binding<TextSelection?>, prompt: Text? = nil,
                                 axis: Axis? = nil) {
    self.init(title, text: text, prompt: prompt, axis: axis ?? .horizontal)
  }

  // Editing and commit callbacks never run in a picture.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
              onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
              onEditingChanged: @escaping (Bool) -> Void) {
    self.init(titleKey, text: text)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
              onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                 onEditingChanged: @escaping (Bool) -> Void,
                                 onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                 onEditingChanged: @escaping (Bool) -> Void) {
    self.init(title, text: text)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                 onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }

  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey,
                                       value: Binding<F.FormatInput>, format: F,
                                       prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: .constant(format.format(value.wrappedValue)),
              placeholder: prompt ?? Text(titleKey),
              label: Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: .constant(format.format(value.wrappedValue)),
              placeholder: prompt ?? Text(title),
              label: Text(title))
  }

  public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey,
                                       value: Binding<F.FormatInput?>, format: F,
                                       prompt: Text? = nil) where F.FormatOutput == String {
    self.init(text: .constant(value.wrappedValue.map { format.format($0) } ?? ""),
              placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(text: .constant(value.wrappedValue.map { format.format($0) } ?? ""),
              placeholder: prompt ?? Text(title), label: Text(title))
  }

  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
    self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""),
              placeholder: Text(titleKey), label: Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""),
              placeholder: Text(title),
              label: Text(title))
  }

  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                 prompt: Text?) {
    self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""),
              placeholder: prompt ?? Text(titleKey), label: Text(titleKey))
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                    prompt: Text?) {
    self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""),
              placeholder: prompt ?? Text(title), label: Text(title))
  }

  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                 onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
    self.init(titleKey, value: value, formatter: formatter)
  }

  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                 onEditingChanged: @escaping (Bool) -> Void) {
    self.init(titleKey, value: value, formatter: formatter)
  }

  public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
                 onCommit: @escaping () -> Void) {
    self.init(titleKey, value: value, formatter: formatter)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                    onEditingChanged: @escaping (Bool) -> Void,
                                    onCommit: @escaping () -> Void) {
    self.init(title, value: value, formatter: formatter)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                    onEditingChanged: @escaping (Bool) -> Void) {
    self.init(title, value: value, formatter: formatter)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                    onCommit: @escaping () -> Void) {
    self.init(title, value: value, formatter: formatter)
  }
}

/// A password field: its value as bullets, or its prompt.
public struct SecureField<Label: View>: PrimitiveView {
  let field: TextField<Label>

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    field._makeNodes(builder, environment)
  }

  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    field = TextField(text: text, placeholder: prompt, label: label(), secure: true)
  }
}

extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    field = TextField(text: text, placeholder: Text(titleKey), label: Text(titleKey),
                      secure: true)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    field = TextField(text: text, placeholder: Text(title), label: Text(title),
                      secure: true)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    field = TextField(text: text, placeholder: prompt ?? Text(titleKey),
                      label: Text(titleKey), secure: true)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    field = TextField(text: text, placeholder: prompt ?? Text(title),
                      label: Text(title), secure: true)
  }

  public init(_ titleKey: LocalizedStringKey, text: Binding<String>,
              onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>,
                                 onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
}

/// A multi-line text editor: its text from the top leading corner, filling what it is offered.
public struct TextEditor: PrimitiveView {
  let text: String
  /// The attributed text of a rich-text editor (iOS 26).
  var attributedText: AttributedString?

  public init(text: Binding<String>) { self.text = text.wrappedValue }

  /// With a selection (iOS 18): a picture shows no caret.
  public init(text: Binding<String>, selection: Binding<TextSelection?>) {
    self.text = text.wrappedValue
  }

  /// An attributed text (iOS 26): drawn as `Text(AttributedString)` draws it, its attributes
  /// constrained by the `.attributedTextFormattingDefinition(_:)` above; a picture shows no
  /// selection.
  public init(text: Binding<AttributedString>,
              selection: Binding<AttributedTextSelection>? = nil) {
    self.text = String(text.wrappedValue.characters)
    attributedText = text.wrappedValue
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var content = Text(verbatim: text)
    if var attributedText {
      environment.formattingRules?.apply(&attributedText)
      content = Text(attributedText)
    }
    let view = content.padding(.horizontal, 5).padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity,
             alignment: Alignment(horizontal: environment.multilineTextAlignment.frameAlignment
                                    .horizontal, vertical: .top))
    return resolve(view, builder, environment)
  }
}

/// The selected range of a field or editor (iOS 18): a picture has none to show.
public struct TextSelection: Hashable, Sendable {
  public enum Indices: Hashable, Sendable {
    case selection(Range<String.Index>)
    case multiSelection(RangeSet<String.Index>)
  }
  public var indices: Indices
  public var affinity: TextSelectionAffinity = .automatic
  public var isInsertion: Bool {
    if case .selection(let range) = indices { return range.isEmpty }
    return false
  }
  public init(range: Range<String.Index>) { indices = .selection(range) }
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }
  public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
}

public enum TextSelectionAffinity: Hashable, Sendable { case automatic, upstream, downstream }

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

/// A secure field's characters as iOS draws them: a dot 0.424 em across for each, 0.603 em
/// apart, its centre 0.36 em above the baseline (measured on iOS's own renders at 16 and 17
/// points: 7.2-point dots 10.25 apart at body size, docs/research-text-metrics.md), on the line
/// a text of the field's font would take, so the field keeps its height.
struct SecureDots: PrimitiveView {
  let count: Int

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let size = CGFloat((environment.font ?? .body).spec(at: environment.dynamicTypeSize).size)
    let diameter = 0.424 * size, pitch = 0.603 * size, lift = 0.36 * size
    let dots = HStack(spacing: pitch - diameter) {
      ForEach(0..<min(count, 512), id: \.self) { _ in
        Circle().frame(width: diameter, height: diameter)
      }
    }
    .alignmentGuide(.firstTextBaseline) { d in d.height / 2 + lift }
    // A space, no wider than nothing, gives the line its height and baseline.
    let line = HStack(alignment: .firstTextBaseline, spacing: 0) {
      dots
      Text(verbatim: " ").frame(width: 0)
    }
    return resolve(line, builder, environment)
  }
}
