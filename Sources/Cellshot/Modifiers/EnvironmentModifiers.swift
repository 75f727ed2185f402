// Modifiers/: the modifiers that are not layout rules. Environment ones (this file) change
// values handed down; effects (Clip, Opacity, Shadow, Filters, Transforms, Mask, ZIndex) add a
// node the layout looks through and Render/Paint/ draws; the rest (accessibility, gestures,
// lifecycle, presentations, search, keyboard, animation, bars) compile with SwiftUI's
// signatures and change nothing in a picture. Layout modifiers live with their rules in
// Layout/Rules/.

// Modifiers that set environment values for the views inside: fonts and text settings,
// colours and tints, the appearance.

extension View {
  // MARK: environment

  public func font(_ font: Font?) -> some View {
    EnvironmentModifier(content: self) { $0.font = font }
  }

  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentModifier(content: self) { $0.foregroundColor = color }
  }



  /// Asks for light or dark appearance: as on iOS it applies to the whole screen (the
  /// renderer lays the screen out again in that scheme, background included); nil asks nothing.
  public func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
    PreferredColorScheme(content: self, scheme: scheme)
  }

  public func tint(_ color: Color?) -> some View {
    EnvironmentModifier(content: self) {
      $0.tint = color ?? .blue
      $0.explicitTint = color
    }
  }

  /// The tint as a style: a colour tints as itself, a gradient or other style as its
  /// representative colour (the one a control's accent is drawn in).
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    self.tint(tint.map { $0.representativeColor })
  }

  /// The spelling before `preferredColorScheme(_:)` and `environment(\.colorScheme, _:)`: the
  /// view below in `colorScheme`, the rest of the screen as it is.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    EnvironmentModifier(content: self) { $0.colorScheme = colorScheme }
  }

  /// The older spelling of `tint`.
  public func accentColor(_ color: Color?) -> some View { tint(color) }

  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.bold = isActive }
  }

  /// Digits of the text below all one width, as `Text.monospacedDigit()`.
  public func monospacedDigit() -> some View {
    EnvironmentModifier(content: self) { $0.monospacedDigit = true }
  }

  /// The weight of the text and symbols below, unless they set their own (nil: theirs).
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    EnvironmentModifier(content: self) { $0.fontWeight = weight }
  }

  public func lineLimit(_ number: Int?) -> some View {
    EnvironmentModifier(content: self) { $0.lineLimit = number.map { max(1, $0) } }
  }

  /// At most the range's upper bound of lines; a vertical text field keeps room for the lower
  /// bound's (a `Text` does not: it is as tall as its lines).
  public func lineLimit(_ range: ClosedRange<Int>) -> some View {
    EnvironmentModifier(content: self) {
      $0.lineLimit = max(1, range.upperBound)
      $0.reservedLines = Int32(clamping: min(range.lowerBound, 1000))
    }
  }
  public func lineLimit(_ range: PartialRangeFrom<Int>) -> some View {
    EnvironmentModifier(content: self) {
      $0.lineLimit = nil
      $0.reservedLines = Int32(clamping: min(range.lowerBound, 1000))
    }
  }
  public func lineLimit(_ range: PartialRangeThrough<Int>) -> some View {
    lineLimit(range.upperBound)
  }
  /// At most `limit` lines; with `reservesSpace`, a vertical text field keeps room for them.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    EnvironmentModifier(content: self) {
      $0.lineLimit = max(1, limit)
      $0.reservedLines = reservesSpace ? Int32(clamping: min(limit, 1000)) : 0
    }
  }

  /// Points added between the lines of the text below (not after the last line).
  public func lineSpacing(_ spacing: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.lineSpacing = spacing }
  }

  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    EnvironmentModifier(content: self) { $0.multilineTextAlignment = alignment }
  }

  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentModifier(content: self) { $0.isEnabled = !disabled }
  }

  /// Sets the content offset the scroll views inside show: a screenshot of a scrolled state.
  public func scrollContentOffset(x: CGFloat = 0, y: CGFloat) -> some View {
    EnvironmentModifier(content: self) {
      $0.scrollContentOffset = CGPoint(x: cleanLength(x), y: cleanLength(y))
    }
  }

  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
  }

  /// The view with the environment's value at `keyPath` changed by `transform`.
  public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                      transform: @escaping (inout V) -> Void) -> some View {
    EnvironmentModifier(content: self) { transform(&$0[keyPath: keyPath]) }
  }
}

struct PreferredColorScheme<Content: View>: PrimitiveView {
  let content: Content
  let scheme: ColorScheme?

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard let scheme else { return resolve(content, builder, environment) }
    builder.preferredColorScheme = scheme
    var env = environment
    env.colorScheme = scheme
    return resolve(content, builder, env)
  }
}

/// The preference `.preferredColorScheme(_:)` states, read by the presentation above it: of
/// several, the last one stated wins (as the renderer applies the last one met).
public struct PreferredColorSchemeKey: PreferenceKey {
  public typealias Value = ColorScheme?
  public static var defaultValue: ColorScheme? { nil }
  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    value = nextValue() ?? value
  }
}
