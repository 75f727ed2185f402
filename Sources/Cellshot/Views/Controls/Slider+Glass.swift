// iOS 26's slider (`InterfaceLook.ios26`; docs/research-ios26-look.md, "Slider"): a track 6
// points tall with capsule ends (measured, from a JPEG), filled in the tint up to the thumb,
// the rest in the system fill; the thumb at rest a white capsule 38 x 24 points with a soft
// shadow (a CSS imitation's figures: its height is a guess; the only capture shows the thumb
// while dragged, as a glass lens).

/// The iOS 26 slider's track and thumb, as wide as offered and 24 points tall.
struct GlassSliderTrack: View {
  let fraction: CGFloat
  let neutral: CGFloat?
  let ticks: [CGFloat]
  let tint: Color
  let showsThumb: Bool

  static let trackHeight: CGFloat = 6
  static let thumb = CGSize(width: 38, height: 24)

  var body: some View {
    let thumb = Self.thumb, track = Self.trackHeight
    GeometryReader { g in
      let travel = max(0, g.size.width - thumb.width)
      let at = travel * fraction
      ZStack(alignment: .leading) {
        Capsule().fill(UIColor.systemFill.color).frame(height: track)
        if let neutral {
          // From the neutral value to the value, whichever side of it the value is.
          Capsule().fill(tint).frame(width: track + travel * abs(fraction - neutral),
                                     height: track)
            .offset(x: thumb.width / 2 - track / 2 + travel * min(fraction, neutral))
        } else {
          Capsule().fill(tint).frame(width: thumb.width / 2 + at, height: track)
        }
        ForEach(0..<ticks.count, id: \.self) { k in
          Circle().fill(Color(uiColor: .tertiaryLabel)).frame(width: 4, height: 4)
            .offset(x: thumb.width / 2 - 2 + travel * ticks[k])
        }
        // Clear when hidden (`.sliderThumbVisibility(.hidden)`), so the frames stay.
        Capsule().fill(showsThumb ? Color.white : .clear)
          .frame(width: thumb.width, height: thumb.height)
          .shadow(color: showsThumb ? Color.black.opacity(0.12) : .clear, radius: 4, y: 0.5)
          .offset(x: at)
      }
      .frame(width: g.size.width, height: thumb.height)
    }
    .frame(height: thumb.height)
  }
}
