// Menus and links: at rest, their label in the tint colour.

/// A menu: its label, drawn as a borderless button (the menu is shown when tapped).
public struct Menu<Label: View, Content: View>: PrimitiveView {
  let label: Label

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(label), builder, environment)
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A link to a URL: its label in the tint colour.
public struct Link<Label: View>: PrimitiveView {
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    return resolve(label.foregroundColor(environment.foregroundColor ?? tint), builder, environment)
  }
}

extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A share button: "Share" with the share symbol, in the tint colour.
public struct ShareLink<Label: View>: PrimitiveView {
  let label: Label

  public init<Item>(item: Item, @ViewBuilder label: () -> Label) { self.label = label() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(label), builder, environment)
  }
}

extension ShareLink where Label == Cellshot.Label<Text, Image> {
  public init<Item>(item: Item) {
    self.init(item: item) { Cellshot.Label("Share", systemImage: "square.and.arrow.up") }
  }

  public init<Item, S: StringProtocol>(_ title: S, item: Item) {
    self.init(item: item) { Cellshot.Label(title, systemImage: "square.and.arrow.up") }
  }
}
