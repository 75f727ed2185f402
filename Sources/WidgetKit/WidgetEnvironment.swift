// What a widget's views read and say about themselves: the environment values WidgetKit sets
// (the family, the rendering mode, the margins) and the modifiers a widget's views carry. The
// values are set by the widget's container (WidgetFrame.swift); the URL a tap opens and the
// accent group change no still picture and are accepted (docs/porting.md).
import Cellshot
import Foundation
import SwiftUI

/// How the system draws a widget: in full colour (the Home Screen), accented, or vibrant (the
/// Lock Screen).
public struct WidgetRenderingMode: Sendable, Hashable, CustomStringConvertible {
  let name: String
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
  public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey {
  static var defaultValue: WidgetFamily { .systemSmall }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
  static var defaultValue: WidgetRenderingMode { .fullColor }
}

private struct ShowsWidgetContainerBackgroundKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct WidgetContentMarginsKey: EnvironmentKey {
  static var defaultValue: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }
}

extension EnvironmentValues {
  /// The family of the widget the view is in (`systemSmall` outside a widget).
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }

  /// How the widget is drawn: full colour on the Home Screen, vibrant on the Lock Screen.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }

  /// Whether the widget's container background is shown: on the Home Screen, yes.
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }

  /// The margins the system puts around the widget's content (16 points on the Home Screen),
  /// for content that disables them and pads itself.
  public var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
    set { self[WidgetContentMarginsKey.self] = newValue }
  }
}

extension View {
  /// The URL the app opens when the widget is tapped: accepted (a picture is not tapped).
  public func widgetURL(_ url: URL?) -> some View { self }

  /// Puts the view in the accent group, tinted in the accented rendering mode: accepted (the
  /// Home Screen draws in full colour, where the group changes nothing).
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
}
