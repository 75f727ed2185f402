// SwiftUI on Linux: Cellshot under the name app code imports, with what `import SwiftUI` brings
// on iOS beside it (UIKit's and Combine's names, as Cellshot's UIKit and Combine modules hold
// them; Observation, CoreTransferable and SwiftUICore, which SwiftUI re-exports). An iOS package adds Cellshot for Linux only and keeps `import SwiftUI`. Names only: every
// rule is Cellshot's. Never imported by Cellshot.
@_exported import Cellshot
@_exported import Combine
@_exported import CoreTransferable
@_exported import Observation
@_exported import SwiftUICore
@_exported import CoreGraphics
@_exported import UIKit
// SF Symbols' effects (`.symbolEffect(.bounce, value:)`): SwiftUI's re-export on iOS, where a
// file importing only SwiftUI names them under MemberImportVisibility (an Xcode 26 project does).
@_exported import Symbols
#if canImport(FoundationNetworking)
// URLSession and URLRequest, which Foundation holds on iOS and FoundationNetworking on Linux.
@_exported import FoundationNetworking
#endif

/// A view controller hosting a SwiftUI view, as tests write to snapshot one: its `view` draws
/// the SwiftUI view (swift-snapshot-testing's `.image` on the controller or on its view, or
/// `drawHierarchy` into a `UIGraphicsImageRenderer`).
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content {
    didSet { hostingView.rootView = rootView }
  }
  private let hostingView: _UIHostingView<Content>
  /// How the controller sizes itself: accepted (its view has the SwiftUI view's ideal size).
  public var sizingOptions: UIHostingControllerSizingOptions = []
  public var safeAreaRegions: SafeAreaRegions = .all

  public init(rootView: Content) {
    self.rootView = rootView
    hostingView = _UIHostingView(rootView: rootView)
    super.init()
    view = hostingView
  }

  /// A controller from a storyboard, hosting `rootView`.
  public init?(coder aDecoder: NSCoder, rootView: Content) {
    self.rootView = rootView
    hostingView = _UIHostingView(rootView: rootView)
    super.init()
    view = hostingView
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("a hosting controller is made with init(rootView:)")
  }

  /// The SwiftUI view's size offered `size`: its ideal size, within it.
  public func sizeThatFits(in size: CGSize) -> CGSize { hostingView.sizeThatFits(size) }
}

/// A hosting controller's view: it draws its SwiftUI view.
@MainActor @preconcurrency
open class _UIHostingView<Content: View>: UIView {
  public var rootView: Content

  public init(rootView: Content) {
    self.rootView = rootView
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) {
    preconditionFailure("a hosting view is made with init(rootView:)")
  }

  /// The SwiftUI view's ideal size.
  open override var intrinsicContentSize: CGSize {
    Renderer(size: Device.iphone13.size).idealSize(rootView)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let ideal = intrinsicContentSize
    return CGSize(width: min(ideal.width, size.width), height: min(ideal.height, size.height))
  }

  /// The SwiftUI view, in the view's bounds (at its ideal size when they are empty).
  open override var snapshotContent: AnyView {
    guard bounds.width > 0, bounds.height > 0 else { return AnyView(rootView) }
    return AnyView(ZStack {
      if let backgroundColor { Color(uiColor: backgroundColor) }
      rootView
    }.frame(width: bounds.width, height: bounds.height))
  }
}

/// A view that hosts a SwiftUI view in a UIKit hierarchy.
public typealias UIHostingView = _UIHostingView

/// How a hosting controller sizes itself.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1)
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
