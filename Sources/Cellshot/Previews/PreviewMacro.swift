// `#Preview`, as SwiftUI spells it. The macro is expanded by CellshotMacros (a compiler plugin
// that speaks the plugin protocol itself): each call becomes a public enum whose `preview` is
// `PreviewMacro.declared` called with the call's own arguments, and `cellshot previews` renders
// it as it renders a PreviewProvider's previews.

/// A preview of the view `body` builds, named `name`, as Xcode's canvas shows it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
  = #externalMacro(module: "CellshotMacros", type: "PreviewMacro")

/// A preview with traits: `.landscapeLeft`, `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
  = #externalMacro(module: "CellshotMacros", type: "PreviewMacro")

/// Marks state a `#Preview` body declares for itself: `@Previewable @State var on = true`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "CellshotMacros", type: "PreviewableMacro")

/// What a `#Preview` expands to: a type with the preview.
public protocol PreviewMacroProvider {
  @MainActor static var preview: Preview { get }
}

/// How a preview looks: its orientation and layout, as SwiftUI's preview traits say.
public struct PreviewTrait<T>: Sendable {
  let orientation: InterfaceOrientation?
  let layout: PreviewLayout?
  /// The view the preview is wrapped in (`.modifier(_:)`).
  var modifier: PreviewWrapping? = nil

  public static var portrait: PreviewTrait { PreviewTrait(orientation: .portrait, layout: nil) }
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(orientation: .portraitUpsideDown, layout: nil)
  }
  public static var landscapeLeft: PreviewTrait {
    PreviewTrait(orientation: .landscapeLeft, layout: nil)
  }
  public static var landscapeRight: PreviewTrait {
    PreviewTrait(orientation: .landscapeRight, layout: nil)
  }
  /// The view at its own size.
  public static var sizeThatFitsLayout: PreviewTrait {
    PreviewTrait(orientation: nil, layout: .sizeThatFits)
  }
  /// The device's screen (the default).
  public static var defaultLayout: PreviewTrait { PreviewTrait(orientation: nil, layout: .device) }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(orientation: nil, layout: .fixed(width: width, height: height))
  }
}

extension Preview {
  /// The kind of traits a view's preview takes (SwiftUI's `Preview.ViewTraits`).
  public enum ViewTraits {}

  /// The preview `#Preview` makes, made by hand: the same device, layout and modifiers.
  @MainActor
  public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
              body: @escaping @MainActor () -> any View) {
    self = PreviewMacro.make(name, traits: traits, body: body)
  }
}

/// Where a `#Preview`'s arguments go, with SwiftUI's signature.
public enum PreviewMacro {
  /// The preview a `#Preview` declares, on an iPhone 13 unless its traits say otherwise.
  @MainActor
  public static func declared(_ name: String? = nil,
                              traits: PreviewTrait<Preview.ViewTraits>...,
                              @ViewBuilder body: @escaping @MainActor () -> any View) -> Preview {
    make(name, traits: traits, body: body)
  }

  @MainActor
  static func make(_ name: String?, traits: [PreviewTrait<Preview.ViewTraits>],
                   body: @escaping @MainActor () -> any View) -> Preview {
    var device = Device.iphone13
    var layout = PreviewLayout.device
    for trait in traits {
      if let orientation = trait.orientation {
        let turned = orientation == .landscapeLeft || orientation == .landscapeRight
        device = turned ? Device.iphone13.landscape : Device.iphone13
      }
      if let asked = trait.layout { layout = asked }
    }
    // Each modifier wraps what the ones before it made: the first trait is innermost.
    var view = AnyView(body())
    var warnings: [String] = []
    for wrapping in traits.compactMap(\.modifier) {
      let wrapped = wrapping.wrap(view)
      view = wrapped.view
      warnings += wrapped.warning.map { [$0] } ?? []
    }
    return Preview(name: name, view: view, device: device, layout: layout, warnings: warnings)
  }
}
