// `.coordinateSpace(name:)`: the view is laid out as if it were not there; while its
// content is placed, the name stands for its frame's origin (for `GeometryProxy.frame(in:)`).

/// A coordinate space a frame can be expressed in.
public enum CoordinateSpace: @unchecked Sendable, Hashable {
  // Unchecked: a name is a value (a string, an enum case) that nobody mutates.
  case global
  case local
  /// The bounds of the view with `.coordinateSpace(name:)` of this name (a string, or any
  /// value, by its description).
  case named(AnyHashable)

  /// Whether this is the screen's space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the view's own space.
  public var isLocal: Bool { self == .local }

  /// The name a named space is found under: the string, or the value's description, as
  /// `.coordinateSpace(name:)` records it.
  static func key(_ name: AnyHashable) -> String {
    name.base as? String ?? String(describing: name.base)
  }
}

extension View {
  /// Names this view's bounds as a coordinate space for `GeometryProxy.frame(in: .named(name))`.
  /// A name of another type stands for its description (`CoordinateSpace.named` takes
  /// strings here).
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    let name = name as? String ?? String(describing: name)
    return LayoutModifier(content: self, kind: .coordinateSpace(name),
                          name: ".coordinateSpace(\"\(name)\")")
  }
}

extension LayoutEngine {
  func placeCoordinateSpace(_ name: String, _ children: [NodeID], in rect: CGRect,
                            _ p: ProposedViewSize) {
    let saved = spaces[name]
    spaces[name] = rect
    if let child = children.first { place(child, rect, proposal: p) }
    spaces[name] = saved
  }
}

// MARK: iOS 17's coordinate-space values (`.local`, `.global`, `.named("list")`), which gestures,
// `onContinuousHover` and `GeometryProxy.frame(in:)` take

/// A coordinate space as a value: `.local`, `.global`, `.named(_:)`.
public protocol CoordinateSpaceProtocol {
  /// The coordinate space it stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinates.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The screen's coordinates.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The coordinates of the view that has this name (`.coordinateSpace(.named("list"))`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: String
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the view named `name` (a string, or any value, by its description).
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: name as? String ?? String(describing: name))
  }
  /// The space of the nearest scroll view.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
  /// The space of the nearest scroll view along `axis`.
  public static func scrollView(axis: Axis) -> Self { scrollView }
}

extension GeometryProxy {
  /// The frame in `coordinateSpace`.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of the view named `coordinateSpace` around this one, in this view's own
  /// coordinates; nil when no view around it has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    spaces[coordinateSpace.name].map {
      $0.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
  }
}

extension View {
  /// Names this view's bounds as the coordinate space `name`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    coordinateSpace(name: name.name)
  }
}
