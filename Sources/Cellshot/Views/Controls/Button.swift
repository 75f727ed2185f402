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
    var env = environment
    if role?.destructive == true { env.tint = .red }
    return resolve(env.styledButton(label), builder, environment)
  }
}

extension Button where Label == Text {
  public init(_ title: String, action: @escaping () -> Void) {
    self.label = Text(title)
  }
}

public struct ButtonRole: Sendable, Hashable {
  let destructive: Bool
  public static let destructive = ButtonRole(destructive: true)
  public static let cancel = ButtonRole(destructive: false)
}

extension Button {
  /// A button with a role: a destructive one is red.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(action: action, label: label)
    if role?.destructive == true { self.role = .destructive }
  }
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Cellshot.Label<Text, Image> {
  /// A button with a title and a system image (`Button("Add", systemImage: "plus") { }`).
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { Cellshot.Label(title, systemImage: systemImage) }
  }
}

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

/// "Edit" in the tint colour, as a list's edit button at rest.
public struct EditButton: PrimitiveView {
  public init() {}
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(Text("Edit")), builder, environment)
  }
}
