// Windows: window groups (an iPhone app's one window), the actions that open and close windows,
// and how windows are sized and managed. An iPhone shows one window and a picture shows its
// views, so these compile with SwiftUI's signatures and change nothing; the actions do
// nothing when called.
import Cellshot
import Foundation

/// Windows showing `content`.
public struct WindowGroup<Content: View>: PrimitiveScene {
  public let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// A window's content for a presented value: the view made for the value (the default one
/// when it has one).
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
  let content: Content

  public var body: some View { content }
}

extension WindowGroup {
  // Windows each presenting a value (`openWindow(value:)`); the content is made for no value
  // (or the default one), as a new window has.

  public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.content = PresentedWindowContent(content: content(.constant(nil)))
  }

  public init<D, C>(_ title: Text, for type: D.Type,
                    @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type,
                    @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type,
                                       @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  public init<D, C>(id: String, for type: D.Type,
                    @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  public init<D, C>(_ title: Text, id: String, for type: D.Type,
                    @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type,
                    @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type,
                                       @ViewBuilder content: @escaping (Binding<D?>) -> C)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content)
  }

  public init<D, C>(for type: D.Type = D.self,
                    @ViewBuilder content: @escaping (Binding<D>) -> C,
                    defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.content = PresentedWindowContent(content: content(.constant(defaultValue())))
  }

  public init<D, C>(_ title: Text, for type: D.Type = D.self,
                    @ViewBuilder content: @escaping (Binding<D>) -> C,
                    defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self,
                    @ViewBuilder content: @escaping (Binding<D>) -> C,
                    defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, D, C>(_ title: S, for type: D.Type = D.self,
                                       @ViewBuilder content: @escaping (Binding<D>) -> C,
                                       defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  public init<D, C>(id: String, for type: D.Type = D.self,
                    @ViewBuilder content: @escaping (Binding<D>) -> C,
                    defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  public init<D, C>(_ title: Text, id: String, for type: D.Type = D.self,
                    @ViewBuilder content: @escaping (Binding<D>) -> C,
                    defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
                    @ViewBuilder content: @escaping (Binding<D>) -> C,
                    defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, D, C>(_ title: S, id: String, for type: D.Type = D.self,
                                       @ViewBuilder content: @escaping (Binding<D>) -> C,
                                       defaultValue: @escaping () -> D)
  where Content == PresentedWindowContent<D, C>, D: Codable & Hashable, C: View {
    self.init(for: type, content: content, defaultValue: defaultValue)
  }
}

/// Opens a window (`@Environment(\.openWindow)`): an iPhone app has one, so it does nothing.
public struct OpenWindowAction: Sendable {
  @MainActor public func callAsFunction(id: String) {}
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {}
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

/// Closes a window (`@Environment(\.dismissWindow)`): it does nothing.
public struct DismissWindowAction: Sendable {
  @MainActor public func callAsFunction() {}
  @MainActor public func callAsFunction(id: String) {}
  @MainActor public func callAsFunction<D: Codable & Hashable>(value: D) {}
  @MainActor public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
  public var openWindow: OpenWindowAction { OpenWindowAction() }
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

/// How a window manager treats a scene's windows: accepted.
public struct WindowManagerRole: Sendable {
  let name: String
  public static let automatic = WindowManagerRole(name: "automatic")
  public static let principal = WindowManagerRole(name: "principal")
  public static let associated = WindowManagerRole(name: "associated")
}

/// How a window may be resized: accepted.
public struct WindowResizability: Sendable {
  let name: String
  nonisolated(unsafe) public static var automatic = WindowResizability(name: "automatic")
  nonisolated(unsafe) public static var contentSize = WindowResizability(name: "contentSize")
  nonisolated(unsafe) public static var contentMinSize =
    WindowResizability(name: "contentMinSize")
}

extension View {
  /// Whether a click in an inactive window both activates it and acts (macOS, iPad with a
  /// pointer): an iPhone's one window is always active.
  public func allowsWindowActivationEvents(_ value: Bool?) -> some View { self }
  public func allowsWindowActivationEvents() -> some View { allowsWindowActivationEvents(true) }
  /// Runs `action` as the user starts and stops resizing the window: an iPhone's window is
  /// never resized.
  public func onInteractiveResizeChange(_ action: @escaping (_ isResizing: Bool) -> Void)
    -> some View { self }
  /// Which external events (URLs, activities) the scene of this view prefers and allows: the
  /// one scene of an iPhone app takes them all.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
    -> some View { self }
  /// How materials below look when their window is inactive: an iPhone's window is active.
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some View {
    environment(\.materialActiveAppearance, appearance)
  }
}
