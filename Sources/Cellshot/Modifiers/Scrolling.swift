// Scroll views' modifiers and types. A picture shows a scroll view at rest, where it starts:
// what sets where it starts draws (`.defaultScrollAnchor`, a `ScrollPosition` at an edge or a
// point, `.scrollContentOffset`), and so do the margins its content is laid out in
// (`.contentMargins`; `.safeAreaPadding` is in SafeAreaRule.swift). Scroll behaviour, indicators (hidden at rest on an
// iPhone), bounce, phases and geometry callbacks compile and change nothing; a position by a
// view's id is accepted and not scrolled to yet (the content starts at its top).
import Foundation

// MARK: where a scroll view starts

/// Where a scroll view is scrolled to: an edge, a point, or a view by its id.
public struct ScrollPosition: Sendable, Equatable {
  public private(set) var edge: Edge?
  public private(set) var point: CGPoint?
  private var id: AnyHashable? { storedID.map { AnyHashable($0) } }
  nonisolated(unsafe) private var storedID: (any Hashable & Sendable)?
  private var anchor: UnitPoint?
  /// Whether the user scrolled to it: never, in a picture, unless the app says so (setting
  /// it changes nothing else).
  public var isPositionedByUser = false

  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    storedID = id
    self.anchor = anchor
  }
  public init(idType: (some Hashable & Sendable).Type = Never.self) {}
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { self.edge = edge }
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    self.point = point
  }
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
    point = CGPoint(x: x, y: y)
  }
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
    point = CGPoint(x: x, y: 0)
  }
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
    point = CGPoint(x: 0, y: y)
  }

  public var x: CGFloat? { point?.x }
  public var y: CGFloat? { point?.y }
  public var viewID: (any Hashable & Sendable)? { storedID }
  public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { id?.base as? T }

  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    self = ScrollPosition(id: id, anchor: anchor)
  }
  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(x: x, y: y) }
  public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x) }
  public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(y: y) }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: ScrollPosition, _ b: ScrollPosition) -> Bool {
    a.edge == b.edge && a.point == b.point && a.id == b.id && a.anchor == b.anchor
  }

  /// The unit point of the content an edge position shows (`.bottom`: its end).
  var edgeAnchor: UnitPoint? {
    switch edge {
    case .top?: return .top
    case .bottom?: return .bottom
    case .leading?: return .leading
    case .trailing?: return .trailing
    case nil: return nil
    }
  }
}

/// What a default scroll anchor is for.
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where the content starts.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
  /// Which point stays put when the content's size changes.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
  /// Where content smaller than the scroll view sits.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// A scroll view's geometry, as `onScrollGeometryChange` reports it.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets,
              containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
  /// The part of the content in view.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The scroll view's bounds: the visible rect grown by the insets.
  public var bounds: CGRect {
    CGRect(x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
           width: containerSize.width, height: containerSize.height)
  }
  public var debugDescription: String {
    "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), "
      + "contentInsets: \(contentInsets), containerSize: \(containerSize))"
  }
}

/// What a scroll view is doing: at rest in a picture.
public enum ScrollPhase: Equatable, Hashable, Sendable, CustomDebugStringConvertible {
  case idle, tracking, interacting, decelerating, animating
  public var isScrolling: Bool { self != .idle }
  public var debugDescription: String {
    switch self {
    case .idle: return "idle"
    case .tracking: return "tracking"
    case .interacting: return "interacting"
    case .decelerating: return "decelerating"
    case .animating: return "animating"
    }
  }
}

/// What a scroll phase change hands its action.
public struct ScrollPhaseChangeContext {
  public var geometry: ScrollGeometry
  public var velocity: CGVector?
}

// MARK: scroll target behaviours (how a scroll settles: accepted)

/// Where a scroll comes to rest.
public struct ScrollTarget: Hashable {
  public var rect: CGRect
  public var anchor: UnitPoint?
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect.origin.x)
    hasher.combine(rect.origin.y)
    hasher.combine(rect.width)
    hasher.combine(rect.height)
    hasher.combine(anchor)
  }
}

/// What a scroll target behaviour is told about the scroll.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  public var originalTarget: ScrollTarget
  public var velocity: CGVector
  public var contentSize: CGSize
  public var containerSize: CGSize
  public var axes: Axis.Set
  let environment: EnvironmentValues
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }
}

/// What a scroll target behaviour says of itself.
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
  public var limitsScrolls: Bool = false
  public init() {}
}

/// What a scroll target behaviour's properties are worked out from.
public struct ScrollTargetBehaviorPropertiesContext {
  public var environment: EnvironmentValues
  public var axes: Axis.Set
}

/// How a scroll view settles: by pages, on views, or by a rule of the app's own.
public protocol ScrollTargetBehavior {
  typealias TargetContext = ScrollTargetBehaviorContext
  typealias Properties = ScrollTargetBehaviorProperties
  typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
  func properties(context: PropertiesContext) -> Properties
}

extension ScrollTargetBehavior {
  public func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// Settles on whole pages of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    func page(_ origin: CGFloat, _ size: CGFloat, _ content: CGFloat) -> CGFloat {
      guard size > 0 else { return origin }
      return min(max(0, (origin / size).rounded() * size), max(0, content - size))
    }
    if context.axes.contains(.horizontal) {
      target.rect.origin.x = page(target.rect.minX, context.containerSize.width,
                                  context.contentSize.width)
    }
    if context.axes.contains(.vertical) {
      target.rect.origin.y = page(target.rect.minY, context.containerSize.height,
                                  context.contentSize.height)
    }
  }
  public func properties(context: PropertiesContext) -> Properties {
    var properties = Properties()
    properties.limitsScrolls = true
    return properties
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Settles on the views of the `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one swipe may go.
  public struct LimitBehavior: Sendable {
    let name: String
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
    public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
  }
  let limitBehavior: LimitBehavior
  let anchor: UnitPoint?
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
    anchor = nil
  }
  public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
    self.limitBehavior = limitBehavior
    self.anchor = anchor
  }
  public init(anchor: UnitPoint?) { self.init(limitBehavior: .automatic, anchor: anchor) }
  /// The views' frames are the layout's; a picture never settles a scroll, so the target
  /// stays where it is.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
  public func properties(context: PropertiesContext) -> Properties {
    var properties = Properties()
    properties.limitsScrolls = limitBehavior.name != "never"
    return properties
  }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> Self { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior) }
  public static func viewAligned(anchor: UnitPoint?) -> Self {
    ViewAlignedScrollTargetBehavior(anchor: anchor)
  }
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?
  ) -> Self { ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor) }
}

/// A scroll target behaviour of any type.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
  public var base: any ScrollTargetBehavior
  public init(_ base: some ScrollTargetBehavior) { self.base = base }
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    base.updateTarget(&target, context: context)
  }
  public func properties(context: PropertiesContext) -> Properties {
    base.properties(context: context)
  }
}

// MARK: the small types of scroll modifiers

/// Whether scroll indicators show: at rest an iPhone shows none, whatever this says.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  let name: String
  public static var automatic: ScrollIndicatorVisibility { .init(name: "automatic") }
  public static var visible: ScrollIndicatorVisibility { .init(name: "visible") }
  public static var hidden: ScrollIndicatorVisibility { .init(name: "hidden") }
  public static var never: ScrollIndicatorVisibility { .init(name: "never") }
}

/// How scrolling dismisses the keyboard (there is none in a picture).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String
  public static var automatic: ScrollDismissesKeyboardMode { .init(name: "automatic") }
  public static var immediately: ScrollDismissesKeyboardMode { .init(name: "immediately") }
  public static var interactively: ScrollDismissesKeyboardMode { .init(name: "interactively") }
  public static var never: ScrollDismissesKeyboardMode { .init(name: "never") }
}

/// Whether a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Sendable, Hashable {
  let name: String
  public static var automatic: ScrollBounceBehavior { .init(name: "automatic") }
  public static var always: ScrollBounceBehavior { .init(name: "always") }
  public static var basedOnSize: ScrollBounceBehavior { .init(name: "basedOnSize") }
}

/// Which margins `.contentMargins` sets: the content's (drawn) or the indicators' (at rest,
/// hidden).
public struct ContentMarginPlacement: Sendable, Hashable {
  let name: String
  public static var automatic: ContentMarginPlacement { .init(name: "automatic") }
  public static var scrollContent: ContentMarginPlacement { .init(name: "scrollContent") }
  public static var scrollIndicators: ContentMarginPlacement { .init(name: "scrollIndicators") }
}

/// Whether offsets adjust when content changes.
public struct ScrollContentOffsetAdjustmentBehavior: Sendable {
  let name: String
  public static var automatic: ScrollContentOffsetAdjustmentBehavior { .init(name: "automatic") }
  public static var disabled: ScrollContentOffsetAdjustmentBehavior { .init(name: "disabled") }
}

/// The look of a scroll view's edges under bars (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  public static var automatic: ScrollEdgeEffectStyle { .init(name: "automatic") }
  public static var hard: ScrollEdgeEffectStyle { .init(name: "hard") }
  public static var soft: ScrollEdgeEffectStyle { .init(name: "soft") }
}

/// Whether a kind of input scrolls.
public struct ScrollInputBehavior: Sendable, Equatable {
  let name: String
  public static let automatic = ScrollInputBehavior(name: "automatic")
  public static let enabled = ScrollInputBehavior(name: "enabled")
  public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// A kind of scroll input.
public struct ScrollInputKind: Sendable, Equatable {
  let name: String
  public static let zoom = ScrollInputKind(name: "zoom")
}

extension EnvironmentValues {
  /// Accepted: indicators are hidden at rest.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { .automatic }
    set {}
  }
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { .automatic }
    set {}
  }
  /// Whether scroll views scroll (`.scrollDisabled`); a picture does not.
  public var isScrollEnabled: Bool {
    get { true }
    set {}
  }
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { .automatic }
    set {}
  }
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { .automatic }
    set {}
  }
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { .automatic }
    set {}
  }
}

extension View {
  // MARK: drawn: where the content starts and the margins it is laid out in

  /// The point of their content the scroll views inside show at first: `.bottom` shows a
  /// chat's last messages (and puts content shorter than the scroll view at its bottom).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    EnvironmentModifier(content: self) { $0.scrollAnchor = anchor }
  }

  /// The anchor for one role: where the content starts (`.initialOffset`) and where short
  /// content sits (`.alignment`) draw; `.sizeChanges` needs a change to show.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole)
    -> some View
  {
    EnvironmentModifier(content: self) { env in
      if role != .sizeChanges { env.scrollAnchor = anchor }
    }
  }

  /// The scroll views inside start at `position`'s edge or point. (A position by a view's
  /// id is accepted: the content starts at its top.)
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil)
    -> some View
  {
    let value = position.wrappedValue
    return EnvironmentModifier(content: self) { env in
      if let edge = value.edgeAnchor { env.scrollAnchor = edge }
      if let point = value.point { env.scrollContentOffset = point }
    }
  }

  /// Accepted: scrolling to the view with the bound id is not drawn yet (the content starts
  /// at its top).
  public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil)
    -> some View { self }

  /// Margins around the content of the scroll views inside (16 points where `length` is nil),
  /// on top of their own; the indicators' margins are accepted.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                             for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
  }

  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                             for placement: ContentMarginPlacement = .automatic) -> some View {
    EnvironmentModifier(content: self) { env in
      guard placement != .scrollIndicators else { return }
      var margins = env.scrollContentMargins
      if edges.contains(.top) { margins.top = insets.top }
      if edges.contains(.leading) { margins.leading = insets.leading }
      if edges.contains(.bottom) { margins.bottom = insets.bottom }
      if edges.contains(.trailing) { margins.trailing = insets.trailing }
      env.scrollContentMargins = margins
    }
  }

  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View { contentMargins(.all, length, for: placement) }

  // MARK: accepted: behaviour, indicators and callbacks a picture at rest has no use for

  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                               axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior,
                                   axes: Axis.Set = [.vertical]) -> some View { self }
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all)
    -> some View { self }
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set)
    -> some View { self }
  public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind)
    -> some View { self }
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View { self }
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View { self }
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                         _ context: ScrollPhaseChangeContext) -> Void
  ) -> some View { self }
  public func onScrollTargetVisibilityChange<ID: Hashable>(
    idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
  ) -> some View { self }
  public func onScrollVisibilityChange(threshold: Double = 0.5,
                                       _ action: @escaping (Bool) -> Void) -> some View { self }
}
