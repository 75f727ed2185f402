// Document-based apps: the document group scene, iOS 18's launch scene and launch view (the
// screen that opens or creates documents) and the new-document button. Scenes are never drawn;
// the launch view and the button are: the title over the background with the actions under it,
// and a button titled as iOS titles it. (The system's document browser under the launch view's
// actions is not drawn: it lists files a picture has none of.)
import Cellshot
import Foundation
import UniformTypeIdentifiers

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

/// What a document's window says of it (`@Environment(\.documentConfiguration)`).
public struct DocumentConfiguration {
  /// Whether the document may be changed.
  public var isEditable: Bool
  /// Where the document is, once it has been saved.
  public var fileURL: URL?
}

extension EnvironmentValues {
  /// The document the views are in: nil, as a picture shows no document window.
  public var documentConfiguration: DocumentConfiguration? { nil }
}

/// Where the launch view's title is, for views placed around it.
public struct DocumentLaunchGeometryProxy {
  /// The launch view's frame.
  public var frame: CGRect
  /// The title's frame.
  public var titleViewFrame: CGRect
}

/// The launch screen of a document-based app (iOS 18): accepted as a scene; its content is a
/// `DocumentLaunchView`.
public struct DocumentGroupLaunchScene<Actions: View>: Scene {
  let title: Text?
  let actions: Actions

  public var body: some Scene { WindowGroup { EmptyView() } }
}

extension DocumentGroupLaunchScene {
  public init(_ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder background: () -> some View,
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    (self.title, self.actions) = (Text(title), actions())
  }

  public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder background: () -> some View,
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    (self.title, self.actions) = (title, actions())
  }

  @_disfavoredOverload
  public init(_ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder background: () -> some View,
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    (self.title, self.actions) = (Text(title), actions())
  }

  public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    (self.title, self.actions) = (Text(title), actions())
  }

  public init<B: ShapeStyle>(
    _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    (self.title, self.actions) = (title, actions())
  }

  @_disfavoredOverload
  public init<B: ShapeStyle>(
    _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    (self.title, self.actions) = (Text(title), actions())
  }
}

/// The launch screen of a document-based app: the title in white over the background (the
/// tint colour unless given), the actions under it as bordered white buttons.
public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
  let title: Text?
  let actions: Actions
  let background: AnyView

  public var body: some View {
    ZStack {
      background.ignoresSafeArea()
      VStack(spacing: 20) {
        if let title {
          title.font(.largeTitle).bold().foregroundColor(.white).multilineTextAlignment(.center)
        }
        VStack(spacing: 12) { actions }
          .buttonStyle(.bordered)
          .tint(.white)
      }
      .padding(.top, 80)
      .padding(.horizontal, 20)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
  }

}

/// The tint colour, filling its frame: a launch view's default background.
public struct _TintFill: View {
  public init() {}
  @Environment(\.tint) private var tint
  public var body: some View { Rectangle().fill(tint) }
}

extension DocumentLaunchView {
  public init(_ title: LocalizedStringKey, for contentTypes: [UTType],
              @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
              @ViewBuilder background: () -> some View = { _TintFill() },
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    self.init(title: Text(title), actions: actions(), background: AnyView(background()))
  }

  public init(_ title: Text? = nil, for contentTypes: [UTType],
              @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
              @ViewBuilder background: () -> some View = { _TintFill() },
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    self.init(title: title, actions: actions(), background: AnyView(background()))
  }

  @_disfavoredOverload
  public init(_ title: some StringProtocol, for contentTypes: [UTType],
              @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
              @ViewBuilder background: () -> some View = { _TintFill() },
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    self.init(title: Text(title), actions: actions(), background: AnyView(background()))
  }

  public init<B: ShapeStyle>(
    _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    self.init(title: Text(title), actions: actions(),
              background: AnyView(Rectangle().fill(backgroundStyle)))
  }

  public init<B: ShapeStyle>(
    _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    self.init(title: title, actions: actions(),
              background: AnyView(Rectangle().fill(backgroundStyle)))
  }

  @_disfavoredOverload
  public init<B: ShapeStyle>(
    _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    self.init(title: Text(title), actions: actions(),
              background: AnyView(Rectangle().fill(backgroundStyle)))
  }
}

/// The launch screen's default actions: a button that creates a document.
public struct DefaultDocumentGroupLaunchActions: View {
  public init() {}
  public var body: some View { NewDocumentButton() }
}

/// A button that creates a new document: "Create Document" unless titled otherwise.
public struct NewDocumentButton<Label: View>: View {
  let label: Label

  public var body: some View { Button(action: {}, label: { label }) }
}

extension NewDocumentButton where Label == Text {
  public init(_ label: Text? = nil, contentType: UTType? = nil) {
    self.label = label ?? Text("Create Document")
  }

  public init(_ title: LocalizedStringKey, contentType: UTType? = nil) {
    label = Text(title)
  }

  @_disfavoredOverload
  public init(_ title: some StringProtocol, contentType: UTType? = nil) { label = Text(title) }

  public init(_ label: Text? = nil, contentType: UTType,
              prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
    self.label = label ?? Text("Create Document")
  }

  public init(_ title: LocalizedStringKey, contentType: UTType,
              prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
    label = Text(title)
  }

  @_disfavoredOverload
  public init(_ title: some StringProtocol, contentType: UTType,
              prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
    label = Text(title)
  }

  public init<D: FileDocument>(
    _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.label = label ?? Text("Create Document")
  }

  public init<D: FileDocument>(
    _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    label = Text(title)
  }

  @_disfavoredOverload
  public init<D: FileDocument>(
    _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    label = Text(title)
  }

  public init<D: ReferenceFileDocument>(
    _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.label = label ?? Text("Create Document")
  }

  public init<D: ReferenceFileDocument>(
    _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    label = Text(title)
  }

  @_disfavoredOverload
  public init<D: ReferenceFileDocument>(
    _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    label = Text(title)
  }
}

extension View {
  /// The menu of the document browser's items (a long press on a file): the browser lists
  /// files a picture has none of.
  public func documentBrowserContextMenu(
    @ViewBuilder _ menu: @escaping ([URL]?) -> some View
  ) -> some View { self }
}

// Titles given as a `LocalizedStringResource` (iOS 18): its text (`String(localized:)`), drawn
// as a string title is.
#if !canImport(Darwin)
extension DocumentGroupLaunchScene {
  @_disfavoredOverload
  public init(_ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder background: () -> some View,
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    (self.title, self.actions) = (Text(String(localized: title)), actions())
  }

  @_disfavoredOverload
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
    @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    (self.title, self.actions) = (Text(String(localized: title)), actions())
  }
}

extension DocumentLaunchView {
  @_disfavoredOverload
  public init(_ title: LocalizedStringResource, for contentTypes: [UTType],
              @ViewBuilder _ actions: () -> Actions,
              @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
              @ViewBuilder background: () -> some View = { _TintFill() },
              @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() },
              @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
                -> some View = { _ in EmptyView() }) {
    self.init(title: Text(String(localized: title)), actions: actions(),
              background: AnyView(background()))
  }

  @_disfavoredOverload
  public init<B: ShapeStyle>(
    _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B,
    @ViewBuilder _ actions: () -> Actions,
    @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
    @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() },
    @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy)
      -> some View = { _ in EmptyView() }
  ) {
    self.init(title: Text(String(localized: title)), actions: actions(),
              background: AnyView(Rectangle().fill(backgroundStyle)))
  }
}

extension NewDocumentButton where Label == Text {
  @_disfavoredOverload
  public init(_ title: LocalizedStringResource, contentType: UTType? = nil) {
    label = Text(String(localized: title))
  }

  @_disfavoredOverload
  public init(_ title: LocalizedStringResource, contentType: UTType,
              prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
    label = Text(String(localized: title))
  }

  @_disfavoredOverload
  public init<D: FileDocument>(
    _ title: LocalizedStringResource, for documentType: D.Type = D.self,
    contentType: UTType? = nil, prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    label = Text(String(localized: title))
  }

  @_disfavoredOverload
  public init<D: ReferenceFileDocument>(
    _ title: LocalizedStringResource, for documentType: D.Type = D.self,
    contentType: UTType? = nil, prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    label = Text(String(localized: title))
  }
}
#endif
