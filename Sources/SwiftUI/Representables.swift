// UIKit views inside SwiftUI (`UIViewRepresentable`, `UIViewControllerRepresentable`): a
// representable makes its view (`makeUIView`, then `updateUIView`, with its coordinator and
// the environment), and the view draws as UIKit's views draw (UIView.snapshotContent) when
// every view in it is UIKit's own (`drawsInSnapshots`). Sized as SwiftUI sizes one: its
// `sizeThatFits(_:uiView:context:)` when it gives a size, else on each axis the view's
// intrinsic size where it has one, else the space offered. Any other view (a class of the
// app's or another framework's, whose drawing Cellshot does not see) and any view controller
// takes the space offered, is drawn as a grey box with its type's name, and the render warns.

/// A UIKit view wrapped for SwiftUI: drawn as UIKit's views draw, or as a named grey box.
///
/// A primitive view, as in SwiftUI (`Body` is `Never`): it resolves to its UIKit view's
/// picture, its `@State` and `@Environment` properties brought up to date first.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize?
}

extension UIViewRepresentable {
  /// A representable has no body: it is drawn as its UIKit view.
  public var body: Never { fatalError("\(Self.self) is a UIViewRepresentable: it has no body") }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let placeholder = RepresentedPlaceholder(typeName: "\(Self.self)") { environment in
      let context = Context(coordinator: makeCoordinator(), environment: environment)
      let view = makeUIView(context: context)
      updateUIView(view, context: context)
      guard view.drawsInSnapshots else { return nil }
      return AnyView(RepresentedUIView(view: view) { proposal in
        sizeThatFits(proposal, uiView: view, context: context)
      })
    }
    return placeholder._makeNodes(for: self, builder, environment)
  }

  /// Called when SwiftUI removes the view: a picture keeps its views to the end.
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  /// No size of the representable's own: the view's intrinsic size, else the space offered.
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize? { nil }
  public static func _layoutOptions(_ provider: UIViewType) -> LayoutOptions { [] }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// A UIKit view controller wrapped for SwiftUI: drawn as a named grey box, with a warning.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType,
                                        coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                    context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
  /// A representable has no body: it is drawn as a named grey box.
  public var body: Never {
    fatalError("\(Self.self) is a UIViewControllerRepresentable: it has no body")
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    RepresentedPlaceholder(typeName: "\(Self.self)")._makeNodes(for: self, builder, environment)
  }

  /// Called when SwiftUI removes the controller: a picture keeps its views to the end.
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType,
                                               coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                           context: Context) -> CGSize? { nil }
  public static func _layoutOptions(_ provider: UIViewControllerType) -> LayoutOptions { [] }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// How a representable's view takes part in layout (SwiftUI's plumbing): no options.
public struct _PlatformViewRepresentableLayoutOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
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

/// A UIKit view in SwiftUI's layout: offered a size, it takes the representable's answer,
/// else its intrinsic size on the axes it has one, else what it is offered (10 points on an
/// axis offered nothing); then it is laid out at that size and drawn.
struct RepresentedUIView: View {
  let view: UIView
  let fit: @MainActor (ProposedViewSize) -> CGSize?

  var body: some View {
    RepresentedLayout(intrinsic: view.intrinsicContentSize, fit: fit) {
      GeometryReader { proxy in
        view.frame = CGRect(origin: .zero, size: proxy.size)
        return view.snapshotContent
      }
    }
  }
}

/// Sizes a represented view (`RepresentedUIView`) and gives its picture that size.
struct RepresentedLayout: Layout {
  let intrinsic: CGSize
  let fit: @MainActor (ProposedViewSize) -> CGSize?

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    if let size = MainActor.assumeIsolated({ fit(proposal) }) { return size }
    func side(_ own: CGFloat, _ offered: CGFloat?) -> CGFloat {
      own != UIView.noIntrinsicMetric ? own : offered ?? 10
    }
    return CGSize(width: side(intrinsic.width, proposal.width),
                  height: side(intrinsic.height, proposal.height))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                     cache: inout ()) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}
