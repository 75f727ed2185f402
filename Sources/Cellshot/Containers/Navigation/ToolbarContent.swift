// What a `.toolbar { ... }` declares: toolbar content (`ToolbarItem`, `ToolbarItemGroup`,
// `ToolbarTitleMenu`, `ToolbarSpacer`, and the app's own content made of them) and the builder
// that puts it together with `if`/`else` and availability checks. Content resolves to a list
// of items, each with its placement; the navigation view draws each in its bar
// (`NavigationBar.swift`). Customization (an iPad's and a Mac's toolbar editor) is accepted:
// an iPhone's bar is not edited, so only an item hidden by default changes the picture.

/// Content of a toolbar: items with their placements, as SwiftUI's `ToolbarContent`.
///
/// Content of the app's own has a `body` made of other toolbar content; `ToolbarItem`,
/// `ToolbarItemGroup` and the other built-in items are primitives.
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder var body: Body { get }

  /// Adds the content's items to `list`: a primitive adds its own, any other content
  /// resolves its body. Not for use outside Cellshot; content never implements it itself.
  func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                         _ environment: EnvironmentValues)
}

/// Toolbar content an iPad's or a Mac's user may rearrange: items with an `id`.
public protocol CustomizableToolbarContent: ToolbarContent
where Body: CustomizableToolbarContent {}

extension ToolbarContent {
  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    guard builder.descend() else { return }
    defer { builder.depth -= 1 }
    builder.states.restore(self, environment)
    body._makeToolbarItems(into: &list, builder, environment)
  }
}

/// The items a toolbar's content declares, in order. Not for use outside Cellshot.
public struct _ToolbarItemList {
  var entries: [ToolbarEntry] = []
}

/// One item of a bar: its view and where it goes.
struct ToolbarEntry {
  enum Kind {
    /// A view: an item, or one of a group's views.
    case view(AnyView)
    /// Room between items (`ToolbarSpacer`): a fixed gap, or all the room there is.
    case spacer(flexible: Bool)
    /// The menu behind the title (`ToolbarTitleMenu`): a chevron beside the title.
    case titleMenu
  }

  var kind: Kind
  var placement: ToolbarItemPlacement
}

/// Toolbar content that is only itself (its items are added by `_makeToolbarItems`).
protocol PrimitiveToolbarContent: ToolbarContent where Body == Never {}

extension PrimitiveToolbarContent {
  public var body: Never { fatalError("\(Self.self) is primitive toolbar content") }
}

extension Never: ToolbarContent, CustomizableToolbarContent {
  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {}
}

/// Several pieces of toolbar content in a row, as `@ToolbarContentBuilder` makes them.
public struct TupleToolbarContent: PrimitiveToolbarContent, CustomizableToolbarContent {
  let items: [any ToolbarContent]

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    for item in items { item._makeToolbarItems(into: &list, builder, environment) }
  }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
  public var body: Never { fatalError("Optional is primitive toolbar content") }

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    self?._makeToolbarItems(into: &list, builder, environment)
  }
}

extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}

extension ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
  public var body: Never { fatalError("ConditionalContent is primitive toolbar content") }

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    switch storage {
    case .trueContent(let content): content._makeToolbarItems(into: &list, builder, environment)
    case .falseContent(let content): content._makeToolbarItems(into: &list, builder, environment)
    }
  }
}

extension ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension Group: ToolbarContent where Content: ToolbarContent {
  /// Toolbar content grouped, for a modifier to apply to all of it.
  public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }

  public var body: Never { fatalError("Group is primitive toolbar content") }

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    content._makeToolbarItems(into: &list, builder, environment)
  }
}

extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}

/// Builds toolbar content from closures, as SwiftUI's `@ToolbarContentBuilder` does:
/// sequences, `if`/`else`, optionals and availability checks.
@resultBuilder @MainActor @preconcurrency
public enum ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleToolbarContent
  {
    var items: [any ToolbarContent] = []
    repeat items.append(each content)
    return TupleToolbarContent(items: items)
  }

  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T)
    -> ConditionalContent<T, F>
  {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F)
    -> ConditionalContent<T, F>
  {
    ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content)
    -> Content
  {
    content
  }

  public static func buildLimitedAvailability(_ content: any ToolbarContent)
    -> TupleToolbarContent
  {
    TupleToolbarContent(items: [content])
  }

  public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent)
    -> TupleToolbarContent
  {
    TupleToolbarContent(items: [content])
  }
}

// MARK: - Customization

/// How a user may customize an item (on an iPad or a Mac): accepted.
public struct ToolbarCustomizationBehavior: Sendable {
  let name: String
  public static var `default`: ToolbarCustomizationBehavior { .init(name: "default") }
  public static var reorderable: ToolbarCustomizationBehavior { .init(name: "reorderable") }
  public static var disabled: ToolbarCustomizationBehavior { .init(name: "disabled") }
}

/// Options of an item's default customization.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The item stays in the overflow menu when hidden from the bar (macOS).
  public static var alwaysAvailable: ToolbarCustomizationOptions { .init(rawValue: 1) }
}

/// Toolbar content with its items shown or hidden at first.
struct DefaultVisibilityToolbarContent<Content: ToolbarContent>: PrimitiveToolbarContent,
  CustomizableToolbarContent
{
  let content: Content
  let visibility: Visibility

  func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                         _ environment: EnvironmentValues) {
    // An iPhone's bar is not customized: an item hidden by default stays hidden.
    guard visibility != .hidden else { return }
    content._makeToolbarItems(into: &list, builder, environment)
  }
}

extension CustomizableToolbarContent {
  /// How the user may customize the items: accepted (an iPhone's bar is not customized).
  public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior)
    -> some CustomizableToolbarContent { self }

  /// Whether the items show before the user customizes the bar: `.hidden` ones are not
  /// drawn (an iPhone's bar is not customized).
  public func defaultCustomization(_ defaultVisibility: Visibility = .automatic,
                                   options: ToolbarCustomizationOptions = [])
    -> some CustomizableToolbarContent
  {
    DefaultVisibilityToolbarContent(content: self, visibility: defaultVisibility)
  }

  /// The items in the bar by default, and the user may not remove them: drawn.
  public func defaultCustomization() -> some CustomizableToolbarContent { self }

  /// iOS 26's shared glass behind items: accepted (Cellshot draws iOS 18's bars).
  public func sharedBackgroundVisibility(_ visibility: Visibility)
    -> some CustomizableToolbarContent { self }

  /// The source of a zoom transition: accepted (a picture does not animate).
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some CustomizableToolbarContent { self }
}

extension ToolbarContent {
  /// iOS 26's shared glass behind items: accepted (Cellshot draws iOS 18's bars).
  @_disfavoredOverload
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
    self
  }

  /// The source of a zoom transition: accepted (a picture does not animate).
  @_disfavoredOverload
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some ToolbarContent { self }
}
