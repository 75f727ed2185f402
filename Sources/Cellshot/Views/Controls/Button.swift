/// A button: its label is drawn in the tint colour (blue) unless it sets its own. Actions do
/// not run in a picture.
public struct Button<Label: View>: PrimitiveView {
  let label: Label
  /// A destructive button is red.
  var role: ButtonRole?

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    builder.noted(makeButtonNodes(builder, environment), .button,
                  enabled: environment.isEnabled)
  }

  func makeButtonNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    if role?.destructive == true { env.tint = .red }
    if let custom = environment.customButtonStyle {
      // The style's own view, in the environment outside (a label in a custom style is not
      // tinted; a destructive one is red).
      var inner = environment
      inner.customButtonStyle = nil
      let label = role?.destructive == true ? AnyView(label.foregroundColor(.red)) : AnyView(label)
      return resolve(custom.make(label, role), builder, inner)
    }
    if environment.buttonSizing == .flexible {
      // `.buttonSizing(.flexible)` (iOS 26): the label, and the style's shape around it, takes
      // the width offered
      return resolve(env.styledButton(label.frame(maxWidth: .infinity)), builder, environment)
    }
    return resolve(env.styledButton(label), builder, environment)
  }
}

extension Button where Label == Text {
  /// A title read as a localized key, as a literal is in SwiftUI (Markdown, `specifier:`).
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.label = Text(titleKey)
  }

  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.label = Text(title)
  }
}

/// What a button is for: a destructive one is red; `close` and `confirm` (iOS 26) draw an
/// `xmark` and a `checkmark` when the button has no label of its own.
public struct ButtonRole: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case destructive, cancel, close, confirm }
  let kind: Kind
  var destructive: Bool { kind == .destructive }
  public static let destructive = ButtonRole(kind: .destructive)
  public static let cancel = ButtonRole(kind: .cancel)
  public static let close = ButtonRole(kind: .close)
  public static let confirm = ButtonRole(kind: .confirm)
}

/// The label a button makes from its role (iOS 26): an `xmark` to close or cancel, a
/// `checkmark` to confirm, a trash can to destroy.
public struct DefaultButtonLabel: View {
  let role: ButtonRole

  public var body: some View {
    switch role.kind {
    case .close, .cancel: Image(systemName: "xmark")
    case .confirm: Image(systemName: "checkmark")
    case .destructive: Image(systemName: "trash")
    }
  }
}

extension Button where Label == DefaultButtonLabel {
  /// A button whose label is its role's glyph.
  public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: {}) { DefaultButtonLabel(role: role) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a `PrimitiveButtonStyle` wraps: the configuration's label and role.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: {}) { configuration.label }
  }
}

extension Button {
  /// A button with a role: a destructive one is red.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    self.role = role
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Cellshot.Label<Text, Image> {
  /// A button with a title and a system image (`Button("Add", systemImage: "plus") { }`).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { Cellshot.Label(titleKey, systemImage: systemImage) }
  }

  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { Cellshot.Label(title, systemImage: systemImage) }
  }

  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
              action: @escaping () -> Void) {
    self.init(role: role, action: action) { Cellshot.Label(titleKey, systemImage: systemImage) }
  }

  public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?,
                                 action: @escaping () -> Void) {
    self.init(role: role, action: action) { Cellshot.Label(title, systemImage: systemImage) }
  }

  /// A button with a title and an image of the asset catalog.
  public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { Cellshot.Label(titleKey, image: image) }
  }

  public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
    self.init(action: action) { Cellshot.Label(title, image: image) }
  }

  public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
              action: @escaping () -> Void) {
    self.init(role: role, action: action) { Cellshot.Label(titleKey, image: image) }
  }

  public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?,
                                 action: @escaping () -> Void) {
    self.init(role: role, action: action) { Cellshot.Label(title, image: image) }
  }
}

/// How a built-in style draws a button: the label in the tint (`.automatic`, `.borderless`),
/// as it is (`.plain`: no tint, as iOS leaves it), on a tinted rounded rectangle (`.bordered`),
/// white on the tint (`.borderedProminent`); iOS 26's glass styles as the bordered ones in a
/// capsule.
enum ButtonKind: Sendable, Hashable {
  case plain, unstyled, bordered, prominent, glass, glassProminent
}

/// A built-in button style and how it draws.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
  var kind: ButtonKind { get }
}

/// The platform's default: the label in the tint colour.
public struct DefaultButtonStyle: BuiltInButtonStyle, Sendable {
  public init() {}
  var kind: ButtonKind { .plain }
  /// Built-in styles are drawn by the button itself; this is their label as it is.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label alone, in its own colours: not tinted (a `NavigationLink` or `Button` styled
/// `.plain` reads as the text around it).
public struct PlainButtonStyle: BuiltInButtonStyle, Sendable {
  public init() {}
  var kind: ButtonKind { .unstyled }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in the tint colour, with no border.
public struct BorderlessButtonStyle: BuiltInButtonStyle, Sendable {
  public init() {}
  var kind: ButtonKind { .plain }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label on a tinted rounded rectangle.
public struct BorderedButtonStyle: BuiltInButtonStyle, Sendable {
  public init() {}
  var kind: ButtonKind { .bordered }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The label in white on the tint.
public struct BorderedProminentButtonStyle: BuiltInButtonStyle, Sendable {
  public init() {}
  var kind: ButtonKind { .prominent }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// iOS 26's glass button: drawn as a bordered one in a capsule (iOS 18's look).
public struct GlassButtonStyle: BuiltInButtonStyle, Sendable {
  public init() {}
  public init(_ glass: Glass) {}
  var kind: ButtonKind { .glass }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// iOS 26's prominent glass button: drawn as a prominent one in a capsule.
public struct GlassProminentButtonStyle: BuiltInButtonStyle, Sendable {
  public init() {}
  var kind: ButtonKind { .glassProminent }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// iOS 26's Liquid Glass material, as a value: its variant and tint (drawn as iOS 18's look).
public struct Glass: Sendable, Equatable {
  var tintColor: Color?
  var isInteractive = false
  /// How much the glass shows: 0 regular, 1 clear (more see-through), 2 none.
  var variant = 0
  public static var regular: Glass { Glass() }
  public static var clear: Glass { Glass(variant: 1) }
  public static var identity: Glass { Glass(variant: 2) }
  public func tint(_ color: Color?) -> Glass {
    var copy = self
    copy.tintColor = color
    return copy
  }
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var copy = self
    copy.isInteractive = isEnabled
    return copy
  }
}

/// A button style of the app's own, as SwiftUI's: `makeBody` draws the button from its label
/// (never pressed, in a picture).
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A style that also decides when the button's action runs (`configuration.trigger()`); the
/// built-in styles are these.
public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  typealias Configuration = PrimitiveButtonStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` is given: the button's label, whether it is pressed, its role.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let label: Label
  public let isPressed: Bool
  public let role: ButtonRole?
}

/// What a `PrimitiveButtonStyle` is given: the label, the role, and the action's trigger.
public struct PrimitiveButtonStyleConfiguration {
  public typealias Label = ButtonStyleConfiguration.Label
  public let label: Label
  public let role: ButtonRole?
  /// Runs the action: a picture runs none.
  public func trigger() {}
}

/// A style of the app's own, erased: how the button is made from its label and role.
struct CustomButtonStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (AnyView, ButtonRole?) -> AnyView
}

/// The size of controls (`.controlSize(.large)`), ordered from `mini` to `extraLarge`.
public enum ControlSize: Sendable, Hashable, CaseIterable, Comparable {
  case mini, small, regular, large, extraLarge
}

/// The shape behind a bordered button.
public struct ButtonBorderShape: Sendable, Hashable {
  let radius: CGFloat?
  /// A circle (`.circle`, iOS 17): the button as wide as it is tall.
  var isCircle = false
  public static let automatic = ButtonBorderShape(radius: nil)
  public static let capsule = ButtonBorderShape(radius: .infinity)
  /// A circle around the label, the button as wide as it is tall (an icon's button).
  public static let circle = ButtonBorderShape(radius: .infinity, isCircle: true)
  public static let roundedRectangle = ButtonBorderShape(radius: nil)
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(radius: radius)
  }
}

extension View {
  /// Whether the buttons below repeat their action while held: a button is not held in a
  /// picture, so it is drawn as any other; `buttonRepeatBehavior` in the environment says it.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
    EnvironmentModifier(content: self) {
      $0[extra: "buttonRepeatBehavior", default: behavior] = behavior
    }
  }

  /// A built-in style (`.bordered`, ...) or a primitive style of the app's own.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInButtonStyle {
        $0.buttonKind = builtIn.kind
        $0.customButtonStyle = nil
      } else {
        $0.customButtonStyle = CustomButtonStyle { label, role in
          AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: label), role: role)))
        }
      }
    }
  }

  /// A style of the app's own: buttons below are what its `makeBody` makes of their label,
  /// not pressed.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.customButtonStyle = CustomButtonStyle { label, role in
        AnyView(style.makeBody(configuration: ButtonStyleConfiguration(
          label: ButtonStyleConfiguration.Label(content: label), isPressed: false, role: role)))
      }
    }
  }

  public func controlSize(_ size: ControlSize) -> some View {
    EnvironmentModifier(content: self) { $0.controlSize = size }
  }

  /// The environment's control size kept within `range` (`.controlSize(...ControlSize.large)`).
  public func controlSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == ControlSize
  {
    let allowed = ControlSize.allCases.filter { range.contains($0) }
    return EnvironmentModifier(content: self) { env in
      guard let first = allowed.first, let last = allowed.last,
            !allowed.contains(env.controlSize) else { return }
      env.controlSize = env.controlSize < first ? first : last
    }
  }

  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    EnvironmentModifier(content: self) { $0.buttonBorderShape = shape }
  }

  /// How the buttons inside size themselves (iOS 26): `.flexible` ones take the width
  /// offered, `.fitted` and `.automatic` ones fit their label.
  public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    EnvironmentModifier(content: self) { $0.buttonSizing = sizing }
  }
}

@MainActor extension EnvironmentValues {
  /// `label` in `color`, its button style's, unless a foreground colour is in force. A list
  /// row's `Label` in it still draws its icon in the tint (a public iOS 26 screen's
  /// `.borderedProminent` button in a list row: its Label's icon blue on the blue fill, so
  /// unseen, its place kept; Cellshot drew it white).
  func styledLabel<L: View>(_ label: L, _ color: Color) -> some View {
    EnvironmentModifier(content: label) { env in
      guard env.foregroundColor == nil else { return }
      env.foregroundColor = color
      env.buttonStyleForeground = color
    }
  }

  /// A button's label, dressed by the button style in force.
  func styledButton<Label: View>(_ label: Label, kind: ButtonKind? = nil) -> AnyView {
    // Padding and corner radius by control size (regular: 12 x 7, radius 7).
    let (h, v, r): (CGFloat, CGFloat, CGFloat)
    switch controlSize {
    case .mini: (h, v, r) = (7, 2, 5)
    case .small: (h, v, r) = (10, 4, 6)
    case .regular: (h, v, r) = (12, 7, 7)
    case .large, .extraLarge: (h, v, r) = (20, 14, 12)
    }
    let kind = kind ?? buttonKind
    if interfaceLook.isGlass, let glass = glassStyledButton(label, kind: kind) { return glass }
    let radius = buttonBorderShape.radius ?? r
    switch kind {
    case .plain:
      return AnyView(styledLabel(label, tint))
    case .unstyled:
      return AnyView(label)
    // A circle's button: the label padded alike on every side, a circle behind it.
    case .bordered where buttonBorderShape.isCircle:
      return AnyView(styledLabel(label, tint).padding(v)
        .background(Circle().fill(tint.opacity(0.15))))
    case .prominent where buttonBorderShape.isCircle:
      return AnyView(styledLabel(label, .white).padding(v)
        .background(Circle().fill(tint)))
    case .bordered:
      return AnyView(styledLabel(label, tint)
        .padding(.horizontal, h).padding(.vertical, v)
        .background(RoundedRectangle(cornerRadius: radius).fill(tint.opacity(0.15))))
    case .prominent:
      return AnyView(styledLabel(label, .white)
        .padding(.horizontal, h).padding(.vertical, v)
        .background(RoundedRectangle(cornerRadius: radius).fill(tint)))
    case .glass:
      return AnyView(styledLabel(label, tint)
        .padding(.horizontal, h).padding(.vertical, v)
        .background(Capsule().fill(tint.opacity(0.15))))
    case .glassProminent:
      return AnyView(styledLabel(label, .white)
        .padding(.horizontal, h).padding(.vertical, v)
        .background(Capsule().fill(tint)))
    }
  }
}

/// "Edit" in the tint colour, as a list's edit button at rest.
public struct EditButton: PrimitiveView {
  public init() {}
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(Text("Edit")), builder, environment)
  }
}
