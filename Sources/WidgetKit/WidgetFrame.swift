// How iOS draws a widget on the iPhone's Home Screen: the rule of a widget's picture.
//
// A family has a size in points that depends on the screen (Apple's Human Interface Guidelines'
// table, measured in widgets by simonbs/ios-widget-sizes): 158 x 158, 338 x 158 and 338 x 354
// on a 390-point-wide iPhone (iPhone 12 to 14), 170 x 170, 364 x 170 and 364 x 382 on a 428- or
// 430-point-wide one (Pro Max, Plus). The content sits inside 16-point margins (none with
// `.contentMarginsDisabled()`; the Lock Screen's accessory families have none), the container
// background (`.containerBackground(_:for: .widget)`, else the system background) fills the
// whole widget, and the widget is clipped to a continuous rounded rectangle of 22 points (a
// circle for `accessoryCircular`; the inline accessory is a line of text with no background).
import Cellshot
import SwiftUI

/// A family's size, margins and shape on a device.
struct WidgetMetrics {
  let family: WidgetFamily
  let device: Device

  /// The widget's size in points on the device's screen (its width decides, as iOS's grid).
  var size: CGSize {
    let width = min(device.size.width, device.size.height)
    let small: CGFloat, medium: CGFloat, large: CGFloat
    switch width {
    case 428...: (small, medium, large) = (170, 364, 382)
    case 414..<428: (small, medium, large) = (169, 360, 379)
    case 390..<414: (small, medium, large) = (158, 338, 354)
    case 375..<390 where device.size.height >= 812: (small, medium, large) = (155, 329, 345)
    case 375..<390: (small, medium, large) = (148, 321, 324)
    default: (small, medium, large) = (141, 292, 311)
    }
    let accessory: (circular: CGFloat, rectangular: CGFloat, inline: CGFloat) =
      width >= 428 ? (76, 172, 257) : (72, 160, 234)
    switch family {
    case .systemSmall: return CGSize(width: small, height: small)
    case .systemMedium: return CGSize(width: medium, height: small)
    case .systemLarge, .systemExtraLarge: return CGSize(width: medium, height: large)
    case .accessoryCircular, .accessoryCorner:
      return CGSize(width: accessory.circular, height: accessory.circular)
    case .accessoryRectangular:
      return CGSize(width: accessory.rectangular, height: accessory.circular)
    case .accessoryInline: return CGSize(width: accessory.inline, height: 26)
    }
  }

  /// Whether the family sits on the Home Screen (a system widget) or on the Lock Screen.
  var isSystem: Bool {
    [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge].contains(family)
  }

  /// The margins iOS puts around a widget's content: 16 points on the Home Screen.
  var contentMargins: EdgeInsets {
    isSystem ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets()
  }

  /// The corner radius of the widget's rounded rectangle.
  var cornerRadius: CGFloat {
    switch family {
    case .accessoryCircular, .accessoryCorner: size.width / 2
    case .accessoryInline: 0
    default: 22
    }
  }
}

/// An entry's view drawn as a widget of a family: its size, margins, background and shape.
struct WidgetContainer: View {
  let family: WidgetFamily
  let device: Device
  let marginsDisabled: Bool
  let content: AnyView

  var body: some View {
    let metrics = WidgetMetrics(family: family, device: device)
    let shape = RoundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
    // The Home Screen's widgets sit on the system background when they name none; the Lock
    // Screen's show no background of their own.
    let fallback = metrics.isSystem ? AnyView(Rectangle().fill(.background)) : AnyView(EmptyView())
    return content
      .padding(marginsDisabled ? EdgeInsets() : metrics.contentMargins)
      .frame(width: metrics.size.width, height: metrics.size.height)
      .containerBackgroundLayer(for: .widget, fallback: fallback)
      .clipShape(shape)
      .environment(\.widgetFamily, family)
      .environment(\.widgetContentMargins, metrics.contentMargins)
      .environment(\.widgetRenderingMode, metrics.isSystem ? .fullColor : .vibrant)
  }
}

/// A widget's entry view as the Home Screen shows it, at the size of `family` on `device`:
/// Cellshot's way to render, snapshot or preview a widget without its configuration.
///
///     Renderer(size: WidgetPreview.size(of: .systemSmall)).render(
///       WidgetPreview(family: .systemSmall) { HabitEntryView(entry: .sample) })
public struct WidgetPreview<Content: View>: View {
  let family: WidgetFamily
  let device: Device
  let contentMarginsDisabled: Bool
  let content: Content

  /// `content` as a widget of `family` on `device` (an iPhone 13 unless said otherwise), inside
  /// the content margins unless `contentMarginsDisabled`.
  public init(family: WidgetFamily, device: Device = .iphone13,
              contentMarginsDisabled: Bool = false, @ViewBuilder content: () -> Content) {
    self.family = family
    self.device = device
    self.contentMarginsDisabled = contentMarginsDisabled
    self.content = content()
  }

  public var body: some View {
    WidgetContainer(family: family, device: device, marginsDisabled: contentMarginsDisabled,
                    content: AnyView(content))
  }

  /// The size in points of a widget of `family` on `device`.
  public static func size(of family: WidgetFamily, on device: Device = .iphone13) -> CGSize {
    WidgetMetrics(family: family, device: device).size
  }
}

extension ContainerBackgroundPlacement {
  /// The background of a widget: it fills the widget, behind its content and margins.
  public static let widget = ContainerBackgroundPlacement("widget")
}

/// The preview context of a widget family: the preview shows the view as that widget.
public struct WidgetPreviewContext: PreviewContext, PresentingPreviewContext {
  /// The family the preview shows.
  public let family: WidgetFamily

  public init(family: WidgetFamily) { self.family = family }

  public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }

  package func present(_ view: AnyView) -> AnyView {
    AnyView(WidgetContainer(family: family, device: .iphone13, marginsDisabled: false,
                            content: view))
  }
}
