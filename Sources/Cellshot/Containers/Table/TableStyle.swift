// Table styles: on an iPhone every built-in style draws a table as its first column's plain
// list, and column headers never show (`tableColumnHeaders(_:)` changes nothing there). An
// app's own style draws the table from its `makeBody`.

/// What a table style is given: the table, which it cannot take apart.
public struct TableStyleConfiguration {
  let table: AnyView
}

/// A style of table: a built-in one, or the app's own.
public protocol TableStyle {
  associatedtype Body: View
  typealias Configuration = TableStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The platform's table: on an iPhone, the first column as a plain list.
public struct AutomaticTableStyle: TableStyle, Sendable {
  init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.table
  }
}

/// Rows inset from the table's edges (on a wide screen); on an iPhone, as the automatic one.
public struct InsetTableStyle: TableStyle, Sendable {
  public init() {}
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.table
  }
}

extension TableStyle where Self == AutomaticTableStyle {
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

/// The app's table style in the environment; nil for a built-in one.
enum TableStyleKey: EnvironmentKey {
  static let defaultValue: ErasedStyle<TableStyleConfiguration>? = nil
}

extension View {
  /// The style of the tables below.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0[TableStyleKey.self] = style is AutomaticTableStyle || style is InsetTableStyle
        ? nil : ErasedStyle { AnyView(style.makeBody(configuration: $0)) }
    }
  }

  /// Whether the tables below show their column headers: a compact table never does.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View { self }
}
