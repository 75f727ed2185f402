// AppIntents on Linux: the actions an app offers to Shortcuts, Siri, widgets and controls, as
// far as widget code names them (`AppIntent`, `WidgetConfigurationIntent`, `SetValueIntent`,
// `@Parameter`, `IntentResult`). A picture runs no intent: `perform()` is the app's own code
// and runs only when called; parameters hold the values they are given. Never imported by
// Cellshot.
@_exported import AppleFoundation

/// An action of the app that the system can run (a widget's button, a control, Shortcuts).
public protocol AppIntent {
  associatedtype PerformResult: IntentResult
  /// The action's name, as Shortcuts lists it.
  static var title: LocalizedStringResource { get }
  /// What the action does, as Shortcuts describes it.
  static var description: IntentDescription? { get }
  /// Whether running the action opens the app first.
  static var openAppWhenRun: Bool { get }
  init()
  /// Runs the action.
  func perform() async throws -> PerformResult
}

extension AppIntent {
  public static var description: IntentDescription? { nil }
  public static var openAppWhenRun: Bool { false }
  /// A parameter of the action (`@Parameter(title: "Name") var name: String`).
  public typealias Parameter<Value> = IntentParameter<Value>
}

/// An intent whose parameters configure a widget (`AppIntentConfiguration`).
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
  /// Does nothing: a configuration intent holds the widget's parameters (Xcode's widget template
  /// declares no `perform()`).
  public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> {
    .result()
  }
}

/// An intent that sets a value: a control's toggle sets `value` to the new state, then runs it.
public protocol SetValueIntent: AppIntent {
  associatedtype ValueType
  var value: ValueType { get set }
}

/// What Shortcuts says an intent does.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
  public var text: LocalizedStringResource
  public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
              searchKeywords: [LocalizedStringResource] = []) {
    text = descriptionText
  }
  public init(stringLiteral value: String) { text = LocalizedStringResource(stringLiteral: value) }
}

/// What running an intent gave: a value, a dialog, a view, an intent to open.
public protocol IntentResult {}

/// An intent's result as `.result(...)` builds it.
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult {
  public let value: Value?
}

extension IntentResult {
  /// A result with nothing in it: the intent did its work.
  public static func result() -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never> {
    IntentResultContainer(value: nil)
  }

  /// A result holding `value`.
  public static func result<V>(value: V) -> Self
  where Self == IntentResultContainer<V, Never, Never, Never> {
    IntentResultContainer(value: value)
  }
}

/// A parameter of an intent: the value it holds, its title as Shortcuts shows it.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  /// The parameter's name, as Shortcuts shows it.
  public let title: LocalizedStringResource
  private var value: Value?

  /// A parameter with no value yet: reading it before it is set is a programmer error, as an
  /// unset required parameter is on iOS.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.title = title
  }

  /// A parameter holding `default` until it is set.
  public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil,
              default: Value) {
    self.title = title
    value = `default`
  }

  public var wrappedValue: Value {
    get {
      guard let value else { preconditionFailure("\(title): the parameter has no value") }
      return value
    }
    set { value = newValue }
  }

  public var projectedValue: IntentParameter<Value> { self }
}
