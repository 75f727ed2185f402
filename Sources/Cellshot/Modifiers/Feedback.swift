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

public struct SensoryFeedback: Sendable, Hashable {
  public static let success = SensoryFeedback()
  public static let warning = SensoryFeedback()
  public static let error = SensoryFeedback()
  public static let selection = SensoryFeedback()
  public static let increase = SensoryFeedback()
  public static let decrease = SensoryFeedback()
  public static func impact(weight: Int = 0, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback()
  }
}

extension View {
  // Input, feedback and privacy: nothing to see at rest.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
  public func unredacted() -> some View { self }
  public func redacted(reason: RedactionReasons) -> some View { self }
  public func draggable<T>(_ payload: @autoclosure () -> T) -> some View { self }
  public func dropDestination<T>(for type: T.Type, action: @escaping ([T], CGPoint) -> Bool)
    -> some View { self }
}
