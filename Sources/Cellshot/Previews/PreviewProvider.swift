/// SwiftUI's previews: `static var previews` is a view that `cellshot` tools can render.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  /// Built as a view builder builds, as SwiftUI's is: several previews listed one after another.
  @ViewBuilder static var previews: Previews { get }
}

public struct PreviewDevice: Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
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

public enum InterfaceOrientation: Sendable, Hashable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

public enum PreviewLayout: Sendable, Hashable {
  case sizeThatFits, device, fixed(width: CGFloat, height: CGFloat)
}
