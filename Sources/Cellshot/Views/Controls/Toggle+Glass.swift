// iOS 26's switch (`InterfaceLook.ios26`), measured on public iOS 26 simulator screenshots and
// confirmed by a third party (docs/research-ios26-look.md, "Toggle"): a 63 x 28 capsule track,
// a 37 x 24 white pill for a knob 2 points inside it, no shadow; on, the tint (green unless
// `.tint` says otherwise); off, black at 23 % ((197,197,199) on a white card). In a list row its
// trailing edge is 14 points inside the card's, 2 points past the rows' 16-point inset.

/// The iOS 26 switch itself, without its label.
struct GlassSwitch: View {
  let isOn: Bool
  let on: Color

  static let size = CGSize(width: 63, height: 28)
  static let knob = CGSize(width: 37, height: 24)
  /// How far past the row's trailing inset the switch reaches in a list row.
  static let rowOverhang: CGFloat = 2
  /// The track when off: black at 23 % (measured); in dark mode white at 20 % (a guess).
  static let offTrack = Color(light: Color.black.opacity(0.23), dark: Color.white.opacity(0.2))

  var body: some View {
    ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? on : Self.offTrack)
      Capsule().fill(Color.white).frame(width: Self.knob.width, height: Self.knob.height)
        .padding(2)
    }
    .frame(width: Self.size.width, height: Self.size.height)
  }
}
