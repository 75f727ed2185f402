// AccessibilitySnapshot's strategy as its users write it with swift-snapshot-testing:
// `assertSnapshot(of: view, as: .accessibilityImage)`, for a UIView, a view controller (a
// hosting controller's SwiftUI view) or a SwiftUI view. The picture is Cellshot's
// `AccessibilityPicture`: the view in grey, each element VoiceOver stops at filled in its own
// colour, and the legend of what VoiceOver says.

import Cellshot
import CellshotTesting
import Foundation
import SwiftUI
import UIKit

/// When an element's activation point is marked (AccessibilitySnapshot's names).
public enum ActivationPointDisplayMode: Sendable {
  case always
  case whenOverridden
  case never

  var mode: AccessibilityPicture.ActivationPoints {
    switch self {
    case .always: .always
    case .whenOverridden: .whenOverridden
    case .never: .never
    }
  }
}

extension ViewPicture {
  /// The accessibility picture of the view `view` makes (see `render`).
  func accessibilityStrategy<Value, Content: View>(
    showActivationPoints: ActivationPointDisplayMode, monochrome: Bool, colors: [UIColor],
    view: @escaping (Value) -> @MainActor () throws -> Content
  ) -> Snapshotting<Value, UIImage> {
    let scale = self.scale
    let capture = Capture<Value, UIImage> { value, timeout in
      let make = view(value)
      let picture = try runOnMainActor(timeout: max(timeout, 120)) { () throws -> PixelBuffer in
        let content = environment(try make())
        var renderer = Renderer(size: config.size ?? Renderer(size: Device.iphone13.size,
                                                               scale: scale).idealSize(content),
                                scale: scale, colorScheme: colorScheme)
        if let insets = config.size.map({ _ in config.safeArea.edgeInsets }) {
          renderer.safeAreaInsets = insets
        } else {
          renderer.proposesIdealSize = true
        }
        let (prepared, tree) = renderer.prepareWithAccessibility(content)
        guard prepared.warnings.isEmpty else { throw RenderProblem(problems: prepared.warnings) }
        return try AccessibilityPicture.render(
          try prepared.render().buffer, scale: scale, tree: tree, monochrome: monochrome,
          colors: colors.isEmpty ? AccessibilityPicture.markerColors : colors.map(\.color),
          activationPoints: showActivationPoints.mode)
      }
      return (UIImage(pixels: picture, scale: CGFloat(scale)), nil)
    }
    let diffing = Diffing<UIImage>.image(precision: 1, perceptualPrecision: 1,
                                         scale: CGFloat(scale))
    return Snapshotting(pathExtension: "png", diffing: diffing, capture: capture,
                        placeholder: { _ in UIImage() })
  }
}

extension Snapshotting where Value == UIView, Format == UIImage {
  /// The view's accessibility picture, at its size.
  public static var accessibilityImage: Snapshotting<UIView, UIImage> { .accessibilityImage() }

  /// The view's accessibility picture: `showActivationPoints` marks where a double tap
  /// lands, `useMonochromeSnapshot: false` keeps the view's colours, `markerColors`
  /// replaces the palette; `drawHierarchyInKeyWindow` is accepted and ignored (no window).
  public static func accessibilityImage(
    showActivationPoints: ActivationPointDisplayMode = .whenOverridden,
    useMonochromeSnapshot: Bool = true, drawHierarchyInKeyWindow: Bool = false,
    markerColors: [UIColor] = [], traits: UITraitCollection = .init()
  ) -> Snapshotting<UIView, UIImage> {
    ViewPicture(config: ViewImageConfig(size: nil, traits: traits), traits: traits)
      .accessibilityStrategy(showActivationPoints: showActivationPoints,
                             monochrome: useMonochromeSnapshot, colors: markerColors) {
        (view: UIView) in
        nonisolated(unsafe) let view = view
        return { @MainActor () -> AnyView in view.snapshotContent }
      }
  }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// The accessibility picture of the SwiftUI view a hosting controller holds, on an iPhone
  /// 13's screen.
  public static var accessibilityImage: Snapshotting<UIViewController, UIImage> {
    .accessibilityImage()
  }

  /// The accessibility picture of a view controller's view on `config`'s device (see
  /// `UIView`'s).
  public static func accessibilityImage(
    on config: ViewImageConfig = .iPhone13,
    showActivationPoints: ActivationPointDisplayMode = .whenOverridden,
    useMonochromeSnapshot: Bool = true, drawHierarchyInKeyWindow: Bool = false,
    markerColors: [UIColor] = [], traits: UITraitCollection = .init()
  ) -> Snapshotting<UIViewController, UIImage> {
    ViewPicture(config: config, traits: traits)
      .accessibilityStrategy(showActivationPoints: showActivationPoints,
                             monochrome: useMonochromeSnapshot, colors: markerColors) {
        (controller: UIViewController) in
        { @MainActor () throws -> AnyView in
          if let hosting = controller as? any HostsSwiftUIView { return hosting.hostedView }
          return controller.view.snapshotContent
        }
      }
  }
}

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
  /// The view's accessibility picture at its ideal size.
  public static var accessibilityImage: Snapshotting<Value, UIImage> { .accessibilityImage() }

  /// The view's accessibility picture, laid out by `layout` (see `UIView`'s).
  public static func accessibilityImage(
    layout: SwiftUISnapshotLayout = .sizeThatFits,
    showActivationPoints: ActivationPointDisplayMode = .whenOverridden,
    useMonochromeSnapshot: Bool = true, drawHierarchyInKeyWindow: Bool = false,
    markerColors: [UIColor] = [], traits: UITraitCollection = .init()
  ) -> Snapshotting<Value, UIImage> {
    let picture: ViewPicture
    switch layout {
    case .device(let config): picture = ViewPicture(config: config, traits: traits)
    case .fixed(let width, let height):
      picture = ViewPicture(config: ViewImageConfig(size: CGSize(width: width, height: height)),
                            traits: traits)
    case .sizeThatFits: picture = ViewPicture(config: ViewImageConfig(), traits: traits)
    }
    return picture.accessibilityStrategy(showActivationPoints: showActivationPoints,
                                         monochrome: useMonochromeSnapshot,
                                         colors: markerColors) { (view: Value) in
      nonisolated(unsafe) let view = view
      return { view }
    }
  }
}
