import Cellshot
import CellshotTesting
import Foundation
import UIKit

/// How a view becomes a picture: the device's size and safe area (the view's ideal size when
/// there is no size), its traits with the assertion's over them, and Cellshot's renderer.
struct ViewPicture: Sendable {
  let config: ViewImageConfig
  /// The device's traits, then the assertion's.
  let traits: UITraitCollection

  init(config: ViewImageConfig, traits: UITraitCollection) {
    self.config = config
    self.traits = UITraitCollection(traitsFrom: [config.traits, traits])
  }

  /// Pixels per point: the traits' display scale, rounded, from 1 to 8; when they give none,
  /// the device's screen scale, or 3 for a view at its own or a fixed size (an iPhone
  /// simulator's, where swift-snapshot-testing's references are usually recorded).
  var scale: Int {
    let asked = traits.displayScale > 0 && traits.displayScale.isFinite
      ? traits.displayScale : (config.screenScale ?? ViewPicture.defaultScale)
    return min(8, max(1, Int(asked.rounded())))
  }

  /// The scale of a picture with no device and no `displayScale`: an iPhone's.
  static let defaultScale: CGFloat = 3

  /// The strategy for values that `view` turns into a SwiftUI view on the main actor.
  func strategy<Value, Content: View>(
    precision: Float, perceptualPrecision: Float,
    view: @escaping (Value) -> @MainActor () throws -> Content
  ) -> Snapshotting<Value, UIImage> {
    let capture = Capture<Value, UIImage> { value, timeout in
      let rendered = try render(timeout: timeout, view(value))
      return (UIImage(pixels: rendered.buffer, scale: CGFloat(scale)), rendered.frameTree)
    }
    let diffing = Diffing<UIImage>.image(precision: precision,
                                         perceptualPrecision: perceptualPrecision,
                                         scale: CGFloat(scale))
    return Snapshotting(pathExtension: "png", diffing: diffing, capture: capture,
                        placeholder: { _ in UIImage() })
  }

  /// Lays the view out on the main actor, waiting for it at most `max(timeout, 120)` seconds
  /// (a guard against a blocked main actor, not a limit on the render), then draws it on the
  /// caller's thread: tests off the main actor draw, decode and compare in parallel.
  func render<Content: View>(timeout: TimeInterval,
                             _ view: @escaping @MainActor () throws -> Content)
    throws -> RenderedView
  {
    let prepared = try runOnMainActor(timeout: max(timeout, 120)) { () throws -> PreparedRender in
      let content = environment(try view())
      guard let size = config.size else {
        // The view's ideal size, laid out exactly as measured (nothing proposed).
        let ideal = Renderer(size: Device.iphone13.size, scale: scale).idealSize(content)
        var renderer = Renderer(size: ideal, scale: scale, colorScheme: colorScheme)
        renderer.proposesIdealSize = true
        return renderer.prepare(content)
      }
      var renderer = Renderer(size: size, scale: scale, colorScheme: colorScheme)
      renderer.safeAreaInsets = config.safeArea.edgeInsets
      return renderer.prepare(content)
    }
    guard prepared.warnings.isEmpty else { throw RenderProblem(problems: prepared.warnings) }
    return try prepared.render()
  }

  var colorScheme: ColorScheme { traits.userInterfaceStyle == .dark ? .dark : .light }

  /// `view` with the traits Cellshot's environment has names for: the size classes, the
  /// content size category (which no text is drawn larger for yet) and the layout direction
  /// (right to left mirrors the view).
  @MainActor
  func environment<Content: View>(_ view: Content) -> AnyView {
    var view = AnyView(view)
    if let horizontal = traits.horizontalSizeClass.swiftUI {
      view = AnyView(view.environment(\.horizontalSizeClass, horizontal))
    }
    if let vertical = traits.verticalSizeClass.swiftUI {
      view = AnyView(view.environment(\.verticalSizeClass, vertical))
    }
    if let category = traits.preferredContentSizeCategory.swiftUI {
      view = AnyView(view.environment(\.sizeCategory, category))
    }
    if traits.layoutDirection == .rightToLeft {
      view = AnyView(view.environment(\.layoutDirection, .rightToLeft))
    }
    return view
  }
}

extension UIUserInterfaceSizeClass {
  /// SwiftUI's size class, or nil when unspecified.
  var swiftUI: UserInterfaceSizeClass? {
    switch self {
    case .compact: return .compact
    case .regular: return .regular
    case .unspecified: return nil
    }
  }
}

extension UIContentSizeCategory {
  /// SwiftUI's content size category, or nil when unspecified.
  var swiftUI: ContentSizeCategory? {
    let categories: [UIContentSizeCategory: ContentSizeCategory] = [
      .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
      .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
      .extraExtraExtraLarge: .extraExtraExtraLarge, .accessibilityMedium: .accessibilityMedium,
      .accessibilityLarge: .accessibilityLarge,
      .accessibilityExtraLarge: .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
    ]
    return categories[self]
  }
}
