import Cellshot
import CellshotTesting
import Foundation
import SwiftUI
import UIKit

/// Where a SwiftUI view is laid out for its picture (swift-snapshot-testing's
/// `SwiftUISnapshotLayout`).
public enum SwiftUISnapshotLayout: Sendable {
  /// On a device's screen, inside its safe area, the view centred.
  case device(config: ViewImageConfig)
  /// On a screen of this size in points, without safe area, the view centred.
  case fixed(width: CGFloat, height: CGFloat)
  /// At the view's ideal size (laid out with nothing proposed).
  case sizeThatFits
}

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
  /// The view at its ideal size, compared by pixel equality.
  public static var image: Snapshotting<Value, UIImage> { .image() }

  /// The view drawn by Cellshot, compared as swift-snapshot-testing compares images.
  ///
  /// ```swift
  /// assertSnapshot(of: CardView(), as: .image(layout: .device(config: .iPhone13)))
  /// ```
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: Accepted and ignored: there is no window on Linux, and
  ///     `UIAppearance` proxies are not drawn.
  ///   - precision: The share of pixels that must match (see `Diffing.image`).
  ///   - perceptualPrecision: How close a pixel's colour must be to match (see
  ///     `Diffing.image`).
  ///   - layout: Where the view is laid out.
  ///   - traits: Traits over the device's: `userInterfaceStyle` is the colour scheme,
  ///     `displayScale` the scale (the device's when unspecified); see `ViewImageConfig` for the others.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    layout: SwiftUISnapshotLayout = .sizeThatFits,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<Value, UIImage> {
    let picture: ViewPicture
    switch layout {
    case .device(let config):
      picture = ViewPicture(config: config, traits: traits)
    case .fixed(let width, let height):
      picture = ViewPicture(config: ViewImageConfig(size: CGSize(width: width, height: height)),
                            traits: traits)
    case .sizeThatFits:
      picture = ViewPicture(config: ViewImageConfig(), traits: traits)
    }
    return picture.strategy(precision: precision, perceptualPrecision: perceptualPrecision) {
      (view: Value) in
      // The view stays the caller's: it is only read, on the main actor, while the caller
      // waits.
      nonisolated(unsafe) let view = view
      return { view }
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// The SwiftUI view a `UIHostingController` holds, on an iPhone 13's screen without safe
  /// area.
  public static var image: Snapshotting<UIViewController, UIImage> { .image() }

  /// The SwiftUI view a `UIHostingController` holds, on `config`'s device (its size replaced
  /// by `size` when given). Cellshot draws SwiftUI views only: another view controller fails
  /// the assertion.
  public static func image(
    on config: ViewImageConfig,
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    var config = config
    if let size { config.size = size }
    return hosted(ViewPicture(config: config, traits: traits), precision: precision,
                  perceptualPrecision: perceptualPrecision)
  }

  /// The SwiftUI view a `UIHostingController` holds, at `size` (an iPhone 13's screen when
  /// nil), without safe area.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    let config = ViewImageConfig(size: size ?? Device.iphone13.size, traits: traits)
    return hosted(ViewPicture(config: config, traits: traits), precision: precision,
                  perceptualPrecision: perceptualPrecision)
  }

  private static func hosted(_ picture: ViewPicture, precision: Float, perceptualPrecision: Float)
    -> Snapshotting<UIViewController, UIImage>
  {
    picture.strategy(precision: precision, perceptualPrecision: perceptualPrecision) {
      (controller: UIViewController) in
      { @MainActor () throws -> AnyView in
        // a hosting controller's SwiftUI view; any other controller's view as UIKit lays it
        // out here: its background colour and subviews in their frames
        if let hosting = controller as? any HostsSwiftUIView { return hosting.hostedView }
        return controller.view.snapshotContent
      }
    }
  }
}

extension Snapshotting where Value == UIView, Format == UIImage {
  /// A view at its size: a hosting controller's view draws its SwiftUI view (at its SwiftUI
  /// view's ideal size when it has none), another view its background and subviews.
  public static var image: Snapshotting<UIView, UIImage> { .image() }

  /// A view at `size` (its own when nil), with `traits`.
  public static func image(
    drawHierarchyInKeyWindow: Bool = false,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    size: CGSize? = nil,
    traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    let picture = ViewPicture(config: ViewImageConfig(size: size, traits: traits), traits: traits)
    return picture.strategy(precision: precision, perceptualPrecision: perceptualPrecision) {
      (view: UIView) in
      nonisolated(unsafe) let view = view
      return { @MainActor () -> AnyView in view.snapshotContent }
    }
  }
}

/// A view controller that holds a SwiftUI view: `UIHostingController`.
@MainActor
protocol HostsSwiftUIView {
  var hostedView: AnyView { get }
}

extension UIHostingController: HostsSwiftUIView {
  var hostedView: AnyView { AnyView(rootView) }
}
