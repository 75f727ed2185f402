// An app's entry point, as SwiftUI declares it: `@main struct MyApp: App { var body: some Scene
// { WindowGroup { ContentView() } } }` compiles, so the file holding it need not be left out.
// Running it on Linux shows no window: it says so, and which view to render instead.

/// An app: its scenes. Its `main()` (what `@main` calls) prints that Linux shows no window.
@MainActor
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
@MainActor
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

/// A scene that is only itself.
public protocol PrimitiveScene: Scene where Body == Never {}

extension Never: Scene {
  public var body: Never { fatalError("Never has no body") }
}

extension PrimitiveScene {
  public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// Windows showing `content`.
public struct WindowGroup<Content: View>: PrimitiveScene {
  public let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
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

@MainActor
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock<A: Scene, B: Scene>(_ a: A, _ b: B) -> TupleScene {
    TupleScene(scenes: [a, b])
  }
  public static func buildBlock<A: Scene, B: Scene, C: Scene>(_ a: A, _ b: B, _ c: C)
    -> TupleScene
  {
    TupleScene(scenes: [a, b, c])
  }
  public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
}

extension Scene {
  // Accepted: a window's settings.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
  public func commands<C>(@ViewBuilder content: () -> C) -> some Scene { self }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some Scene { self }
}

public struct WindowResizability: Sendable {
  public static let automatic = WindowResizability()
  public static let contentSize = WindowResizability()
  public static let contentMinSize = WindowResizability()
}

/// `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`: compiles; an app does not
/// run on Linux, so there is no delegate to read.
@MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<Delegate: UIApplicationDelegate> {
  public init(_ delegateType: Delegate.Type = Delegate.self) {}
  public var wrappedValue: Delegate {
    preconditionFailure("an app does not run on Linux: \(Delegate.self) was never made")
  }
}

/// Windows of documents: the editor a preview shows is built with a document it is given.
public struct DocumentGroup<Document, Content: View>: PrimitiveScene {
  public init(newDocument: @autoclosure @escaping () -> Document,
              @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content)
  where Document: FileDocument {}
  public init(viewing documentType: Document.Type,
              @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content)
  where Document: FileDocument {}
  public init(newDocument: @escaping () -> Document,
              @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>)
                -> Content)
  where Document: ReferenceFileDocument {}
  public init(viewing documentType: Document.Type,
              @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>)
                -> Content)
  where Document: ReferenceFileDocument {}
}
