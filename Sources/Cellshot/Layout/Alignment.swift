/// A custom alignment's identity and the value it takes in a view without an explicit guide,
/// as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size, and its alignment values, as an alignment guide sees them.
public struct ViewDimensions: Sendable {
  public var width: CGFloat
  public var height: CGFloat
  /// Explicit guides of the view (its own `.alignmentGuide`s), by alignment key.
  var explicit: [AlignmentKey: CGFloat] = [:]

  public init(width: CGFloat, height: CGFloat) {
    self.width = width
    self.height = height
  }

  public subscript(guide: HorizontalAlignment) -> CGFloat {
    let key = guide.guide?.key ?? .fraction(guide.fraction, vertical: false)
    if let value = explicit[key] { return value }
    return guide.guide?.defaultValue?(self) ?? width * guide.fraction
  }

  public subscript(guide: VerticalAlignment) -> CGFloat {
    let key = guide.guide?.key ?? .fraction(guide.fraction, vertical: true)
    if let value = explicit[key] { return value }
    return guide.guide?.defaultValue?(self) ?? height * guide.fraction
  }
}

/// Names an alignment that is not a fraction of the size: a text baseline, or a custom one.
enum AlignmentKey: Hashable, Sendable {
  case firstBaseline, lastBaseline
  case custom(ObjectIdentifier)
  case fraction(CGFloat, vertical: Bool)
}

/// How a stack aligns children other than by a fraction of their size: by text baseline, or by
/// a custom alignment's guides.
struct StackGuide: @unchecked Sendable, Hashable {
  let key: AlignmentKey
  /// The value in a view with no explicit guide; nil for baselines (found from the text).
  let defaultValue: ((ViewDimensions) -> CGFloat)?

  static func == (a: StackGuide, b: StackGuide) -> Bool { a.key == b.key }
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

public struct HorizontalAlignment: Sendable, Hashable {
  let fraction: CGFloat
  let guide: StackGuide?
  init(fraction: CGFloat) {
    self.fraction = fraction
    guide = nil
  }
  /// A custom alignment (`extension HorizontalAlignment { static let myID = Self(MyID.self) }`).
  public init(_ id: AlignmentID.Type) {
    fraction = 0
    guide = StackGuide(key: .custom(ObjectIdentifier(id)),
                       defaultValue: { id.defaultValue(in: $0) })
  }
  /// The key explicit guides of this alignment are stored under.
  var key: AlignmentKey { guide?.key ?? .fraction(fraction, vertical: false) }
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
}

public struct VerticalAlignment: Sendable, Hashable {
  let fraction: CGFloat
  let guide: StackGuide?
  init(fraction: CGFloat, guide: StackGuide? = nil) {
    self.fraction = fraction
    self.guide = guide
  }
  /// A custom alignment (`extension VerticalAlignment { static let myID = Self(MyID.self) }`).
  public init(_ id: AlignmentID.Type) {
    fraction = 0
    guide = StackGuide(key: .custom(ObjectIdentifier(id)),
                       defaultValue: { id.defaultValue(in: $0) })
  }
  var key: AlignmentKey { guide?.key ?? .fraction(fraction, vertical: true) }
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  /// The first line's baseline of each child's text (the bottom edge of a child without text).
  public static let firstTextBaseline = VerticalAlignment(
    fraction: 1, guide: StackGuide(key: .firstBaseline, defaultValue: nil))
  /// The last line's baseline of each child's text.
  public static let lastTextBaseline = VerticalAlignment(
    fraction: 1, guide: StackGuide(key: .lastBaseline, defaultValue: nil))
}

/// A point in a box: where a smaller child sits in a larger frame.
public struct Alignment: Sendable, Hashable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a child of `child` size sits in a box of `container` size.
  func offset(of child: CGSize, in container: CGSize) -> CGPoint {
    CGPoint(x: (container.width - child.width) * horizontal.fraction,
            y: (container.height - child.height) * vertical.fraction)
  }
}
