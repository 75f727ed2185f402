/// SwiftUI's previews: `static var previews` is a view that `cellshot` tools can render.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  /// Built as a view builder builds, as SwiftUI's is: several previews listed one after another.
  @ViewBuilder static var previews: Previews { get }
  /// The platform the previews are for: nil (the default) lets the tools choose (an iPhone).
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// A platform previews are shown on; `cellshot` shows every one on an iPhone.
public enum PreviewPlatform: Sendable, Hashable {
  case iOS, macOS, tvOS, watchOS
}

/// A device named as Xcode names it (`"iPhone SE (3rd generation)"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral: String) { self.init(rawValue: stringLiteral) }
}

extension View {
  /// The device `cellshot previews` shows this preview on: an iPhone SE, a large iPhone (Pro
  /// Max, Plus) or an iPhone 13 for the others.
  public func previewDevice(_ device: PreviewDevice?) -> some View {
    TraitModifier(content: self) { $0.previewDevice = device?.rawValue }
  }

  /// The name `cellshot previews` adds to this preview's file name.
  public func previewDisplayName(_ name: String?) -> some View {
    TraitModifier(content: self) { $0.previewName = name }
  }

  /// Landscape orientations show the preview's device turned sideways.
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
    TraitModifier(content: self) { $0.previewOrientation = orientation }
  }

  /// `.sizeThatFits` shows the preview at its own size, `.fixed` at that size, `.device` (the
  /// default) on the device's screen.
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    TraitModifier(content: self) { $0.previewLayout = layout }
  }
}

/// A device's orientation, for `.previewInterfaceOrientation`; its `id` is the case's name.
public enum InterfaceOrientation: CaseIterable, Identifiable, Sendable, Hashable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  public var id: String { "\(self)" }
}

public enum PreviewLayout: Sendable, Hashable {
  case sizeThatFits, device, fixed(width: CGFloat, height: CGFloat)
}

/// A key for a value a preview context holds (SwiftUI's `PreviewContextKey`).
public protocol PreviewContextKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Where a preview is shown, beyond a device: WidgetKit's `WidgetPreviewContext(family:)`.
public protocol PreviewContext {
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A preview context that shows a view in a frame of its own (a widget's family): the module
/// that declares the context says how.
package protocol PresentingPreviewContext: PreviewContext {
  @MainActor func present(_ view: AnyView) -> AnyView
}

extension View {
  /// Shows this preview in `value`'s context: WidgetKit's contexts show it as a widget of
  /// their family, at the widget's size; other contexts change nothing.
  public func previewContext<C: PreviewContext>(_ value: C) -> some View {
    let presented = (value as? any PresentingPreviewContext)?.present(AnyView(self))
    return TraitModifier(content: presented ?? AnyView(self)) {
      if presented != nil { $0.previewLayout = .sizeThatFits }
    }
  }
}
