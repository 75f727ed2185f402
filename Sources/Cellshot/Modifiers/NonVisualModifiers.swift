// Modifiers that change nothing in a still picture: accessibility, tasks and events,
// presentations (sheets, alerts), search, swipe actions, keyboards and focus. They compile with
// SwiftUI's signatures, so that app code renders with only its import changed, and each returns
// the view unchanged: the same frames, the same pixels.

extension View {
  // MARK: accessibility

  public func accessibilityLabel(_ label: Text) -> Self { self }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
  public func accessibilityHint(_ hint: Text) -> Self { self }
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
  public func accessibilityValue(_ value: Text) -> Self { self }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
  public func accessibilityIdentifier(_ identifier: String) -> Self { self }
  public func accessibilityHidden(_ hidden: Bool) -> Self { self }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
  public func accessibilitySortPriority(_ priority: Double) -> Self { self }
  public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> Self { self }
  public func accessibilityAction(_ kind: AccessibilityActionKind = .default,
                                  _ handler: @escaping () -> Void) -> Self { self }
  public func accessibilityAction<S: StringProtocol>(named name: S,
                                                     _ handler: @escaping () -> Void) -> Self {
    self
  }

  // MARK: tasks and events

  public func task(priority: TaskPriority = .userInitiated,
                   _ action: @escaping @Sendable () async -> Void) -> Self { self }
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                 _ action: @escaping @Sendable () async -> Void) -> Self { self }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self {
    self
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping (V, V) -> Void) -> Self { self }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping () -> Void) -> Self { self }
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> Self { self }
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void) -> Self { self }
  public func simultaneousGesture<G>(_ gesture: G) -> Self { self }
  public func highPriorityGesture<G>(_ gesture: G) -> Self { self }
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
  public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
  public func allowsHitTesting(_ enabled: Bool) -> Self { self }
  public func contentShape<S: Shape>(_ shape: S) -> Self { self }
  public func help<S: StringProtocol>(_ text: S) -> Self { self }
  public func transition(_ transition: AnyTransition) -> Self { self }

  // MARK: presentations (a picture shows the presenting view)

  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Content) -> Self { self }
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }
  public func popover<Content: View>(isPresented: Binding<Bool>,
                                     @ViewBuilder content: @escaping () -> Content) -> Self { self }
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                @ViewBuilder actions: () -> A) -> Self { self }
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> Self { self }
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                             @ViewBuilder actions: () -> A) -> Self { self }
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> Self { self }
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }

  // MARK: search, lists, menus

  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> Self { self }
  public func searchable<S: StringProtocol>(text: Binding<String>,
                                            placement: SearchFieldPlacement = .automatic,
                                            prompt: S) -> Self { self }
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> T) -> Self { self }
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self {
    self
  }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> Self { self }

  // MARK: keyboards and focus

  public func keyboardType(_ type: UIKeyboardType) -> Self { self }
  public func textContentType(_ type: UITextContentType?) -> Self { self }
  public func textInputAutocapitalization(_ style: TextInputAutocapitalization?) -> Self { self }
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
  public func disableAutocorrection(_ disable: Bool?) -> Self { self }
  public func submitLabel(_ label: SubmitLabel) -> Self { self }
  public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }
  public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> Self {
    self
  }
}

// MARK: the types these take

public enum AccessibilityChildBehavior: Sendable { case ignore, contain, combine }

public enum AccessibilityActionKind: Sendable { case `default`, escape, magicTap }

public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  public static let isLink = AccessibilityTraits(rawValue: 8)
  public static let isImage = AccessibilityTraits(rawValue: 16)
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
  public static let isSearchField = AccessibilityTraits(rawValue: 64)
  public static let isToggle = AccessibilityTraits(rawValue: 128)
}

public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

public enum Visibility: Sendable, Hashable { case automatic, visible, hidden }

public enum HorizontalEdge: Sendable, Hashable { case leading, trailing }

public enum SearchFieldPlacement: Sendable, Hashable {
  case automatic, toolbar, sidebar
  case navigationBarDrawer
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement { .navigationBarDrawer }
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

public enum ScrollDismissesKeyboardMode: Sendable {
  case automatic, immediately, interactively, never
}

public struct PresentationDetent: Sendable, Hashable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
}

/// An alert's content, for `alert(isPresented:content:)` (never drawn).
public struct Alert {
  public struct Button {
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button()
    }
  }
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// A transition between states (never drawn: a picture is one state).
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static let identity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func scale(scale: CGFloat) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct UITextContentType: Sendable, Hashable {
  let name: String
  public static let name = UITextContentType(name: "name")
  public static let username = UITextContentType(name: "username")
  public static let password = UITextContentType(name: "password")
  public static let newPassword = UITextContentType(name: "newPassword")
  public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
  public static let emailAddress = UITextContentType(name: "emailAddress")
  public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
  public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
  public static let postalCode = UITextContentType(name: "postalCode")
  public static let URL = UITextContentType(name: "URL")
}

public enum TextInputAutocapitalization: Sendable { case never, words, sentences, characters }

public enum SubmitLabel: Sendable {
  case done, go, send, join, route, search, `return`, next, `continue`
}

/// SwiftUI's focus state: a picture has no focus, so it holds its initial value.
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable {
  private var value: Value

  public init() where Value == Bool { value = false }
  public init<T: Hashable>() where Value == T? { value = nil }

  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }

  public var projectedValue: Binding { Binding(value: value) }

  /// What `$focus` gives, to pass to `.focused(_:)`.
  public struct Binding {
    let value: Value
  }
}

/// SwiftUI's previews: `static var previews` is a view that `cellshot` tools can render.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  static var previews: Previews { get }
}

public struct PreviewDevice: Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
}

extension View {
  /// The device `cellshot previews` shows this preview on: an iPhone SE, a large iPhone (Pro
  /// Max, Plus) or an iPhone 13 for the others.
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    TraitModifier(content: self) { $0.previewDevice = device?.rawValue }
  }

  /// The name `cellshot previews` adds to this preview's file name.
  public func previewDisplayName(_ name: String?) -> some View {
    TraitModifier(content: self) { $0.previewName = name }
  }

  /// Landscape orientations show the preview's device turned sideways.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    TraitModifier(content: self) { $0.previewOrientation = orientation }
  }

  /// `.sizeThatFits` shows the preview at its own size, `.fixed` at that size, `.device` (the
  /// default) on the device's screen.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    TraitModifier(content: self) { $0.previewLayout = layout }
  }
}

public enum InterfaceOrientation: Sendable, Hashable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}
