/// A custom alignment's identity and the value it takes in a view without an explicit guide,
/// as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size, and its alignment values, as an alignment guide sees them.
public struct ViewDimensions: Sendable, Equatable {
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

  /// The value the view's own `.alignmentGuide` (or its text baseline) gives `guide`; nil
  /// when the view sets none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicit[guide.key]
  }

  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicit[guide.key]
  }
}

/// Names an alignment that is not a fraction of the size: a text baseline, or a custom one.
enum AlignmentKey: Hashable, Sendable {
  case firstBaseline, lastBaseline
  case custom(CustomAlignment)
  case fraction(CGFloat, vertical: Bool)
}

/// A custom alignment's `AlignmentID` type, compared by identity.
struct CustomAlignment: Hashable, @unchecked Sendable {
  // Unchecked: a metatype, immutable.
  let id: any AlignmentID.Type
  static func == (a: CustomAlignment, b: CustomAlignment) -> Bool {
    ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
  }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
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
    guide = StackGuide(key: .custom(CustomAlignment(id: id)),
                       defaultValue: { id.defaultValue(in: $0) })
  }
  /// The alignment `key` stands for.
  init(key: AlignmentKey) {
    switch key {
    case .custom(let custom): self.init(custom.id)
    case .fraction(let fraction, _): self.init(fraction: fraction)
    case .firstBaseline, .lastBaseline: self.init(fraction: 0)
    }
  }
  /// The key explicit guides of this alignment are stored under.
  var key: AlignmentKey { guide?.key ?? .fraction(fraction, vertical: false) }
  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)

  /// The value a container of views with these explicit values gives this alignment: their
  /// mean, nil when none has one (as SwiftUI combines a custom alignment's values).
  public func combineExplicit<S>(_ values: S) -> CGFloat?
  where S: Sequence, S.Element == CGFloat? {
    combinedExplicit(values, key)
  }
}

extension HorizontalAlignment {
  /// Where a list row's separator starts: a row's `.alignmentGuide(.listRowSeparatorLeading)`
  /// moves it; by default, at the row's content's leading edge.
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
  /// Where a list row's separator ends; by default, at the row's trailing edge.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

  private enum ListRowSeparatorLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
  }

  private enum ListRowSeparatorTrailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
  }
}

/// Explicit values combined as SwiftUI combines them: the first text baseline takes the
/// smallest, the last the largest, any other alignment their mean.
private func combinedExplicit<S>(_ values: S, _ key: AlignmentKey) -> CGFloat?
where S: Sequence, S.Element == CGFloat? {
  let present = values.compactMap { $0 }
  guard !present.isEmpty else { return nil }
  switch key {
  case .firstBaseline: return present.min()
  case .lastBaseline: return present.max()
  default: return present.reduce(0, +) / CGFloat(present.count)
  }
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
    guide = StackGuide(key: .custom(CustomAlignment(id: id)),
                       defaultValue: { id.defaultValue(in: $0) })
  }
  /// The alignment `key` stands for.
  init(key: AlignmentKey) {
    switch key {
    case .custom(let custom): self.init(custom.id)
    case .fraction(let fraction, _): self.init(fraction: fraction)
    case .firstBaseline: self = .firstTextBaseline
    case .lastBaseline: self = .lastTextBaseline
    }
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

  /// The value a container of views with these explicit values gives this alignment: the
  /// smallest first baseline, the largest last baseline, otherwise their mean; nil for none.
  public func combineExplicit<S>(_ values: S) -> CGFloat?
  where S: Sequence, S.Element == CGFloat? {
    combinedExplicit(values, key)
  }
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
  public static var centerFirstTextBaseline: Alignment {
    Alignment(horizontal: .center, vertical: .firstTextBaseline)
  }
  public static var centerLastTextBaseline: Alignment {
    Alignment(horizontal: .center, vertical: .lastTextBaseline)
  }
  public static var leadingFirstTextBaseline: Alignment {
    Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  }
  public static var leadingLastTextBaseline: Alignment {
    Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  }
  public static var trailingFirstTextBaseline: Alignment {
    Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  }
  public static var trailingLastTextBaseline: Alignment {
    Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
  }

  /// Where a child of `child` size sits in a box of `container` size.
  func offset(of child: CGSize, in container: CGSize) -> CGPoint {
    CGPoint(x: (container.width - child.width) * horizontal.fraction,
            y: (container.height - child.height) * vertical.fraction)
  }
}
