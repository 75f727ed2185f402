// TimelineView and its schedules. A timeline view draws its content for the dates its
// schedule gives; a picture is its first update, drawn for the first date the schedule gives
// from the moment of the render, as on an iPhone when the view appears: for `.periodic(from:
// by:)` the start (or, once it has passed, the last tick before now, on its grid), for
// `.everyMinute` the start of the current minute, for `.explicit(dates)` the first date, for
// `.animation` now. "Now" is the render's clock (`Date()`), as `Text(Date(), style:)` is:
// a picture that shows the time changes with it.

/// A sequence of dates at which a timeline view updates.
public protocol TimelineSchedule {
  typealias Mode = TimelineScheduleMode
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates from about `startDate` on, in ascending order.
  func entries(from startDate: Date, mode: Mode) -> Entries
}

/// How often a timeline may update: normally, or less often (a dimmed screen).
public enum TimelineScheduleMode: Hashable, Sendable {
  case normal
  case lowFrequency
}

/// Dates `interval` apart, on the grid that passes through a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// Dates every `interval` seconds, on the grid through `startDate`.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }

  /// The dates of the schedule from the last one at or before `startDate` (or from the
  /// schedule's start, if later).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    var first = start
    if interval > 0, interval.isFinite, startDate > start {
      let steps = ((startDate.timeIntervalSince(start)) / interval).rounded(.down)
      first = start.addingTimeInterval(steps * interval)
    }
    return Entries(upcoming: first, interval: interval > 0 && interval.isFinite ? interval : nil)
  }

  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval?

    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = interval.map { date.addingTimeInterval($0) }
      return date
    }
  }
}

/// The start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  /// The start of `startDate`'s minute, then the start of every minute after it.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let minutes = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down)
    return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minutes * 60))
  }

  /// The dates of an every-minute schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(60) }
      return upcoming
    }
  }
}

/// The dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
  where Entries.Element == Date
{
  let dates: Entries

  public init(_ dates: Entries) { self.dates = dates }

  /// The dates given, whatever `startDate` and `mode`.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as an animation redraws (or every `minimumInterval` seconds); one date if paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// `start`, then a date every frame (a 60th of a second, or `minimumInterval` if longer).
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(upcoming: start, interval: paused ? nil : max(minimumInterval ?? 0, 1.0 / 60))
  }

  /// The dates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval?

    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = interval.map { date.addingTimeInterval($0) }
      return date
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule { .init(from: startDate, by: interval) }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date { .init(dates) }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { .init() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule { .init(minimumInterval: minimumInterval, paused: paused) }
}

/// A view whose content is drawn for the dates of `schedule`: a picture draws it once, for the
/// schedule's first date.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// What the content is drawn for: a date, and how often it changes.
  public struct Context {
    /// How often the content is updated.
    public enum Cadence: Comparable, Hashable, Sendable {
      case live
      case seconds
      case minutes
    }

    /// The date of the schedule this update is for.
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence

    /// Asks for the content to be drawn again for the same date: a picture is drawn once.
    public func invalidateTimelineContent() {}
  }

  let schedule: Schedule
  let content: (Context) -> Content
}

/// The context a timeline view's content closure takes.
public typealias TimelineViewDefaultContext =
  TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View, PrimitiveView where Content: View {
  /// A timeline view drawing `content` for the dates of `schedule`.
  public init(_ schedule: Schedule,
              @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = { context in
      content(TimelineViewDefaultContext(date: context.date,
                                         cadence: .init(context.cadence)))
    }
  }

  @available(*, deprecated, message: "use TimelineViewDefaultContext for the context's type")
  @_disfavoredOverload
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let now = Date()
    var dates = schedule.entries(from: now, mode: .normal).makeIterator()
    let context = Context(date: dates.next() ?? now, cadence: .live)
    return resolve(content(context), builder, environment)
  }
}

extension TimelineView.Context.Cadence {
  /// The same cadence, for a context of another timeline view.
  init<S, C>(_ other: TimelineView<S, C>.Context.Cadence) {
    switch other {
    case .live: self = .live
    case .seconds: self = .seconds
    case .minutes: self = .minutes
    }
  }
}
