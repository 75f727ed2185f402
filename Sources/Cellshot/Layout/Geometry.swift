/// A size proposed to a view, per axis: nil asks for its ideal size, 0 for its smallest,
/// infinity for its largest.
public struct ProposedViewSize: Sendable, Hashable, CustomStringConvertible {
  public var width: CGFloat?
  public var height: CGFloat?

  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width.map(ProposedViewSize.clean)
    self.height = height.map(ProposedViewSize.clean)
  }

  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The size with nil axes replaced (10 by default, as SwiftUI does).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// Negative and NaN proposals become 0.
  static func clean(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : max(0, value)
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  public var description: String {
    func f(_ v: CGFloat?) -> String { v.map { fmtPoints($0) } ?? "nil" }
    return "(\(f(width)), \(f(height)))"
  }
}

/// The horizontal or the vertical dimension, as SwiftUI numbers them (0 and 1).
public enum Axis: Int8, CaseIterable, Sendable, Hashable, BitwiseCopyable {
  case horizontal
  case vertical

  var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes, for scroll views.
  public struct Set: OptionSet, Sendable, Hashable, BitwiseCopyable {
    public typealias Element = Axis.Set
    public typealias ArrayLiteralElement = Axis.Set.Element
    public typealias RawValue = Int8
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

extension Axis: CustomStringConvertible {
  /// The axis's name: "horizontal" or "vertical".
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// One of a rectangle's four edges, as SwiftUI numbers them: top, leading, bottom, trailing.
public enum Edge: Int8, CaseIterable, Sendable, Hashable, BitwiseCopyable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable, Hashable, BitwiseCopyable {
    public typealias Element = Edge.Set
    public typealias ArrayLiteralElement = Edge.Set.Element
    public typealias RawValue = Int8
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding `e` alone.
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]

    /// As written in SwiftUI code: ".horizontal", "[.top, .leading]"; empty for `.all`.
    var dumpName: String {
      if self == .all { return "" }
      for (set, name) in [(Set.horizontal, ".horizontal"), (.vertical, ".vertical"), (.top, ".top"),
                          (.leading, ".leading"), (.bottom, ".bottom"), (.trailing, ".trailing")]
      where self == set {
        return name
      }
      let names = [(Set.top, ".top"), (.leading, ".leading"), (.bottom, ".bottom"),
                   (.trailing, ".trailing")]
        .filter { contains($0.0) }.map(\.1)
      return "[\(names.joined(separator: ", "))]"
    }
  }
}

public struct EdgeInsets: Sendable, Hashable, BitwiseCopyable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
    self.top = clean(top)
    self.leading = clean(leading)
    self.bottom = clean(bottom)
    self.trailing = clean(trailing)
  }

  init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(top: edges.contains(.top) ? length : 0,
              leading: edges.contains(.leading) ? length : 0,
              bottom: edges.contains(.bottom) ? length : 0,
              trailing: edges.contains(.trailing) ? length : 0)
  }

  var horizontal: CGFloat { leading + trailing }
  var vertical: CGFloat { top + bottom }
}

/// A number in points for dumps: whole numbers bare, others to 3 decimals.
func fmtPoints(_ value: CGFloat) -> String {
  let v = Double(value)
  if v.isInfinite { return v > 0 ? "inf" : "-inf" }
  if v.isNaN { return "nan" }
  // Past 1e15 a thousandth is below a double's precision (and times 1000 may overflow).
  if abs(v) >= 1e15 { return String(v) }
  let rounded = (v * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
  return String(rounded)
}

extension CGRect {
  var dump: String {
    "(\(fmtPoints(minX)), \(fmtPoints(minY)), \(fmtPoints(width))x\(fmtPoints(height)))"
  }
}

/// A finite, non-negative length, or 0.
/// `value` as a whole number, clamped to ±2^40 (NaN is 0): pixel counts from absurd lengths
/// (a proposal of 1e35 points) never trap; the sizes they lead to are refused or clipped later.
func clampedInt(_ value: CGFloat) -> Int {
  guard !value.isNaN else { return 0 }
  let limit = CGFloat(1 << 40)
  return Int(min(max(value, -limit), limit))
}

func cleanLength(_ value: CGFloat) -> CGFloat {
  value.isFinite ? max(0, value) : 0
}

/// A point in a unit square: (0, 0) top-leading, (1, 1) bottom-trailing. Codable (iOS 26) by
/// its stored properties, as a synthesized conformance writes it: `{"x": 0.5, "y": 0}`.
public struct UnitPoint: Sendable, Hashable, Codable, BitwiseCopyable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  /// The origin, as `.zero`.
  public init() { self.init(x: 0, y: 0) }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The leading or trailing edge of a view.
public enum HorizontalEdge: Int8, CaseIterable, Sendable, Hashable, BitwiseCopyable {
  case leading, trailing

  /// Edges, as an option set.
  public struct Set: OptionSet, Sendable, BitwiseCopyable {
    public typealias Element = HorizontalEdge.Set
    public typealias ArrayLiteralElement = HorizontalEdge.Set.Element
    public typealias RawValue = Int8
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
  }
}

/// A direction along the horizontal axis: towards the leading or the trailing edge (iOS 18).
public enum HorizontalDirection: Int8, CaseIterable, Codable, Sendable, Hashable {
  case leading, trailing

  /// Directions, as an option set.
  public struct Set: OptionSet, Equatable, Hashable, Sendable, BitwiseCopyable {
    public typealias Element = HorizontalDirection.Set
    public typealias ArrayLiteralElement = HorizontalDirection.Set.Element
    public typealias RawValue = Int8
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
    public init(_ direction: HorizontalDirection) { self.init(rawValue: 1 << direction.rawValue) }
  }
}

/// A direction along the vertical axis: up or down (iOS 18).
public enum VerticalDirection: Int8, CaseIterable, Codable, Sendable, Hashable {
  case up, down

  /// Directions, as an option set.
  public struct Set: OptionSet, Equatable, Hashable, Sendable, BitwiseCopyable {
    public typealias Element = VerticalDirection.Set
    public typealias ArrayLiteralElement = VerticalDirection.Set.Element
    public typealias RawValue = Int8
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let up = Set(.up)
    public static let down = Set(.down)
    public static let all: Set = [.up, .down]
    public init(_ direction: VerticalDirection) { self.init(rawValue: 1 << direction.rawValue) }
  }
}
