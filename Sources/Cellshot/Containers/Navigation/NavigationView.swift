/// A navigation container: a bar 96 points tall with the large title (34 points, bold,
/// 16 from the leading edge) and the toolbar items at its trailing top, the content below.
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
      return screenWithBar(builder.single(screenNodes), screenCollector, builder, environment)
    }
    return screenWithBar(builder.single(contentNodes), collector, builder, environment)
  }

  /// The screen `body` under its bar, as `collector` declared it.
  func screenWithBar(_ body: NodeID, _ collector: NavigationCollector, _ builder: NodeBuilder,
                     _ environment: EnvironmentValues) -> [NodeID] {
    // A colour behind the whole content reaches under the bar, as it does on iOS (colour
    // backgrounds ignore the safe area, and the bar is part of it); a list's does too.
    let backdrop = collector.background ?? Self.backdrop(of: body, builder)
    let items = collector.toolbarItems
    // The bar's content keeps the screen's margins: 16 points, 20 on the wider iPhones, as
    // an inset list's cards do.
    let margin = ListBuilder.cardMargin(environment.screenSize.width)
    if collector.inline {
      let bar = ZStack {
        Text(collector.title ?? "").font(.headline).lineLimit(1)
        HStack(spacing: 20) {
          BackButton(title: collector.backTitle)
          Spacer()
          ForEach(0..<items.count) { items[$0] }
        }
        .padding(.horizontal, margin)
      }
      .frame(height: 44)
      .background(backdrop ?? .clear)
      var barEnv = environment
      barEnv.stackAxis = nil
      let barNode = builder.single(resolve(bar, builder, barEnv))
      return [builder.add(.navigation(title: collector.title), [barNode, body],
                          name: "NavigationView(\"\(collector.title ?? "")\", inline)")]
    }
    let bar = VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 20) {
        BackButton(title: collector.backTitle)
        Spacer()
        ForEach(0..<items.count) { items[$0] }
      }
      .padding(.horizontal, margin)
      .frame(height: 44)
      Text(collector.title ?? "").font(.largeTitle).bold()
        .lineLimit(1)
        .padding(.leading, margin)
        .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .leading)
    }
    .frame(height: 96)
    .background(backdrop ?? .clear)
    var barEnv = environment
    barEnv.stackAxis = nil
    let barNode = builder.single(resolve(bar, builder, barEnv))
    return [builder.add(.navigation(title: collector.title), [barNode, body],
                        name: "NavigationView(\"\(collector.title ?? "")\")")]
  }
}

extension NavigationView {
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

/// NavigationStack lays out as NavigationView does.
public typealias NavigationStack = NavigationView

extension View {
  /// The large title of the enclosing NavigationView.
  public func navigationTitle(_ title: String) -> some View {
    NavigationModifier(content: self) { $0.title = title }
  }

  public func navigationBarTitle(_ title: String) -> some View { navigationTitle(title) }

  /// A title given as text (its string is shown, in the bar's font).
  public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title.string) }

  /// The iOS 13 spelling of a title with its display mode.
  public func navigationBarTitle(_ title: String,
                                 displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  public func navigationBarTitle(_ title: Text,
                                 displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationBarTitle(title.string, displayMode: displayMode)
  }

  /// `.inline`: a 44-point bar with the title in the headline font in its middle; `.large`
  /// and `.automatic`: the large title.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    NavigationModifier(content: self) { $0.inline = mode == .inline }
  }

  /// Items for the enclosing NavigationView's bar.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    let items = content()
    return NavigationModifier(content: self) { collector in
      let list = (items as? TupleView)?.items ?? [AnyView(items)]
      collector.toolbarItems += list
    }
  }
}

extension View {
  /// The bar's items the iOS 13 way; drawn as toolbar items are (at the bar's trailing top).
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

  /// The style of the split views below: a phone shows one column in every one.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
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

/// A style of split view: on a phone, every one shows one column.
public protocol NavigationSplitViewStyle {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
  public init() {}
}

public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
  public init() {}
}

public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
  public init() {}
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

/// Collects what `.navigationTitle` and `.toolbar` declare inside a NavigationView.
final class NavigationCollector {
  var title: String?
  /// The background of the list the screen shows, which iOS draws behind the bar too.
  var background: Color?
  var toolbarItems: [AnyView] = []
  /// `.navigationBarTitleDisplayMode(.inline)`: a 44-point bar with the title in its middle.
  var inline = false
  /// The screens `.navigationDestination(for:)` declares, by the type of value they show.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// A pushed screen's back button: the previous screen's title.
  var backTitle: String?

  /// The screen for a pushed value, if a destination takes its type.
  func destination(for value: AnyHashable) -> AnyView? {
    for make in destinations.values { if let view = make(value) { return view } }
    return nil
  }
}

/// A pushed screen's back button: a chevron and the previous screen's title, in the tint
/// colour, 8 points from the leading edge.
struct BackButton: View {
  let title: String?
  @Environment(\.tint) private var tint

  var body: some View {
    if let title {
      HStack(spacing: 3) {
        Image(systemName: "chevron.backward").font(.body.weight(.semibold))
        Text(title).lineLimit(1)
      }
      .foregroundColor(tint)
      .padding(.leading, -8)
    }
  }
}

/// The values pushed on a navigation stack, of any types (`NavigationStack(path:)`).
public struct NavigationPath: Equatable {
  var values: [AnyHashable] = []

  public init() {}
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    values = elements.map { AnyHashable($0) }
  }

  public var count: Int { values.count }
  public var isEmpty: Bool { values.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { values.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { values.removeLast(min(k, values.count)) }
}

extension NavigationView {
  /// A stack showing the screen for the last value of `path` (the root when it is empty).
  public init<Data: RandomAccessCollection>(path: Binding<Data>,
                                            @ViewBuilder root: () -> Content)
  where Data.Element: Hashable {
    content = root()
    self.path = path.wrappedValue.map { AnyHashable($0) }
  }

  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
    content = root()
    self.path = path.wrappedValue.values
  }
}
