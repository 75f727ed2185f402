// UIKit views inside SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`): Cellshot
// draws SwiftUI only, so such a view takes the space it is offered, is drawn as a grey box
// with its type's name, and the render warns that it is not drawn. Their coordinators and
// contexts have SwiftUI's shapes, so the code that makes and updates them compiles.

/// A UIKit view wrapped for SwiftUI: drawn as a named grey box, with a warning.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == RepresentedPlaceholder {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize?
}

extension UIViewRepresentable {
  public var body: RepresentedPlaceholder { RepresentedPlaceholder(typeName: "\(Self.self)") }
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// A UIKit view controller wrapped for SwiftUI: drawn as a named grey box, with a warning.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == RepresentedPlaceholder {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType,
                                        coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                    context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
  public var body: RepresentedPlaceholder { RepresentedPlaceholder(typeName: "\(Self.self)") }
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType,
                                               coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                           context: Context) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's `context` holds: its coordinator, the transaction and the
/// environment.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues

  public init(coordinator: Representable.Coordinator, transaction: Transaction = Transaction(),
              environment: EnvironmentValues = EnvironmentValues()) {
    self.coordinator = coordinator
    self.transaction = transaction
    self.environment = environment
  }

  /// Runs `changes`: a picture shows their end.
  public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }
}

@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues

  public init(coordinator: Representable.Coordinator, transaction: Transaction = Transaction(),
              environment: EnvironmentValues = EnvironmentValues()) {
    self.coordinator = coordinator
    self.transaction = transaction
    self.environment = environment
  }

  public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    completion?()
  }
}
