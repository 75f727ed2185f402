import CoreTransferable
import Foundation

/// A navigation container: a bar 96 points tall with the large title (34 points, bold,
/// 16 from the leading edge, its baseline 80 below the bar's top) and the toolbar items in its
/// top row, or 44 points tall with an inline title or none; the content below
/// (`NavigationBar.swift` draws the bars).
public struct NavigationView<Content: View>: PrimitiveView {
  let content: Content
  /// The values pushed on the root (`NavigationStack(path:)`): the last one's screen is shown,
  /// with a back button.
  var path: [AnyHashable] = []

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let collector = NavigationCollector()
    var env = environment
    env.navigation = collector
    // a `.searchable` on the navigation view itself: its root screen's field
    collector.search = environment.searchFieldAbove
    env.searchFieldAbove = nil
    let contentNodes = resolve(content, builder, env)
    // A pushed value with a destination: its screen instead of the root, the root's title on
    // the back button.
    if let pushed = path.last, let screen = collector.destination(for: pushed) {
      let screenCollector = NavigationCollector()
      screenCollector.destinations = collector.destinations
      screenCollector.backTitle = path.count == 1 ? (collector.title ?? "Back") : "Back"
      var screenEnv = environment
      screenEnv.navigation = screenCollector
      let screenNodes = resolve(screen, builder, screenEnv)
      if let presented = screenCollector.presented ?? collector.presented {
        return pushedScreen(presented, back: screenCollector.title ?? "Back", collector,
                            builder, environment)
      }
      return screenWithBar(builder.single(screenNodes), screenCollector, builder, environment)
    }
    // A destination presented from the root (`.navigationDestination(isPresented:)`).
    if let presented = collector.presented {
      return pushedScreen(presented, back: collector.title ?? "Back", collector, builder,
                          environment)
    }
    return screenWithBar(builder.single(contentNodes), collector, builder, environment)
  }
}

extension NavigationView {
  /// A screen pushed over the one whose title is `back`, with its bar and a back button.
  func pushedScreen(_ screen: AnyView, back: String, _ collector: NavigationCollector,
              _ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let screenCollector = NavigationCollector()
    screenCollector.destinations = collector.destinations
    screenCollector.backTitle = back
    var screenEnv = environment
    screenEnv.navigation = screenCollector
    let screenNodes = resolve(screen, builder, screenEnv)
    return screenWithBar(builder.single(screenNodes), screenCollector, builder, environment)
  }

  /// The colour of a `.background(colour)` (which ignores the top safe area) on the content's
  /// root, if that is what the root is.
  @MainActor static func backdrop(of id: NodeID, _ builder: NodeBuilder) -> Color? {
    let node = builder.nodes[id]
    guard case .background = node.kind, node.children.count > 1 else { return nil }
    var fill = node.children[1]
    // (Without a safe area to ignore, the colour stands alone.)
    if case .ignoresSafeArea(let edges) = builder.nodes[fill].kind {
      guard edges.contains(.top), let inner = builder.nodes[fill].children.first else { return nil }
      fill = inner
    }
    guard case .shape(let shape) = builder.nodes[fill].kind, shape.shape == .rectangle,
          case .fill(let color) = shape.paint else { return nil }
    return Color(color)
  }
}

public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable, Hashable { case automatic, inline, large }
}


extension View {
  /// The title of the screen in the enclosing NavigationView's bar.
  public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }

  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey.text)
  }

  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    let title = String(title)
    return NavigationModifier(content: self) { $0.title = title }
  }

  /// A title the user may rename (iOS 16): the bar shows the bound string.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(title.wrappedValue)
  }

  /// The document the screen shows (iOS 16), previewed at the top of the title's menu:
  /// accepted; a picture shows the bar with its title as it is, the menu closed.
  public func navigationDocument<D: Transferable>(_ document: D) -> some View { self }

  public func navigationDocument<D: Transferable>(
    _ document: D, preview: SharePreview<Never, Never>
  ) -> some View { self }

  public func navigationDocument<D: Transferable, I: Transferable>(
    _ document: D, preview: SharePreview<Never, I>
  ) -> some View { self }

  public func navigationDocument<D: Transferable, I: Transferable>(
    _ document: D, preview: SharePreview<I, Never>
  ) -> some View { self }

  public func navigationDocument<D: Transferable, I1: Transferable, I2: Transferable>(
    _ document: D, preview: SharePreview<I1, I2>
  ) -> some View { self }

  /// The file the screen shows, by its URL (iOS 16): accepted, as above.
  public func navigationDocument(_ url: URL) -> some View { self }

  /// The iOS 13 spellings of a title.
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// The iOS 13 spelling of a title with its display mode.
  public func navigationBarTitle(_ title: Text,
                                 displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                 displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// `.inline`: a 44-point bar with the title in the headline font (17 points, semibold) in
  /// its middle; `.large` and `.automatic`: the large title, or, with no title, an empty
  /// 44-point bar.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    NavigationModifier(content: self) {
      $0.titleMode = mode == .inline ? .inline : mode == .large ? .large : .automatic
    }
  }

  /// A line under the title (iOS 26), in the secondary colour: under the inline title in the
  /// caption font, under the large title in the subheadline font.
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    navigationSubtitle(subtitle.string)
  }

  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    navigationSubtitle(subtitleKey.text)
  }

  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    let subtitle = String(subtitle)
    return NavigationModifier(content: self) { $0.subtitle = subtitle }
  }

  /// Hides the bar of the screen: its content starts under the status bar.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    NavigationModifier(content: self) { $0.navigationBar.visibility = hidden ? .hidden : .visible }
  }

  /// Hides a pushed screen's back button.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    NavigationModifier(content: self) { $0.backButtonHidden = hidesBackButton }
  }
}

extension View {
  /// The bar's items the iOS 13 way: drawn as toolbar items are, leading and trailing.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// The style of the navigation views below: a phone shows one column in every one.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

  /// The style of the split views below: a phone shows one column in every built-in one; a
  /// style of the app's own makes its body from the split view.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.customSplitViewStyle = style is any BuiltInNavigationSplitViewStyle
        ? nil
        : CustomSplitViewStyle { configuration in
          AnyView(style.makeBody(configuration: configuration))
        }
    }
  }
}

/// A style of navigation view: on a phone, every one shows one column.
public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
  public init() {}
}

public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
  public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, Sendable {
  public init() {}
}

public struct ColumnsNavigationViewStyle: NavigationViewStyle, Sendable {
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnsNavigationViewStyle {
  public static var columns: ColumnsNavigationViewStyle { ColumnsNavigationViewStyle() }
}

public struct ColumnNavigationViewStyle: NavigationViewStyle, Sendable {
  public init() {}
}

/// A style of split view: on a phone, every built-in one shows one column.
public protocol NavigationSplitViewStyle {
  associatedtype Body: View
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// The split view drawn in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `NavigationSplitViewStyle` is given: the split view, opaque as in SwiftUI.
public struct NavigationSplitViewStyleConfiguration {
  /// The split view as the built-in styles draw it.
  let content: AnyView
}

/// A built-in split view style: the split view as it is.
protocol BuiltInNavigationSplitViewStyle: NavigationSplitViewStyle {}

/// A split view style of the app's own, erased.
struct CustomSplitViewStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (NavigationSplitViewStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
  var customSplitViewStyle: CustomSplitViewStyle? {
    get { self[extra: "customSplitViewStyle", default: nil] }
    set { self[extra: "customSplitViewStyle", default: nil] = newValue }
  }
}

public struct AutomaticNavigationSplitViewStyle: BuiltInNavigationSplitViewStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct BalancedNavigationSplitViewStyle: BuiltInNavigationSplitViewStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

public struct ProminentDetailNavigationSplitViewStyle: BuiltInNavigationSplitViewStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

struct NavigationModifier<Content: View>: PrimitiveView {
  let content: Content
  let update: (NavigationCollector) -> Void
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let collector = environment.navigation { update(collector) }
    return resolve(content, builder, environment)
  }
}

extension NavigationView {
  /// A stack showing the screen for the last of `path`'s values (the root when it has none).
  init(path: [AnyHashable], root: Content) {
    content = root
    self.path = path
  }
}
