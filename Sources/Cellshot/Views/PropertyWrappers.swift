// The property wrappers app code declares besides @State: @Environment, @EnvironmentObject,
// @AppStorage and @SceneStorage, @Bindable, and the bindings `$object.property`, `$binding.field`
// and `ForEach($items) { $item in ... }` give.

/// A value read from the environment the view is resolved in, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var scheme`, `@Environment(\.dismiss) var dismiss`.
@propertyWrapper
public struct Environment<Value> {
  final class Box {
    var values: EnvironmentValues?
  }
  let read: (EnvironmentValues) -> Value
  let box = Box()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The value of the environment the view is being resolved in (the defaults outside one).
  public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

/// An observable object put in the environment by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
  let box = Environment<ObjectType?>.Box()

  public init() {}

  /// The object; a view that reads one nobody provided stops the program, as in SwiftUI.
  public var wrappedValue: ObjectType {
    guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      preconditionFailure("no \(ObjectType.self) in the environment: an ancestor view needs "
                          + ".environmentObject(_:) with one")
    }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

/// Properties that read the environment: given it before the view's `body` is asked for.
protocol EnvironmentReading {
  func take(_ values: EnvironmentValues)
}

extension Environment: EnvironmentReading {
  func take(_ values: EnvironmentValues) { box.values = values }
}

extension EnvironmentObject: EnvironmentReading {
  func take(_ values: EnvironmentValues) { box.values = values }
}

extension View {
  /// Puts `object` in the environment for `@EnvironmentObject` properties below.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    EnvironmentModifier(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
  }
}

/// A value kept under a key in user defaults, as SwiftUI's `@AppStorage`. A picture is one
/// moment, so it is the default value the view declares, and changes made during a render last
/// that render only (nothing is written to disk).
@propertyWrapper
public struct AppStorage<Value> {
  let state: State<Value>

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    state = State(wrappedValue: wrappedValue)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: nil, key, store: store)
  }
}

/// A value kept with the scene, as SwiftUI's `@SceneStorage`: here the default value.
public typealias SceneStorage = AppStorage

extension AppStorage: AnyStateProperty {
  var stateBox: AnyObject { state.stateBox }
  func adopt(_ other: AnyObject) { state.adopt(other) }
  func reset() { state.reset() }
}

extension ObservedObject {
  /// What `$object` gives: bindings to the object's properties (`$object.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: {
        object[keyPath: keyPath] = $0
        RenderSession.current?.noteStateChange()
      })
    }
  }
}

/// An `@Observable` object's properties as bindings (`$model.name`), as SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ object: Value) { wrappedValue = object }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    ObservedObjectBindings.binding(wrappedValue, keyPath)
  }
}

enum ObservedObjectBindings {
  static func binding<Object: AnyObject, Subject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>
  ) -> Binding<Subject> {
    Binding(get: { object[keyPath: keyPath] }, set: {
      object[keyPath: keyPath] = $0
      RenderSession.current?.noteStateChange()
    })
  }
}

extension Binding {
  /// A binding to one property of the bound value (`$item.name`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let get = self.get, set = self.set
    return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { newValue in
      var value = get()
      value[keyPath: keyPath] = newValue
      set(value)
    })
  }
}

extension Binding where Value: MutableCollection {
  /// A binding to the element at `index` of a bound collection.
  func element(_ index: Value.Index) -> Binding<Value.Element> {
    let get = self.get, set = self.set
    return Binding<Value.Element>(get: { get()[index] }, set: { newValue in
      var value = get()
      value[index] = newValue
      set(value)
    })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension ForEach {
  /// One view per element of a bound collection, each given a binding to its element:
  /// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, ID == C.Element.ID {
    self.data = data.wrappedValue.indices.map { data.element($0) }
    self.content = content
    identity = { AnyHashable($0.wrappedValue.id) }
  }

  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>] {
    self.data = data.wrappedValue.indices.map { data.element($0) }
    self.content = content
    identity = { AnyHashable($0.wrappedValue[keyPath: id]) }
  }
}

extension List {
  /// A row per element of a bound collection, each given a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, Row: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
  ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, Row>, C.Element: Identifiable {
    self.init { ForEach(data, content: rowContent) }
  }
}

// MARK: environment values app code reads

/// What `@Environment(\.dismiss)` gives: calling it closes a presented view; a picture has
/// none to close.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// What `@Environment(\.openURL)` gives: a picture opens nothing.
public struct OpenURLAction: Sendable {
  public func callAsFunction(_ url: URL) {}
}

/// The old presentation mode (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode: Sendable {
  public var isPresented: Bool { false }
  public mutating func dismiss() {}
}

public enum UserInterfaceSizeClass: Sendable, Hashable { case compact, regular }

public enum ScenePhase: Sendable, Hashable { case active, inactive, background }

public enum EditMode: Sendable, Hashable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
  /// Values app code reads (and sets with `.environment(_:_:)`), kept in `extras` by key: a
  /// picture's defaults are an iPhone's at rest, in US English, in UTC.
  subscript<V>(extra key: String, default value: @autoclosure () -> V) -> V {
    get { extras[key] as? V ?? value() }
    set { extras[key] = newValue }
  }

  public var dismiss: DismissAction {
    get { self[extra: "dismiss", default: DismissAction()] }
    set { self[extra: "dismiss", default: DismissAction()] = newValue }
  }
  public var openURL: OpenURLAction {
    get { self[extra: "openURL", default: OpenURLAction()] }
    set { self[extra: "openURL", default: OpenURLAction()] = newValue }
  }
  public var presentationMode: Binding<PresentationMode> {
    get { self[extra: "presentationMode", default: .constant(PresentationMode())] }
    set { self[extra: "presentationMode", default: .constant(PresentationMode())] = newValue }
  }
  /// An iPhone's: compact across unless the screen is wide (landscape on a large phone).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get {
      self[extra: "horizontalSizeClass",
           default: screenSize.width > screenSize.height && screenSize.width >= 800
             ? .regular : .compact]
    }
    set { self[extra: "horizontalSizeClass", default: nil] = newValue }
  }
  /// Compact down in landscape, regular in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get {
      self[extra: "verticalSizeClass",
           default: screenSize.width > screenSize.height ? .compact : .regular]
    }
    set { self[extra: "verticalSizeClass", default: nil] = newValue }
  }
  public var scenePhase: ScenePhase {
    get { self[extra: "scenePhase", default: .active] }
    set { self[extra: "scenePhase", default: .active] = newValue }
  }
  public var isPresented: Bool { false }
  public var isSearching: Bool { false }
  public var editMode: Binding<EditMode>? {
    get { self[extra: "editMode", default: nil] }
    set { self[extra: "editMode", default: nil] = newValue }
  }
  /// Accepted: the bitmap fonts have one size per text style.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[extra: "dynamicTypeSize", default: .large] }
    set { self[extra: "dynamicTypeSize", default: .large] = newValue }
  }
  public var sizeCategory: ContentSizeCategory {
    get { self[extra: "sizeCategory", default: .large] }
    set { self[extra: "sizeCategory", default: .large] = newValue }
  }
  public var locale: Locale {
    get { self[extra: "locale", default: Locale(identifier: "en_US_POSIX")] }
    set { self[extra: "locale", default: Locale(identifier: "en_US_POSIX")] = newValue }
  }
  public var timeZone: TimeZone {
    get { self[extra: "timeZone", default: TimeZone(identifier: "UTC") ?? .current] }
    set { self[extra: "timeZone", default: TimeZone(identifier: "UTC") ?? .current] = newValue }
  }
  public var calendar: Calendar {
    get {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      return self[extra: "calendar", default: calendar]
    }
    set { self[extra: "calendar", default: Calendar(identifier: .gregorian)] = newValue }
  }
  public var accessibilityReduceMotion: Bool { false }
  public var accessibilityReduceTransparency: Bool { false }
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  public var legibilityWeight: LegibilityWeight? { .regular }
}

public enum ContentSizeCategory: Sendable, Hashable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

public enum LegibilityWeight: Sendable, Hashable { case regular, bold }
