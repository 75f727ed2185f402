// Controls (`UIControl`): their state (enabled, selected, highlighted), their content's
// alignment, and their actions. `sendActions(for:)` runs the closures of the actions added
// with `addAction(_:for:)`; target-action pairs are kept (there is no Objective-C runtime to
// send a selector to) and no touch ever triggers either. Each kind of control draws as the
// SwiftUI control of its kind draws.
import Cellshot

/// A view that turns touches into actions: a button, a switch, a segmented control.
@MainActor @preconcurrency
open class UIControl: UIView {
  override var isAccessibilityElementByDefault: Bool { true }
  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  open var contentVerticalAlignment: ContentVerticalAlignment = .center
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: .left
    case .trailing: .right
    default: contentHorizontalAlignment
    }
  }
  open var isTracking: Bool { false }
  open var isTouchInside: Bool { false }
  open var showsMenuAsPrimaryAction = false
  open var isContextMenuInteractionEnabled = false
  open var toolTip: String?

  /// The control's state, from its flags.
  open var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  private struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
    let events: Event
  }
  private var targetActions: [TargetAction] = []
  private var actions: [(UIAction, Event)] = []

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Keeps `target` and `action` for `events` (never sent: see the file's comment).
  open func addTarget(_ target: Any?, action: Selector, for events: Event) {
    targetActions.append(TargetAction(target: target.map { $0 as AnyObject }, action: action,
                                      events: events))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
    targetActions.removeAll {
      (target == nil || $0.target === target.map { $0 as AnyObject })
        && (action == nil || $0.action == action) && !$0.events.isDisjoint(with: events)
    }
  }

  open var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.map { ObjectIdentifier($0) } })
  }
  open var allControlEvents: Event {
    targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
      .union(actions.reduce(into: Event()) { $0.formUnion($1.1) })
  }

  open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
    let names = targetActions.filter {
      $0.target === target.map { $0 as AnyObject } && $0.events.contains(event)
    }.map(\.action.name)
    return names.isEmpty ? nil : names
  }

  /// Runs `action`'s handler when `events` are sent.
  open func addAction(_ action: UIAction, for events: Event) {
    actions.append((action, events))
  }

  open func removeAction(_ action: UIAction, for events: Event) {
    actions.removeAll { $0.0 === action && !$0.1.isDisjoint(with: events) }
  }

  open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    actions.removeAll { $0.0.identifier == identifier && !$0.1.isDisjoint(with: events) }
  }

  open func enumerateEventHandlers(
    _ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void
  ) {
    var stop = false
    for (action, events) in actions {
      iterator(action, nil, events, &stop)
      if stop { return }
    }
  }

  /// Runs the handlers of the actions added for any of `events` (a test may tap a button so).
  open func sendActions(for events: Event) {
    for (action, registered) in actions where !registered.isDisjoint(with: events) {
      action.handler(action)
    }
  }

  open func sendAction(_ action: UIAction) { action.handler(action) }
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}

  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  open func cancelTracking(with event: UIEvent?) {}

  /// The events a control sends.
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A control's state.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
    public static let application = State(rawValue: 0x00FF_0000)
    public static let reserved = State(rawValue: 0xFF00_0000)
  }

  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

  /// The SwiftUI alignment of the control's content.
  var contentAlignment: Alignment {
    let h: HorizontalAlignment = switch contentHorizontalAlignment {
    case .left, .leading: .leading
    case .right, .trailing: .trailing
    case .center, .fill: .center
    }
    let v: VerticalAlignment = switch contentVerticalAlignment {
    case .top: .top
    case .bottom: .bottom
    case .center, .fill: .center
    }
    return Alignment(horizontal: h, vertical: v)
  }
}
