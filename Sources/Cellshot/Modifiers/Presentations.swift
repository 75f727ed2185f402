// Sheets, alerts, popovers, dialogs, inspectors and the file panels: a picture shows the
// presenting view, so they compile with SwiftUI's signatures and change nothing. (Their
// content closures are kept, not called.)
import Foundation
import CoreTransferable
import UniformTypeIdentifiers

extension View {
  // MARK: sheets and covers

  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Content) -> some View {
    self
  }
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  public func popover<Content: View>(isPresented: Binding<Bool>,
                                     attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                     arrowEdge: Edge? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
    self
  }
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View { self }
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
    -> some View { self }

  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  public func presentationDetents(_ detents: Set<PresentationDetent>,
                                  selection: Binding<PresentationDetent>) -> some View { self }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
  public func presentationBackground<V: View>(alignment: Alignment = .center,
                                              @ViewBuilder content: () -> V) -> some View { self }
  public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View { self }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    self
  }
  public func presentationCompactAdaptation(horizontal: PresentationAdaptation,
                                            vertical: PresentationAdaptation) -> some View { self }
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction)
    -> some View { self }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View { self }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

  // MARK: alerts

  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                             @ViewBuilder actions: () -> A) -> some View { self }
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                             @ViewBuilder actions: () -> A) -> some View { self }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                @ViewBuilder actions: () -> A) -> some View {
    self
  }
  public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                      @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View { self }
  public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                      @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View { self }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }
  public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                @ViewBuilder actions: (T) -> A) -> some View { self }
  public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                presenting data: T?, @ViewBuilder actions: (T) -> A)
    -> some View { self }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                         presenting data: T?, @ViewBuilder actions: (T) -> A,
                                         @ViewBuilder message: (T) -> M) -> some View { self }
  public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey,
                                         isPresented: Binding<Bool>, presenting data: T?,
                                         @ViewBuilder actions: (T) -> A,
                                         @ViewBuilder message: (T) -> M) -> some View { self }
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { self }
  public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                @ViewBuilder actions: () -> A) -> some View {
    self
  }
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View { self }
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View { self }

  // MARK: dialogs and action sheets

  public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                          titleVisibility: Visibility = .automatic,
                                          @ViewBuilder actions: () -> A) -> some View { self }
  public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey,
                                          isPresented: Binding<Bool>,
                                          titleVisibility: Visibility = .automatic,
                                          @ViewBuilder actions: () -> A) -> some View { self }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View { self }
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View { self }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View { self }
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View { self }
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View { self }
  public func dialogIcon(_ icon: Image?) -> some View { self }
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
    self
  }
  public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey,
                                      isSuppressed: Binding<Bool>) -> some View { self }
  @_disfavoredOverload
  public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
    -> some View { self }

  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    self
  }
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View { self }

  // MARK: file panels

  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                           onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void)
    -> some View { self }
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                           allowsMultipleSelection: Bool,
                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void)
    -> some View { self }
  public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                           allowsMultipleSelection: Bool,
                           onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                           onCancellation: @escaping () -> Void) -> some View { self }
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View { self }
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View { self }
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument { self }
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: ReferenceFileDocument { self }
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View { self }
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View { self }
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument { self }
  public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: ReferenceFileDocument { self }
  public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View { self }
  public func fileExporter<C: Collection, T: Transferable>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where T == C.Element { self }
  public func fileMover(isPresented: Binding<Bool>, file: URL?,
                        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void)
    -> some View { self }
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL { self }
  public func fileMover(isPresented: Binding<Bool>, file: URL?,
                        onCompletion: @escaping (Result<URL, any Error>) -> Void,
                        onCancellation: @escaping () -> Void) -> some View { self }
  public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL { self }
  public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }
  public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View { self }
  public func fileDialogMessage(_ message: Text?) -> some View { self }
  public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View { self }
  public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }
  public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }
  @_disfavoredOverload
  public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View { self }
  public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }
  public func fileDialogCustomizationID(_ id: String) -> some View { self }
  public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }
  public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }
  public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }
}

/// What a file dialog's browser shows (packages, hidden files, extensions): there is no
/// dialog in a picture.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// How much a dialog asks of the user's attention (macOS draws a critical one with a
/// caution sign; on iOS a dialog looks the same at every severity).
public struct DialogSeverity: Equatable, Sendable {
  let name: String
  public static let automatic = DialogSeverity(name: "automatic")
  public static let critical = DialogSeverity(name: "critical")
  public static let standard = DialogSeverity(name: "standard")
}

/// Where a sheet rests: medium, large, a height or a share of the screen.
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
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(name: "\(D.self)")
  }

  /// What a custom detent is given to compute its height.
  @dynamicMemberLookup
  public struct Context {
    public let maxDetentValue: CGFloat
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      EnvironmentValues()[keyPath: keyPath]
    }
  }
}

/// A sheet height of the app's own.
public protocol CustomPresentationDetent {
  /// What the height is computed from.
  typealias Context = PresentationDetent.Context
  static func height(in context: Self.Context) -> CGFloat?
}

/// How a presentation adapts to a compact size.
public struct PresentationAdaptation: Sendable, Hashable {
  let name: String
  public static var automatic: PresentationAdaptation { .init(name: "automatic") }
  public static var none: PresentationAdaptation { .init(name: "none") }
  public static var popover: PresentationAdaptation { .init(name: "popover") }
  public static var sheet: PresentationAdaptation { .init(name: "sheet") }
  public static var fullScreenCover: PresentationAdaptation { .init(name: "fullScreenCover") }
}

/// Whether the view behind a sheet takes touches.
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  public static var automatic: PresentationBackgroundInteraction { .init(name: "automatic") }
  public static var enabled: PresentationBackgroundInteraction { .init(name: "enabled") }
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction { .init(name: "enabled") }
  public static var disabled: PresentationBackgroundInteraction { .init(name: "disabled") }
}

/// Whether a sheet's scrolling resizes it.
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String
  public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
  public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
  public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

/// How a presentation is sized (iOS 18): the size it proposes to its content. On an iPhone
/// every sheet is as wide as the screen, whatever its sizing.
public protocol PresentationSizing {
  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
}

/// The content of a presentation, as a sizing measures it.
public struct PresentationSizingRoot {
  let measure: (ProposedViewSize) -> CGSize

  /// The content's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// Where a presentation is shown, as a sizing sees it.
public struct PresentationSizingContext {}

/// The system's sizing: the presentation's whole area (nothing proposed of its own).
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize { .unspecified }
}

/// A form sheet: on iPad 580 points wide and 630 tall (UIKit's form sheet).
public struct FormPresentationSizing: PresentationSizing, Sendable {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize { ProposedViewSize(width: 580, height: 630) }
}

/// A page sheet: on iPad 704 points wide (UIKit's page sheet), as tall as it may be.
public struct PagePresentationSizing: PresentationSizing, Sendable {
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize { ProposedViewSize(width: 704, height: nil) }
}

/// A sheet the size of its content, on the axes asked for.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
  var horizontal = true
  var vertical = true

  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize {
    let size = root.sizeThatFits(.unspecified)
    return ProposedViewSize(width: horizontal ? size.width : nil,
                            height: vertical ? size.height : nil)
  }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension PresentationSizing {
  public func fitted(horizontal: Bool, vertical: Bool) -> FittedPresentationSizing {
    FittedPresentationSizing(horizontal: horizontal, vertical: vertical)
  }
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> Self { self }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
  case rect(Anchor<CGRect>.Source)
  case point(UnitPoint)
}

/// An alert's content, for `alert(isPresented:content:)` (never drawn).
public struct Alert {
  public struct Button {
    let label: Text?
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label)
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label)
    }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label)
    }
  }
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// An action sheet's content (the older spelling of a confirmation dialog; never drawn).
public struct ActionSheet {
  public typealias Button = Alert.Button
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {}
}
