// Controls drawn in their resting state, with iOS 17's sizes and colours: Toggle (a 51 x 31
// switch), TextField and SecureField (the value, or the prompt in the placeholder colour),
// Button styles, Picker (segmented, or a menu row), Stepper (a 94 x 32 pair), Slider,
// ProgressView (a bar, or a spinner) and Label.

// MARK: Toggle

/// A switch with its label on the leading side, as iOS draws `Toggle`.
public struct Toggle<Label: View>: PrimitiveView {
  let isOn: Bool
  let label: Label

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn.wrappedValue
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let on = environment.explicitTint ?? .green
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      ZStack(alignment: isOn ? .trailing : .leading) {
        Capsule().fill(isOn ? on : Color(light: Color(r: 233, g: 233, b: 234),
                                         dark: Color(r: 57, g: 57, b: 61)))
        // The knob, with rings where iOS draws its shadow (a blur would need a filter).
        Circle().fill(Color.black.opacity(0.06)).frame(width: 29, height: 29).padding(1)
          .offset(y: 1)
        Circle().fill(Color.black.opacity(0.08)).frame(width: 28, height: 28).padding(1.5)
        Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
      }
      .frame(width: 51, height: 31)
    }
    return resolve(row, builder, environment)
  }
}

extension Toggle where Label == Text {
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.isOn = isOn.wrappedValue
    label = Text(title)
  }
}

// MARK: text fields

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
    .frame(maxWidth: .infinity, alignment: .leading)
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

// MARK: button styles

/// How buttons are drawn: `.automatic`/`.borderless`/`.plain` (the label in the tint colour),
/// `.bordered` (on a tinted rounded rectangle), `.borderedProminent` (white on the tint).
public struct ButtonStyle: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case plain, bordered, prominent }
  let kind: Kind
  public static let automatic = ButtonStyle(kind: .plain)
  public static let borderless = ButtonStyle(kind: .plain)
  public static let plain = ButtonStyle(kind: .plain)
  public static let bordered = ButtonStyle(kind: .bordered)
  public static let borderedProminent = ButtonStyle(kind: .prominent)
}

/// The size of controls (`.controlSize(.large)`).
public enum ControlSize: Sendable, Hashable { case mini, small, regular, large, extraLarge }

/// The shape behind a bordered button.
public struct ButtonBorderShape: Sendable, Hashable {
  let radius: CGFloat?
  public static let automatic = ButtonBorderShape(radius: nil)
  public static let capsule = ButtonBorderShape(radius: .infinity)
  public static let roundedRectangle = ButtonBorderShape(radius: nil)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(radius: radius)
  }
}

extension View {
  public func buttonStyle(_ style: ButtonStyle) -> some View {
    EnvironmentModifier(content: self) { $0.buttonStyle = style }
  }

  public func controlSize(_ size: ControlSize) -> some View {
    EnvironmentModifier(content: self) { $0.controlSize = size }
  }

  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    EnvironmentModifier(content: self) { $0.buttonBorderShape = shape }
  }
}

@MainActor extension EnvironmentValues {
  /// A button's label, dressed by the button style in force.
  func styledButton<Label: View>(_ label: Label) -> AnyView {
    // Padding and corner radius by control size (regular: 12 x 7, radius 7).
    let (h, v, r): (CGFloat, CGFloat, CGFloat)
    switch controlSize {
    case .mini: (h, v, r) = (7, 2, 5)
    case .small: (h, v, r) = (10, 4, 6)
    case .regular: (h, v, r) = (12, 7, 7)
    case .large, .extraLarge: (h, v, r) = (20, 14, 12)
    }
    let radius = buttonBorderShape.radius ?? r
    switch buttonStyle.kind {
    case .plain:
      return AnyView(label.foregroundColor(foregroundColor ?? tint))
    case .bordered:
      return AnyView(label.foregroundColor(foregroundColor ?? tint)
        .padding(.horizontal, h).padding(.vertical, v)
        .background(RoundedRectangle(cornerRadius: radius).fill(tint.opacity(0.15))))
    case .prominent:
      return AnyView(label.foregroundColor(foregroundColor ?? .white)
        .padding(.horizontal, h).padding(.vertical, v)
        .background(RoundedRectangle(cornerRadius: radius).fill(tint)))
    }
  }
}

// MARK: Picker

/// How pickers are drawn: `.segmented`, or a row with the chosen value (`.menu`, the default).
public struct PickerStyle: Sendable, Hashable {
  let segmented: Bool
  public static let automatic = PickerStyle(segmented: false)
  public static let menu = PickerStyle(segmented: false)
  public static let inline = PickerStyle(segmented: false)
  public static let wheel = PickerStyle(segmented: false)
  public static let navigationLink = PickerStyle(segmented: false)
  public static let segmented = PickerStyle(segmented: true)
}

extension View {
  public func pickerStyle(_ style: PickerStyle) -> some View {
    EnvironmentModifier(content: self) { $0.pickerStyle = style }
  }
}

/// A choice among tagged views: segmented (a 32-point track with the chosen segment raised),
/// or a row with the label and the chosen option in the secondary colour.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
  let label: Label
  let selection: SelectionValue
  let content: Content

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.selection = selection.wrappedValue
    self.content = content()
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let options = taggedOptions(content)
    let chosen = options.firstIndex { $0.tag == AnyHashable(selection) }
    if environment.pickerStyle.segmented {
      let segments = HStack(spacing: 0) {
        ForEach(0..<options.count, id: \.self) { k in
          options[k].view
            .font(.footnote)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(k == chosen
                        ? AnyView(RoundedRectangle(cornerRadius: 7)
                          .fill(Color(light: .white, dark: Color(r: 99, g: 99, b: 102)))
                          .overlay(RoundedRectangle(cornerRadius: 7)
                            .strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                          .padding(2))
                        : AnyView(EmptyView()))
        }
      }
      .frame(height: 32)
      .background(RoundedRectangle(cornerRadius: 9).fill(UIColor.tertiarySystemFill.color))
      return resolve(segments, builder, environment)
    }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      if let chosen { options[chosen].view.foregroundColor(.secondary) }
      Image(systemName: "chevron.up.chevron.down").foregroundColor(.secondary)
    }
    return resolve(row, builder, environment)
  }
}

extension Picker where Label == Text {
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// The options of a picker's content with their tags: `.tag(_:)`, or a `ForEach`'s ids.
@MainActor
func taggedOptions<Content: View>(_ content: Content) -> [(tag: AnyHashable?, view: AnyView)] {
  if let each = content as? any TaggedItems { return each.taggedItems }
  if let tuple = content as? TupleView {
    return tuple.items.flatMap { item -> [(tag: AnyHashable?, view: AnyView)] in
      if let nested = item.taggedItems { return nested() }
      return [(item.tag, item)]
    }
  }
  let view = AnyView(content)
  return view.taggedItems?() ?? [(view.tag, view)]
}

/// Views that stand for several tagged options (a ForEach).
@MainActor protocol TaggedItems {
  var taggedItems: [(tag: AnyHashable?, view: AnyView)] { get }
}

/// What a view says of itself to the container it is in: its tag, tab item and badge.
struct ViewTraits {
  var tag: AnyHashable?
  var tabItem: (() -> AnyView)?
  var badge: String?
  /// What a preview list's view says of how to show it.
  var previewDevice: String?
  var previewName: String?
  var previewLayout: PreviewLayout?
  var previewOrientation: InterfaceOrientation?
}

/// Views that carry traits (through the modifiers wrapped around them).
@MainActor protocol TraitCarrying {
  var viewTraits: ViewTraits { get }
}

/// The traits of `view`, if it carries any.
@MainActor func traits<V: View>(of view: V) -> ViewTraits {
  (view as? any TraitCarrying)?.viewTraits ?? (view as? AnyView)?.traits ?? ViewTraits()
}

extension TaggedView: TraitCarrying {
  var viewTraits: ViewTraits {
    var t = traits(of: content)
    t.tag = tag
    return t
  }
}

/// A view with a tag, for pickers.
struct TaggedView<Content: View>: PrimitiveView {
  let content: Content
  let tag: AnyHashable
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

extension View {
  /// The value a picker option stands for.
  public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: tag) }
}

// MARK: Stepper

/// A label and the minus/plus pair, as iOS draws `Stepper`.
public struct Stepper<Label: View>: PrimitiveView {
  let label: Label

  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                             @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
              onDecrement: (() -> Void)?) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      HStack(spacing: 0) {
        Image(systemName: "minus").frame(width: 47, height: 32)
        Color(.separator).frame(width: 1, height: 18)
        Image(systemName: "plus").frame(width: 46, height: 32)
      }
      .foregroundColor(.primary)
      .background(RoundedRectangle(cornerRadius: 8).fill(UIColor.tertiarySystemFill.color))
    }
    return resolve(row, builder, environment)
  }
}

extension Stepper where Label == Text {
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>,
                                                in bounds: ClosedRange<V>, step: V.Stride = 1) {
    label = Text(title)
  }

  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>,
                                                step: V.Stride = 1) {
    label = Text(title)
  }
}

// MARK: Slider and ProgressView

/// A track filled to the value, with a 28-point knob, as iOS draws `Slider`.
public struct Slider: PrimitiveView {
  let fraction: Double

  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                      step: V.Stride = 1) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    fraction = f.isNaN ? 0 : min(max(f, 0), 1)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let fraction = CGFloat(self.fraction)
    let tint = environment.explicitTint ?? environment.tint
    let view = GeometryReader { g in
      let travel = max(0, g.size.width - 28)
      ZStack(alignment: .leading) {
        Capsule().fill(UIColor.systemFill.color).frame(height: 4)
        Capsule().fill(tint).frame(width: 14 + travel * fraction, height: 4)
        // The knob, with rings where iOS draws its shadow.
        Circle().fill(Color.black.opacity(0.06)).frame(width: 30, height: 30)
          .offset(x: travel * fraction - 1, y: 1)
        Circle().fill(Color.black.opacity(0.1)).frame(width: 29, height: 29)
          .offset(x: travel * fraction - 0.5)
        Circle().fill(Color.white).frame(width: 28, height: 28).offset(x: travel * fraction)
      }
      .frame(width: g.size.width, height: 28)
    }
    .frame(height: 28)
    return resolve(view, builder, environment)
  }
}

/// A progress bar (a 4-point track filled to the value) or, without a value, a spinner.
public struct ProgressView<Label: View>: PrimitiveView {
  let fraction: Double?
  let label: Label?

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    guard let fraction else {
      let spinner = VStack(spacing: 8) {
        ControlGlyphView(glyph: .spinner, name: "Spinner").foregroundColor(.secondary)
        if let label { label.foregroundColor(.secondary) }
      }
      return resolve(spinner, builder, environment)
    }
    let bar = VStack(alignment: .leading, spacing: 8) {
      if let label { label }
      GeometryReader { g in
        ZStack(alignment: .leading) {
          Capsule().fill(UIColor.systemFill.color)
          Capsule().fill(tint).frame(width: g.size.width * CGFloat(fraction))
        }
      }
      .frame(height: 4)
    }
    return resolve(bar, builder, environment)
  }
}

extension ProgressView where Label == EmptyView {
  /// A spinner.
  public init() {
    fraction = nil
    label = nil
  }

  /// A bar filled to `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    label = nil
  }
}

extension ProgressView where Label == Text {
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
  }

  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    label = Text(title)
  }
}

// MARK: Label

/// An icon and a title side by side; in a list the icon takes the tint colour.
public struct Label<Title: View, Icon: View>: PrimitiveView {
  let title: Title
  let icon: Icon

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if environment.isTabItem {
      return resolve(VStack(spacing: 2) { icon; title }, builder, environment)
    }
    switch environment.labelStyle.kind {
    case .iconOnly: return resolve(icon, builder, environment)
    case .titleOnly: return resolve(title, builder, environment)
    case .stacked:
      let stack = VStack(spacing: 12) {
        icon.font(.system(size: 44)).foregroundColor(.secondary)
        title
      }
      return resolve(stack, builder, environment)
    case .automatic: break
    }
    // In a list the icon takes the tint colour, unless a foreground style says otherwise.
    let iconColor = environment.isListRow && environment.foregroundColor == nil
      ? (environment.explicitTint ?? environment.tint) : nil
    let row = HStack(spacing: 12) {
      icon.foregroundColor(iconColor ?? environment.foregroundColor)
      title
    }
    return resolve(row, builder, environment)
  }
}

extension Label where Title == Text, Icon == Image {
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }

  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.title = Text(title)
    icon = Image(name)
  }
}
