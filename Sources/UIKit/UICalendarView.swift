// Calendar views (`UICalendarView`, its selections, decorations and delegates): a calendar
// view draws its visible month as the graphical date picker draws one (`_MonthCalendar`): the
// month's title, the weekdays of its calendar and locale, the days in weeks from its first
// weekday, the selected days (one, or several) white in tinted circles, and under each day the
// decoration its delegate gives. With no visible month set, it shows the current one, as iOS
// does. Scrolling months and selecting by touch do not happen in a picture.
import Cellshot

/// A month calendar with optional selection and decorations.
@MainActor @preconcurrency
open class UICalendarView: UIView {
  open weak var delegate: UICalendarViewDelegate?
  /// How days are selected: none, one date, or several.
  open var selectionBehavior: UICalendarSelection? {
    didSet { selectionBehavior?.calendarView = self }
  }
  open var locale: Locale = .current
  open var calendar: Calendar = .current
  open var timeZone: TimeZone?
  /// The design of the calendar's text: accepted (drawn in the default design).
  open var fontDesign: UIFontDescriptor.SystemDesign = .default
  open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
  open var wantsDateDecorations = true
  private var visible: DateComponents?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The month shown (its year and month): the one set, else the current month.
  open var visibleDateComponents: DateComponents {
    get {
      if let visible { return visible }
      var components = calendar.dateComponents([.year, .month], from: Date())
      components.calendar = calendar
      return components
    }
    set { visible = newValue }
  }

  open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
    let previous = visibleDateComponents
    visibleDateComponents = dateComponents
    delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
  }

  /// Asks the delegate again for the decorations of `dates`: they are asked whenever the view
  /// draws.
  open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

  /// The calendar's natural height: its month's weeks (six rows, as iOS keeps room for)
  /// under the title and weekdays.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 44 + 20 + 6 * 44)
  }

  /// The calendar the month is laid out in: the view's, in its time zone.
  private var effectiveCalendar: Calendar {
    var calendar = self.calendar
    if let timeZone { calendar.timeZone = timeZone }
    calendar.locale = locale
    return calendar
  }

  override var drawnContent: AnyView? {
    let calendar = effectiveCalendar
    let month = visibleDateComponents
    guard let first = calendar.date(from: DateComponents(year: month.year, month: month.month,
                                                         day: 1)),
          let days = calendar.range(of: .day, in: .month, for: first)?.count
    else { return nil }
    let weekday = calendar.component(.weekday, from: first)
    let lead = (weekday - calendar.firstWeekday + 7) % 7
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = locale
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate("MMMM yyyy")
    let symbols = calendar.shortWeekdaySymbols.map { $0.uppercased() }
    let start = calendar.firstWeekday - 1
    let weekdays = symbols.count == 7
      ? Array(symbols[start...] + symbols[..<start])
      : ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
    let components = calendar.dateComponents([.year, .month], from: first)
    let selected = Set(selectionBehavior?.selectedDays(year: components.year,
                                                       month: components.month) ?? [])
    var decorations: [Int: AnyView] = [:]
    if wantsDateDecorations, let delegate {
      for day in 1...max(days, 1) {
        var date = DateComponents(year: components.year, month: components.month, day: day)
        date.calendar = calendar
        if let decoration = delegate.calendarView(self, decorationFor: date) {
          decorations[day] = decoration.drawn(tint: tintColor)
        }
      }
    }
    let grid = _MonthCalendar(title: formatter.string(from: first), weekdays: weekdays,
                              leadingBlanks: lead, days: days, selected: selected,
                              decorations: decorations, tint: Color(uiColor: tintColor))
    return AnyView(grid.frame(width: bounds.width, height: bounds.height, alignment: .top))
  }

  /// A mark under a day: a dot, an image, or a view of the app's.
  @MainActor @preconcurrency
  open class Decoration: NSObject {
    enum Kind {
      case dot(UIColor?)
      case image(UIImage?, UIColor?)
      case custom(() -> UIView)
    }
    let kind: Kind
    let size: DecorationSize

    init(kind: Kind, size: DecorationSize) {
      self.kind = kind
      self.size = size
    }

    /// The default decoration: a dot in the label colour.
    public override convenience init() { self.init(kind: .dot(nil), size: .medium) }

    public convenience init(image: UIImage?, color: UIColor?, size: DecorationSize) {
      self.init(kind: .image(image, color), size: size)
    }

    public convenience init(customViewProvider: @escaping () -> UIView) {
      self.init(kind: .custom(customViewProvider), size: .medium)
    }

    /// A dot in `color` (the system fill's grey when nil).
    public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium)
      -> Decoration { Decoration(kind: .dot(color), size: size) }

    /// An image (a symbol, tinted `color`).
    public static func image(_ image: UIImage?, color: UIColor? = nil,
                             size: DecorationSize = .medium) -> Decoration {
      Decoration(kind: .image(image, color), size: size)
    }

    /// A view of the app's, as `customViewProvider` makes it.
    public static func customView(_ customViewProvider: @escaping () -> UIView) -> Decoration {
      Decoration(kind: .custom(customViewProvider), size: .medium)
    }

    /// How the decoration draws: a dot 4, 6 or 8 points across, an image at 9, 11 or 13
    /// points, a view of the app's at its size (at most 16 points tall).
    func drawn(tint: UIColor) -> AnyView {
      let scale: CGFloat = switch size {
      case .small: 0
      case .medium: 1
      case .large: 2
      }
      switch kind {
      case .dot(let color):
        let side = 4 + 2 * scale
        return AnyView(Circle().fill(Color(uiColor: color ?? .systemFill))
          .frame(width: side, height: side))
      case .image(let image, let color):
        guard let image else { return AnyView(EmptyView()) }
        return AnyView(Image(uiImage: image)
          .font(.system(size: 9 + 2 * scale))
          .foregroundColor(Color(uiColor: color ?? .secondaryLabel)))
      case .custom(let provider):
        let view = provider()
        let size = view.intrinsicContentSize
        let height = size.height == UIView.noIntrinsicMetric ? 16 : min(size.height, 16)
        let width = size.width == UIView.noIntrinsicMetric ? height : size.width
        view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        return AnyView(view.snapshotContent.frame(width: width, height: height))
      }
    }
  }

  public enum DecorationSize: Int, Sendable { case small, medium, large }
}

/// Gives a calendar view its decorations and hears when its month changes.
@MainActor @preconcurrency
public protocol UICalendarViewDelegate: AnyObject {
  func calendarView(_ calendarView: UICalendarView,
                    decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
  func calendarView(_ calendarView: UICalendarView,
                    didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
  public func calendarView(_ calendarView: UICalendarView,
                           decorationFor dateComponents: DateComponents)
    -> UICalendarView.Decoration? { nil }
  public func calendarView(_ calendarView: UICalendarView,
                           didChangeVisibleDateComponentsFrom previous: DateComponents) {}
}

/// How a calendar view selects days.
@MainActor @preconcurrency
open class UICalendarSelection: NSObject {
  weak var calendarView: UICalendarView?
  override init() {}
  /// Asks the delegate again which dates can be selected: it is asked as days are touched.
  open func updateSelectableDates() {}

  /// The selected days of a month.
  func selectedDays(year: Int?, month: Int?) -> [Int] { [] }

  static func days(of dates: [DateComponents], year: Int?, month: Int?) -> [Int] {
    dates.compactMap { date in
      guard let day = date.day, date.month == month, date.year == nil || date.year == year
      else { return nil }
      return day
    }
  }
}

/// One date selected at a time.
@MainActor @preconcurrency
open class UICalendarSelectionSingleDate: UICalendarSelection {
  open weak var delegate: UICalendarSelectionSingleDateDelegate?
  open var selectedDate: DateComponents?

  public init(delegate: UICalendarSelectionSingleDateDelegate?) {
    self.delegate = delegate
    super.init()
  }

  open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
    self.selectedDate = selectedDate
  }

  override func selectedDays(year: Int?, month: Int?) -> [Int] {
    UICalendarSelection.days(of: selectedDate.map { [$0] } ?? [], year: year, month: month)
  }
}

/// Asked whether a date can be selected, told when one is: by touches, never in a picture.
@MainActor @preconcurrency
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
  func dateSelection(_ selection: UICalendarSelectionSingleDate,
                     didSelectDate dateComponents: DateComponents?)
  func dateSelection(_ selection: UICalendarSelectionSingleDate,
                     canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
  public func dateSelection(_ selection: UICalendarSelectionSingleDate,
                            canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// Several dates selected at once.
@MainActor @preconcurrency
open class UICalendarSelectionMultiDate: UICalendarSelection {
  open weak var delegate: UICalendarSelectionMultiDateDelegate?
  open var selectedDates: [DateComponents] = []

  public init(delegate: UICalendarSelectionMultiDateDelegate?) {
    self.delegate = delegate
    super.init()
  }

  open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
    self.selectedDates = selectedDates
  }

  override func selectedDays(year: Int?, month: Int?) -> [Int] {
    UICalendarSelection.days(of: selectedDates, year: year, month: month)
  }
}

/// Asked whether dates can be selected and deselected, told when they are: never in a picture.
@MainActor @preconcurrency
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                          didSelectDate dateComponents: DateComponents)
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                          didDeselectDate dateComponents: DateComponents)
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                          canSelectDate dateComponents: DateComponents) -> Bool
  func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                          canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
  public func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                                 canSelectDate dateComponents: DateComponents) -> Bool { true }
  public func multiDateSelection(_ selection: UICalendarSelectionMultiDate,
                                 canDeselectDate dateComponents: DateComponents) -> Bool { true }
}
