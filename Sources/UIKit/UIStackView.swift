// Stack views (`UIStackView`): a stack lays out its arranged subviews itself, in a row or a
// column, before it draws. Along its axis each view takes its natural size (its intrinsic
// size, else its frame's), and the space left over or missing goes as the distribution says
// (`fill`: to the last view that has no natural size, else the last; `fillEqually`: equal
// sizes; `fillProportionally`: in proportion; `equalSpacing` and `equalCentering`: into the
// gaps). Across it each view fills the stack or takes its natural size at the alignment's
// edge or centre. Hidden views take no space, as in UIKit.
import Cellshot

/// A row or column of views, laid out by the stack.
@MainActor @preconcurrency
open class UIStackView: UIView {
  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var distribution: Distribution = .fill
  open var alignment: Alignment = .fill
  open var spacing: CGFloat = 0
  open var isBaselineRelativeArrangement = false
  open var isLayoutMarginsRelativeArrangement = false
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open func addArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.append(view)
    if view.superview !== self { addSubview(view) }
  }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
  }

  /// Takes `view` out of the arrangement; it stays a subview, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
  }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }

  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// The views that take space: the arranged ones not hidden.
  private var shown: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

  private func gap(after view: UIView) -> CGFloat {
    let custom = customSpacing(after: view)
    if custom == UIStackView.spacingUseDefault { return spacing }
    return custom == UIStackView.spacingUseSystem ? 8 : custom
  }

  /// The natural size of `view` along (`main`) and across the axis.
  private func natural(_ view: UIView) -> (main: CGFloat?, cross: CGFloat?) {
    let own = view.intrinsicContentSize
    let width: CGFloat? = own.width == UIView.noIntrinsicMetric
      ? (view.frame.width > 0 ? view.frame.width : nil) : own.width
    let height: CGFloat? = own.height == UIView.noIntrinsicMetric
      ? (view.frame.height > 0 ? view.frame.height : nil) : own.height
    return axis == .horizontal ? (width, height) : (height, width)
  }

  private var insets: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

  /// The stack's natural size: its views' along the axis with the gaps, the largest across.
  open override var intrinsicContentSize: CGSize {
    let views = shown
    guard !views.isEmpty else { return .zero }
    let sizes = views.map(natural)
    let main = sizes.reduce(0) { $0 + ($1.main ?? 0) }
      + zip(views, views.indices).dropLast().reduce(0) { $0 + gap(after: $1.0) }
    let cross = sizes.compactMap(\.cross).max() ?? 0
    let m = insets
    return axis == .horizontal
      ? CGSize(width: main + m.left + m.right, height: cross + m.top + m.bottom)
      : CGSize(width: cross + m.left + m.right, height: main + m.top + m.bottom)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let views = shown
    guard !views.isEmpty else { return }
    let m = insets
    let area = CGRect(x: bounds.minX + m.left, y: bounds.minY + m.top,
                      width: max(0, bounds.width - m.left - m.right),
                      height: max(0, bounds.height - m.top - m.bottom))
    let length = axis == .horizontal ? area.width : area.height
    let depth = axis == .horizontal ? area.height : area.width
    let gaps = views.dropLast().map(gap(after:))
    let naturals = views.map(natural)
    var sizes = naturals.map { $0.main ?? 0 }
    var spaces = gaps
    let free = length - sizes.reduce(0, +) - gaps.reduce(0, +)
    switch distribution {
    case .fill:
      let flexible = naturals.lastIndex { $0.main == nil } ?? views.count - 1
      sizes[flexible] = max(0, sizes[flexible] + free)
    case .fillEqually:
      let each = max(0, (length - gaps.reduce(0, +)) / CGFloat(views.count))
      sizes = sizes.map { _ in each }
    case .fillProportionally:
      let total = sizes.reduce(0, +)
      let room = max(0, length - gaps.reduce(0, +))
      sizes = sizes.map { total > 0 ? room * $0 / total : room / CGFloat(views.count) }
    case .equalSpacing:
      if views.count > 1, free > 0 {
        spaces = gaps.map { $0 + free / CGFloat(views.count - 1) }
      }
    case .equalCentering:
      if views.count > 1, free > 0 {
        // centres equally apart: the gaps grow so that each centre steps the same
        let span = length - (sizes.first ?? 0) / 2 - (sizes.last ?? 0) / 2
        let step = span / CGFloat(views.count - 1)
        spaces = (0..<views.count - 1).map { step - sizes[$0] / 2 - sizes[$0 + 1] / 2 }
      }
    }
    var position: CGFloat = 0
    for (index, view) in views.enumerated() {
      let across = naturals[index].cross ?? depth
      let (offset, extent): (CGFloat, CGFloat) = switch alignment {
      case .fill: (0, depth)
      case .leading, .top, .firstBaseline: (0, min(across, depth))
      case .trailing, .bottom, .lastBaseline: (depth - min(across, depth), min(across, depth))
      case .center: ((depth - min(across, depth)) / 2, min(across, depth))
      }
      view.frame = axis == .horizontal
        ? CGRect(x: area.minX + position, y: area.minY + offset, width: sizes[index],
                 height: extent)
        : CGRect(x: area.minX + offset, y: area.minY + position, width: extent,
                 height: sizes[index])
      position += sizes[index] + (index < spaces.count ? spaces[index] : 0)
    }
  }

  /// How the views share the stack's length.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// Where the views sit across the stack.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }
}
