// App enums: an enum whose cases an intent's parameter offers (a widget's choice of colour),
// with the names Shortcuts shows for the type and each case.

/// How Shortcuts shows a type (`TypeDisplayRepresentation(name: "Colour")`).
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
  public var name: LocalizedStringResource
  public init(name: LocalizedStringResource) { self.name = name }
  public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
}

/// How Shortcuts shows a value (`DisplayRepresentation(title: "Red")`).
public struct DisplayRepresentation: Sendable, ExpressibleByStringLiteral {
  public var title: LocalizedStringResource
  public var subtitle: LocalizedStringResource?
  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
    self.title = title
    self.subtitle = subtitle
  }
  public init(stringLiteral value: String) { title = LocalizedStringResource(stringLiteral: value) }
}

/// An enum an intent's parameter can hold, its cases named for Shortcuts.
public protocol AppEnum: CaseIterable, Hashable, RawRepresentable where RawValue: Sendable {
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
