// Input, feedback and privacy modifiers: nothing to see at rest; they compile and change
// nothing.

/// Why a view's content is hidden (`.redacted(reason:)`).
public struct RedactionReasons: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// A haptic or audio feedback: accepted, as a picture plays nothing.
public struct SensoryFeedback: Sendable, Hashable {
  let name: String

  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  public static let impact = SensoryFeedback(name: "impact")

  /// An impact of `weight`, at `intensity` (0...1).
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(weight: \(weight.name), intensity: \(intensity))")
  }
  /// An impact on a material of `flexibility`, at `intensity` (0...1).
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0)
    -> SensoryFeedback {
    SensoryFeedback(name: "impact(flexibility: \(flexibility.name), intensity: \(intensity))")
  }

  /// How heavy an impact feels.
  public struct Weight: Equatable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }

  /// How rigid the material of an impact feels.
  public struct Flexibility: Equatable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }
}

extension SensoryFeedback {
  /// A selection's feedback, of a kind (iOS 26).
  public static func selection(_ feedback: SelectionFeedback) -> SensoryFeedback {
    SensoryFeedback(name: "selection(\(feedback.name))")
  }
  /// A press's feedback, by what is pressed (iOS 26).
  public static func press(_ feedback: PressFeedback) -> SensoryFeedback {
    SensoryFeedback(name: "press(\(feedback.name))")
  }
  /// A release's feedback, by what is released (iOS 26).
  public static func release(_ feedback: ReleaseFeedback) -> SensoryFeedback {
    SensoryFeedback(name: "release(\(feedback.name))")
  }

  /// The kinds of selection feedback.
  public struct SelectionFeedback: Sendable, Hashable {
    let name: String
    public static let maximum = SelectionFeedback(name: "maximum")
    public static let minimum = SelectionFeedback(name: "minimum")
    public static let on = SelectionFeedback(name: "on")
    public static let off = SelectionFeedback(name: "off")
  }

  /// What a press's feedback is for.
  public struct PressFeedback: Sendable, Hashable {
    let name: String
    public static let button = PressFeedback(name: "button")
    public static let buttonIconOnly = PressFeedback(name: "buttonIconOnly")
    public static let slider = PressFeedback(name: "slider")
    public static let toggle = PressFeedback(name: "toggle")
    public static let tab = PressFeedback(name: "tab")
  }

  /// What a release's feedback is for.
  public struct ReleaseFeedback: Sendable, Hashable {
    let name: String
    public static let slider = ReleaseFeedback(name: "slider")
  }
}

extension View {
  // Input, feedback and privacy: nothing to see at rest.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View { self }
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View { self }
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
  public func unredacted() -> some View { self }
  public func redacted(reason: RedactionReasons) -> some View { self }
}
