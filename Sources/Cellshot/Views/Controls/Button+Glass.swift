// iOS 26's system button styles (`InterfaceLook.ios26`), measured on lossless
// swift-snapshot-testing references of all four side by side (docs/research-ios26-look.md,
// "Buttons"): each a capsule 34.33 points tall at the regular size, 14 points from its ends to
// the label. `.bordered`: a neutral grey fill (the page darkened by about 8 %), the label in
// the accent colour. `.borderedProminent`: the accent fill, a white label. `.glass`: Liquid
// Glass with a one-point rim, the label black. `.glassProminent`: the accent fill with a
// one-point rim graded to a lighter cyan, a white label, glass's soft shadow. The other
// control sizes keep iOS 18's paddings in the capsule (not measured).

@MainActor extension EnvironmentValues {
  /// The button in iOS 26's look for `kind`, or nil for the kinds it draws as iOS 18 does
  /// (plain, unstyled).
  func glassStyledButton<Label: View>(_ label: Label, kind: ButtonKind) -> AnyView? {
    let (h, v): (CGFloat, CGFloat)
    switch controlSize {
    case .mini: (h, v) = (7, 2)
    case .small: (h, v) = (10, 4)
    // 6.33 above and below, in a capsule at least 34.33 tall: a line of body text makes the
    // 34.33, a taller label a taller one (a public iOS 26 screen's 44-point label: 56.67,
    // where no padding drew 44).
    case .regular: (h, v) = (14, 19.0 / 3)
    case .large, .extraLarge: (h, v) = (20, 14)
    }
    let height: CGFloat = controlSize == .regular ? 34.33 : 0
    let accent = tint
    let fill: AnyView
    let color: Color
    switch kind {
    case .plain, .unstyled:
      return nil
    case .bordered:
      fill = AnyView(Capsule().fill(Self.neutralButtonFill))
      color = accent
    case .prominent:
      fill = AnyView(Capsule().fill(accent))
      color = .white
    case .glass:
      fill = AnyView(LiquidGlass(shape: Capsule(), rim: 1))
      color = .primary
    case .glassProminent:
      fill = AnyView(ZStack {
        Capsule().fill(accent).shadow(color: LiquidGlass<Capsule>.shadow, radius: 16, y: 3)
        Capsule().strokeBorder(Self.prominentRim, lineWidth: 1)
      })
      color = .white
    }
    if buttonBorderShape.isCircle {
      // A circle's button: the label padded alike on every side.
      return AnyView(styledLabel(label, color)
        .padding(max(v, 7)).frame(minWidth: height, minHeight: height)
        .background(fill.clipShape(Circle())))
    }
    return AnyView(styledLabel(label, color)
      .padding(.horizontal, h).padding(.vertical, v)
      .frame(minHeight: height)
      .background(fill))
  }

  /// `.bordered`'s fill: black at 8 % (measured as the page darkened by that much); white at
  /// 14 % in dark mode (a guess).
  static let neutralButtonFill = Color(light: Color.black.opacity(0.08),
                                       dark: Color.white.opacity(0.14))
  /// `.glassProminent`'s rim: a lighter cyan, (43,210,255) at the edge (measured), at 60 %
  /// so that it grades into the fill.
  static let prominentRim = Color(r: 43, g: 210, b: 255, opacity: 0.6)
}
