// Focus, the keyboard and key presses: a picture has no keyboard up, no key pressed and no
// focus ring (an iPhone draws none at rest), so these compile with SwiftUI's types and change
// nothing. Their values are SwiftUI's (a shortcut's key and modifiers, a key press's phases).
import Foundation

// MARK: keys

/// A key, as a keyboard shortcut names it.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral: Character) { character = extendedGraphemeClusterLiteral }
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key.
public struct EventModifiers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let function = EventModifiers(rawValue: 1 << 6)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command,
                                           .numericPad, .function]
}

/// A key with its modifiers that triggers a control.
public struct KeyboardShortcut: Sendable, Hashable {
  /// How a shortcut adapts to the keyboard's layout.
  public struct Localization: Sendable, Hashable {
    let name: String
    public static let automatic = Localization(name: "automatic")
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    public static let custom = Localization(name: "custom")
  }
  public var key: KeyEquivalent
  public var modifiers: EventModifiers
  public var localization: Localization
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
              localization: Localization) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }
  /// Return, the default button's key.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, the cancel button's key.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key pressed, as `onKeyPress` hands it.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
  /// Down, repeat and up.
  public struct Phases: OptionSet, Sendable, Hashable, CustomDebugStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1 << 0)
    public static let `repeat` = Phases(rawValue: 1 << 1)
    public static let up = Phases(rawValue: 1 << 2)
    public static let all: Phases = [.down, .repeat, .up]
    public var debugDescription: String {
      var names: [String] = []
      if contains(.down) { names.append("down") }
      if contains(.repeat) { names.append("repeat") }
      if contains(.up) { names.append("up") }
      return "[" + names.joined(separator: ", ") + "]"
    }
  }
  /// Whether an action handled the key.
  public enum Result: Sendable, Hashable { case handled, ignored }
  public let phase: Phases
  public let key: KeyEquivalent
  public let characters: String
  public let modifiers: EventModifiers
  public var debugDescription: String {
    "KeyPress(phase: \(phase.debugDescription), key: \(key.character), "
      + "characters: \(characters))"
  }
}

/// A direction of an arrow-key move command.
public enum MoveCommandDirection: Sendable, Hashable { case up, down, left, right }

// MARK: focus

/// What focusing a view is for.
public struct FocusInteractions: OptionSet, Sendable {
  public var rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  public static var automatic: FocusInteractions { [.activate, .edit] }
}

/// When a default focus is applied.
public struct DefaultFocusEvaluationPriority: Sendable {
  let name: String
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

// MARK: text input

/// How a field capitalizes what is typed.
public struct TextInputAutocapitalization: Sendable, Hashable {
  let name: String
  public static var never: TextInputAutocapitalization { .init(name: "never") }
  public static var words: TextInputAutocapitalization { .init(name: "words") }
  public static var sentences: TextInputAutocapitalization { .init(name: "sentences") }
  public static var characters: TextInputAutocapitalization { .init(name: "characters") }
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }
  init(name: String) { self.name = name }
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable, Hashable {
  let name: String
  public static var done: SubmitLabel { .init(name: "done") }
  public static var go: SubmitLabel { .init(name: "go") }
  public static var send: SubmitLabel { .init(name: "send") }
  public static var join: SubmitLabel { .init(name: "join") }
  public static var route: SubmitLabel { .init(name: "route") }
  public static var search: SubmitLabel { .init(name: "search") }
  public static var `return`: SubmitLabel { .init(name: "return") }
  public static var next: SubmitLabel { .init(name: "next") }
  public static var `continue`: SubmitLabel { .init(name: "continue") }
}

/// How dictation starts in a field.
public struct TextInputDictationBehavior: Equatable, Sendable {
  let name: String
  public static let automatic = TextInputDictationBehavior(name: "automatic")
  public static func inline(activation: TextInputDictationActivation)
    -> TextInputDictationBehavior { TextInputDictationBehavior(name: "inline") }
}

/// What starts inline dictation.
public struct TextInputDictationActivation: Equatable, Sendable {
  let name: String
  public static let onSelect = TextInputDictationActivation(name: "onSelect")
  public static let onLook = TextInputDictationActivation(name: "onLook")
}

extension EnvironmentValues {
  /// The shortcut of the enclosing control: none in a picture.
  public var keyboardShortcut: KeyboardShortcut? { nil }
  /// Whether the nearest focusable view has focus: none has, in a picture.
  public var isFocused: Bool { false }
  public var isFocusEffectEnabled: Bool {
    get { true }
    set {}
  }
  public var autocorrectionDisabled: Bool {
    get { false }
    set {}
  }
  public var disableAutocorrection: Bool? {
    get { nil }
    set {}
  }
}

extension View {
  // MARK: focus

  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View { self }
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View { self }
  public func focusable(_ isFocusable: Bool = true,
                        onFocusChange: @escaping (_ isFocused: Bool) -> Void = { _ in })
    -> some View { self }
  public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                        priority: DefaultFocusEvaluationPriority = .automatic)
    -> some View { self }
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true,
                                  in namespace: Namespace.ID) -> some View { self }
  public func focusScope(_ namespace: Namespace.ID) -> some View { self }
  public func focusSection() -> some View { self }
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

  // MARK: keys and commands

  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View { self }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                               localization: KeyboardShortcut.Localization) -> some View { self }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View { self }
  public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
  public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
  public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
  public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
  public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
    self
  }
  public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
  public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }
  public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { self }

  // MARK: text input

  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
  public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View { self }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
  public func disableAutocorrection(_ disable: Bool?) -> some View { self }
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  public func submitScope(_ isBlocking: Bool = true) -> some View { self }
  public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior)
    -> some View { self }

  // MARK: selection and Writing Tools, shown only while text is being edited

  /// Which side of a line break the caret keeps to: no caret is drawn at rest.
  public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
    EnvironmentModifier(content: self) { $0.textSelectionAffinity = affinity }
  }
  /// What Writing Tools offers for the text views below: its panel opens only on request.
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
    EnvironmentModifier(content: self) { $0.writingToolsBehavior = behavior }
  }
  /// Whether the Writing Tools button shows over selected text: no text is selected at rest.
  public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> some View { self }

  // MARK: type select (typing a row's first letters selects it, with a hardware keyboard)

  public func typeSelectEquivalent(_ text: Text?) -> some View { self }
  public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }
}
