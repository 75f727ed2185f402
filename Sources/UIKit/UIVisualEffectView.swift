// Blur and vibrancy (`UIVisualEffectView`, `UIBlurEffect`, `UIVibrancyEffect`): a blur view
// draws as the SwiftUI material of its style draws (Material.swift: nothing behind is blurred;
// the material's tint lies over it), its content view's subviews above. A vibrancy effect
// draws its content as it is.
import Cellshot

/// An effect a `UIVisualEffectView` applies to what lies behind it.
@MainActor @preconcurrency
open class UIVisualEffect: NSObject {
  public override init() {}
}

/// A blur of what lies behind, in one of the system's styles.
@MainActor @preconcurrency
open class UIBlurEffect: UIVisualEffect {
  public let style: Style

  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The styles of blur: the materials (thin to thick, and the bars' chrome), each following
  /// the appearance or fixed light or dark, and the traditional light, extra-light and dark.
  public enum Style: Int, Sendable {
    case extraLight, light, dark
    case regular = 4, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
    case systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
    case systemThickMaterialLight, systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
    case systemThickMaterialDark, systemChromeMaterialDark
  }

  /// The SwiftUI material the style draws as, and the appearance it keeps whatever the
  /// environment's (nil: the environment's).
  var material: (Material, ColorScheme?) {
    switch style {
    case .systemUltraThinMaterial: (.ultraThinMaterial, nil)
    case .systemThinMaterial: (.thinMaterial, nil)
    case .systemMaterial, .regular: (.regularMaterial, nil)
    case .systemThickMaterial, .prominent: (.thickMaterial, nil)
    case .systemChromeMaterial: (.bar, nil)
    case .systemUltraThinMaterialLight: (.ultraThinMaterial, .light)
    case .systemThinMaterialLight: (.thinMaterial, .light)
    case .systemMaterialLight, .light: (.regularMaterial, .light)
    case .systemThickMaterialLight, .extraLight: (.thickMaterial, .light)
    case .systemChromeMaterialLight: (.bar, .light)
    case .systemUltraThinMaterialDark: (.ultraThinMaterial, .dark)
    case .systemThinMaterialDark: (.thinMaterial, .dark)
    case .systemMaterialDark, .dark: (.regularMaterial, .dark)
    case .systemThickMaterialDark: (.thickMaterial, .dark)
    case .systemChromeMaterialDark: (.bar, .dark)
    }
  }
}

/// Content made vivid over a blur: drawn as it is.
@MainActor @preconcurrency
open class UIVibrancyEffect: UIVisualEffect {
  public let blurEffect: UIBlurEffect
  public let vibrancyStyle: UIVibrancyEffectStyle

  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    vibrancyStyle = .label
    super.init()
  }

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    vibrancyStyle = style
    super.init()
  }
}

/// How strongly vibrant content shows: accepted (content is drawn as it is).
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill
  case separator
}

/// A view that blurs what lies behind it: drawn as the SwiftUI material of its blur's style,
/// with its content view's subviews above.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
  /// The effect; nil draws nothing but the content.
  open var effect: UIVisualEffect?
  /// The view to add subviews to: it fills the effect view.
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }
  public override init() {
    super.init()
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) {
    super.init()
    addSubview(contentView)
  }

  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }
  open override var bounds: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
  }

  open override var snapshotContent: AnyView {
    let blur = (effect as? UIBlurEffect) ?? (effect as? UIVibrancyEffect)?.blurEffect
    let content = super.snapshotContent
    guard let blur, effect is UIBlurEffect else { return content }
    let (material, scheme) = blur.material
    let tint: AnyView = if let scheme {
      AnyView(Rectangle().fill(material).environment(\.colorScheme, scheme))
    } else {
      AnyView(Rectangle().fill(material))
    }
    return AnyView(ZStack(alignment: .topLeading) {
      tint
      content
    }
    .frame(width: bounds.width, height: bounds.height, alignment: .topLeading)
    .opacity(Double(alpha)))
  }
}
