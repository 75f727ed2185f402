// An app's entry point and its scenes, as SwiftUI declares them: `@main struct MyApp: App { var
// body: some Scene { WindowGroup { ContentView() } } }` compiles, so the file holding it need not
// be left out. Running it on Linux shows no window: it says so, and which view to render
// instead. A picture is made of views, never of scenes, so scene modifiers compile and change
// nothing.
import Cellshot
import Foundation

/// An app: its scenes. Its `main()` (what `@main` calls) prints that Linux shows no window.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

extension App {
  public static func main() {
    let app = Self()
    print("\(Self.self): an App shows no window on Linux; render its views with Cellshot "
          + "(\(type(of: app.body)))")
  }
}

/// A part of an app's interface: a window group, settings, a document group.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

/// A scene that is only itself.
public protocol PrimitiveScene: Scene where Body == Never {}

extension Never: Scene {
  // One body for every protocol of this module Never conforms to (scenes, commands,
  // widgets), which Cellshot's cannot be (it is one of several a conformance here could take).
  // Disfavoured, so that `never.body` in an app's file names Cellshot's alone, not two.
  @_disfavoredOverload
  public nonisolated var body: Never { fatalError("Never has no body") }
}

extension PrimitiveScene {
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// A settings window (macOS): accepted.
public struct Settings<Content: View>: PrimitiveScene {
  public let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// Scenes in a row, as `@SceneBuilder` makes them.
public struct TupleScene: PrimitiveScene {
  public let scenes: [any Scene]
}

/// What `@SceneBuilder` makes of an `if #available` branch. Not for use by apps.
public protocol _LimitedAvailabilitySceneMarker {}

/// A scene available on some systems only, as `@SceneBuilder` erases it.
public struct LimitedAvailabilityScene: PrimitiveScene, _LimitedAvailabilitySceneMarker {
  let scene: any Scene
}

/// Builds scenes from closures, as SwiftUI's `@SceneBuilder` does.
@MainActor @preconcurrency
@resultBuilder
public enum SceneBuilder {
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene
  {
    var scenes: [any Scene] = []
    repeat scenes.append(each content)
    return TupleScene(scenes: scenes)
  }

  public static func buildLimitedAvailability(_ scene: some Scene)
    -> any Scene & _LimitedAvailabilitySceneMarker
  {
    LimitedAvailabilityScene(scene: scene)
  }

  public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?)
    -> TupleScene
  {
    TupleScene(scenes: scene.map { [$0] } ?? [])
  }
}

extension Group: Scene where Content: Scene {
  /// Scenes grouped, for a modifier to apply to all of them.
  public init(@SceneBuilder content: () -> Content) { self.init(_wrapping: content()) }

  public var body: Never { fatalError("Group is a primitive scene") }
}

/// A modifier of scenes, as SwiftUI's scene modifiers are. Not for use by apps.
public protocol _SceneModifier {}

extension ModifiedContent: Scene where Content: Scene, Modifier: _SceneModifier {
  public var body: Never { fatalError("a modified scene is primitive") }
}

// MARK: - Scene modifiers

/// How the system restores a scene's windows: accepted.
public struct SceneRestorationBehavior: Sendable {
  let name: String
  public static let automatic = SceneRestorationBehavior(name: "automatic")
  public static let disabled = SceneRestorationBehavior(name: "disabled")
}

/// Work the system runs in the background when the app asks (a refresh, a download's end):
/// accepted, as an app does not run on Linux.
public struct BackgroundTask<Request, Response>: Sendable {
  let name: String
}

extension BackgroundTask {
  /// The end of any background download.
  public static var urlSession: BackgroundTask<String, Void> { .init(name: "urlSession") }

  /// The end of the background download named `identifier`.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    .init(name: "urlSession:\(identifier)")
  }

  /// The end of the background downloads whose names `matching` accepts.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool)
    -> BackgroundTask<String, Void>
  {
    .init(name: "urlSession(matching:)")
  }

  /// The app refresh task named `identifier`.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    .init(name: "appRefresh:\(identifier)")
  }
}

extension Scene {
  // Accepted: windows, commands, restoration and the scene's environment (its views are
  // rendered with the environment a preview or test gives them).
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
  public func defaultSize(_ size: CGSize) -> some Scene { self }
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene { self }
  public func commandsRemoved() -> some Scene { self }
  public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content)
    -> some Scene { self }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some Scene { self }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping () -> Void) -> some Scene { self }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void)
    -> some Scene { self }
  public func defaultAppStorage(_ store: UserDefaults) -> some Scene { self }
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene { self }
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }
  public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                      transform: @escaping (inout V) -> Void) -> some Scene {
    self
  }
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { self }
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene { self }
  public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene { self }
  public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { self }
  public func windowManagerRole(_ role: WindowManagerRole) -> some Scene { self }
  public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> some Scene { self }
  public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>)
    -> some Scene { self }
  public func documentBrowserContextMenu(
    @ViewBuilder _ menu: @escaping ([URL]?) -> some View
  ) -> some Scene { self }
}

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: compiles; an app does not
/// run on Linux, so there is no delegate to read (reading one stops the program, naming it).
@MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
  DynamicProperty
{
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
  public var wrappedValue: DelegateType {
    preconditionFailure("an app does not run on Linux: \(DelegateType.self) was never made")
  }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
  /// Bindings to the delegate's properties (`$delegate.name`): there is no delegate to bind.
  public var projectedValue: ObservedObject<DelegateType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

extension UIApplicationDelegateAdaptor where DelegateType: Observable {
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
}

/// iOS 26's Assistive Access scene (the simplified interface): accepted.
public struct AssistiveAccess<Content: View>: Scene {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some Scene { WindowGroup { content } }
}

/// A UIKit scene delegate whose scene is made by SwiftUI (iOS 26): accepted, as an app does
/// not run on Linux.
@MainActor @preconcurrency
public protocol UIHostingSceneDelegate: UISceneDelegate {
  associatedtype RootScene: Scene
  @SceneBuilder static var rootScene: RootScene { get }
}

extension UISceneSessionActivationRequest {
  /// A request for a scene whose SwiftUI scenes `hostingDelegateClass` gives (iOS 26): a new
  /// application window, which a picture never opens.
  public convenience init?<D: UIHostingSceneDelegate>(hostingDelegateClass: D.Type) {
    self.init(role: .windowApplication)
  }

  /// A request for the scene with identifier `id` among the delegate's scenes.
  public convenience init?<D: UIHostingSceneDelegate>(hostingDelegateClass: D.Type, id: String) {
    self.init(role: .windowApplication)
  }

  /// A request for the delegate's scene presenting `value`.
  public convenience init?<H: UIHostingSceneDelegate, D: Codable & Hashable>(
    hostingDelegateClass: H.Type, value: D
  ) {
    self.init(role: .windowApplication)
  }

  /// A request for the scene `id` presenting `value`.
  public convenience init?<H: UIHostingSceneDelegate, D: Codable & Hashable>(
    hostingDelegateClass: H.Type, id: String, value: D
  ) {
    self.init(role: .windowApplication)
  }
}
