// Auto Layout (`NSLayoutConstraint`, anchors, layout guides, priorities): constraints are kept
// as made and activated, not solved. A picture draws each view in the frame it was given (a
// stack view lays out its arranged subviews itself), so a view placed only by constraints
// keeps its frame: accepted, and listed in docs/porting.md.
import Cellshot

/// A relation between two views' attributes: kept, not solved.
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  open var constant: CGFloat
  open var priority: UILayoutPriority = .required
  open var identifier: String?
  open var shouldBeArchived = false
  /// Whether the constraint is in force (`activate(_:)`): kept for code that reads it.
  open var isActive = false

  public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                          toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat,
                          constant c: CGFloat) {
    self.init(first: view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2,
              multiplier, c)
  }

  init(first: AnyObject?, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?,
       _ attr2: Attribute, _ multiplier: CGFloat, _ constant: CGFloat) {
    firstItem = first
    firstAttribute = attr1
    self.relation = relation
    secondItem = second
    secondAttribute = attr2
    self.multiplier = multiplier
    self.constant = constant
  }

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Constraints from a visual-format string: none (the format is not parsed).
  open class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                              metrics: [String: Any]?,
                              views: [String: Any]) -> [NSLayoutConstraint] { [] }

  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
    public static let baseline = Attribute.lastBaseline
  }

  public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal, greaterThanOrEqual }

  /// An axis of a layout: a stack view's direction, a priority's.
  public enum Axis: Int, Sendable { case horizontal, vertical }

  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
  }
}

/// How strongly a constraint or a view's size holds.
public struct UILayoutPriority: Hashable, RawRepresentable, Comparable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
    a.rawValue < b.rawValue
  }
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue + b)
  }
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue - b)
  }
}

/// One edge, centre or dimension of a view or layout guide, to make constraints from.
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
            multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: item, attribute, relation, other?.item,
                       other?.attribute ?? .notAnAttribute, multiplier, constant)
  }

  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// A horizontal edge or centre.
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                       multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: multiplier, constant: 8)
  }
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(item, .width)
  }
}

/// A vertical edge, centre or baseline.
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                       multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: multiplier, constant: 8)
  }
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(item, .height)
  }
}

/// A width or height.
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint { make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0) }
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint { make(.lessThanOrEqual, anchor, multiplier: m, constant: 0) }
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

/// A rectangle in a view that constraints can refer to (its safe area, its margins).
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
  open weak var owningView: UIView?
  open var identifier = ""
  /// The guide's rectangle: the owning view's bounds less its insets.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    let b = owningView.bounds
    return CGRect(x: b.minX + insets.left, y: b.minY + insets.top,
                  width: max(0, b.width - insets.left - insets.right),
                  height: max(0, b.height - insets.top - insets.bottom))
  }
  var insets = UIEdgeInsets.zero

  public override init() {}

  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}

/// Insets with leading and trailing edges (left and right in a left-to-right picture).
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() {
    top = 0
    leading = 0
    bottom = 0
    trailing = 0
  }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = NSDirectionalEdgeInsets()
}

/// Edges of a rectangle, by direction.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Edges of a rectangle.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Which way a view's content runs: accepted (pictures are left to right unless the SwiftUI
/// environment says otherwise).
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

// A view's anchors, guides, margins and priorities.
extension UIView {
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

  /// The part of the view no bar covers: its bounds (a picture's views sit inside the safe
  /// area SwiftUI gives them).
  public var safeAreaLayoutGuide: UILayoutGuide { guide(insets: safeAreaInsets) }
  /// The view's bounds less its layout margins.
  public var layoutMarginsGuide: UILayoutGuide { guide(insets: layoutMargins) }
  /// The width text reads well at: the margins' guide.
  public var readableContentGuide: UILayoutGuide { guide(insets: layoutMargins) }
  public var keyboardLayoutGuide: UILayoutGuide { guide(insets: .zero) }

  private func guide(insets: UIEdgeInsets) -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = self
    guide.insets = insets
    return guide
  }

  public var safeAreaInsets: UIEdgeInsets { .zero }
  public func safeAreaInsetsDidChange() {}
  public func layoutMarginsDidChange() {}
  /// The view's margins: 8 points on each side, as UIKit's default.
  public var layoutMargins: UIEdgeInsets {
    get { margins }
    set { margins = newValue }
  }
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom,
                              trailing: margins.right)
    }
    set {
      margins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
                             right: newValue.trailing)
    }
  }

  public var constraints: [NSLayoutConstraint] { storedConstraints }
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    storedConstraints.append(constraint)
    constraint.isActive = true
  }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    storedConstraints.removeAll { $0 === constraint }
    constraint.isActive = false
  }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }
  public var layoutGuides: [UILayoutGuide] { [] }
  public func addLayoutGuide(_ guide: UILayoutGuide) { guide.owningView = self }
  public func removeLayoutGuide(_ guide: UILayoutGuide) { guide.owningView = nil }
  public func setNeedsUpdateConstraints() {}
  public func updateConstraintsIfNeeded() {}
  public func needsUpdateConstraints() -> Bool { false }

  /// How strongly the view keeps its natural size: kept for code that reads it back.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    hugging[axis.rawValue]
  }
  public func setContentHuggingPriority(_ priority: UILayoutPriority,
                                        for axis: NSLayoutConstraint.Axis) {
    hugging[axis.rawValue] = priority
  }
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority { compression[axis.rawValue] }
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority,
                                                      for axis: NSLayoutConstraint.Axis) {
    compression[axis.rawValue] = priority
  }
  public func invalidateIntrinsicContentSize() {}

  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize { sizeThatFits(targetSize) }
}

/// A space with bounds that points and rectangles convert between: a view, a screen's.
@MainActor @preconcurrency
public protocol UICoordinateSpace: AnyObject {
  var bounds: CGRect { get }
  func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
  func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
  func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
  func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// The screen's own coordinates: its bounds, upright.
final class ScreenCoordinateSpace: UICoordinateSpace {
  let bounds: CGRect
  init(bounds: CGRect) { self.bounds = bounds }
  func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint { point }
  func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint { point }
  func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect { rect }
  func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect { rect }
}

extension UIScreen {
  /// The screen's coordinates, upright (a picture's screen does not turn).
  @MainActor public var coordinateSpace: UICoordinateSpace {
    ScreenCoordinateSpace(bounds: bounds)
  }
  @MainActor public var fixedCoordinateSpace: UICoordinateSpace {
    ScreenCoordinateSpace(bounds: bounds)
  }
  /// Its bounds in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  public var nativeScale: CGFloat { scale }
  public var brightness: CGFloat { 0.5 }
  public var maximumFramesPerSecond: Int { 120 }
}
