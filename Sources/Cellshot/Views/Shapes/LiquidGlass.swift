// iOS 26's Liquid Glass as a still picture of it over flat content shows it (the
// `InterfaceLook.ios26` chrome: the tab bar, bar items, `.glass` buttons, `.glassEffect`): a
// light fill, a bright thin rim just inside the edge and a soft wide shadow a little below.
// No refraction or blur: over a flat page the real glass shows none, and a picture over busy
// content is the rare case (docs/research-ios26-look.md, "The glass material").

/// Liquid Glass in `shape`: a soft shadow, a light fill (tinted when asked), a thin bright rim.
///
/// Light mode's figures are measured on public iOS 26 simulator screenshots: over the grouped
/// background (242,242,247) the glass reads (251,251,255) and its rim is 2 pixels of white at
/// 3x; the page is darkened by about 11/255 under the bottom edge, 7 at the sides, 5 above,
/// fading over 20 points (the shadow's figures are a fit to that). Dark mode's are guesses (no
/// dark iOS 26 screenshot was found): a dark grey glass, a faint rim, a darker shadow.
struct LiquidGlass<S: Shape>: View {
  let shape: S
  /// A colour over the glass (`Glass.tint(_:)`), or nil.
  var tint: Color? = nil
  /// `Glass.clear`: a fainter fill.
  var clear = false
  /// The rim's width: 0.67 points on bars and their items, 1 on glass buttons.
  var rim: CGFloat = 0.67

  /// Over (242,242,247) with its shadow under it: (251,251,254), as measured (251,251,255).
  /// Nearly opaque: the real glass blurs what it lies over, so text under it
  /// shows as a smear at most; a plain 70 % fill would show it sharp.
  static var fill: Color {
    Color(light: Color(r: 252, g: 252, b: 255, opacity: 0.96),
          dark: Color(r: 38, g: 38, b: 42, opacity: 0.96))
  }
  static var clearFill: Color {
    Color(light: Color(r: 255, g: 255, b: 255, opacity: 0.35),
          dark: Color(r: 38, g: 38, b: 42, opacity: 0.35))
  }
  static var rimColor: Color {
    Color(light: .white, dark: Color.white.opacity(0.2))
  }
  static var shadow: Color {
    Color(light: Color.black.opacity(0.07), dark: Color.black.opacity(0.35))
  }

  var body: some View {
    ZStack {
      shape.fill(clear ? Self.clearFill : Self.fill)
        .shadow(color: Self.shadow, radius: 16, y: 3)
      if let tint { shape.fill(tint.opacity(0.8)) }
      shape.strokeBorder(Self.rimColor, lineWidth: rim)
    }
  }
}

/// The glyphs and labels on glass (bar items, unselected tabs, `.glass` buttons): near-black,
/// (25,25,29) measured; white-ish in dark mode (a guess).
extension Color {
  static let onGlass = dynamic((25, 25, 29, 1), (245, 245, 250, 1))
}
