// The status bar's parts where iOS puts them on each class of iPhone, measured in public
// simulator screenshots (docs/research-status-bar.md): the time, the signal bars, Wi-Fi and the
// battery, each at its own place, size and baseline. Beside a notch (390-point iPhones: a
// 15.5-point time, smaller icons) and beside the Dynamic Island (a 17-point time 4.9 points
// past its ear's centre, the icons 5.3 before theirs; 3.33 points lower on the 402-point
// phones); a home-button iPhone's bars and Wi-Fi at the left, the time in the middle, the
// battery alone at the right.

/// Where the status bar's parts go on one class of device, in points from the screen's top
/// left (the icons from its right edge where they keep to it).
struct StatusBarMetrics {
  var timeCentre: CGFloat
  var baseline: CGFloat
  var timeSize: CGFloat
  /// The first bar's left edge, their pitch and width, heights and bottom.
  var barsX: CGFloat
  var barPitch: CGFloat
  var barWidth: CGFloat
  var barHeights: [CGFloat]
  var barsBottom: CGFloat
  var wifi: CGRect
  var battery: CGRect
  var batteryRadius: CGFloat
  var fillRadius: CGFloat
  var cap: CGRect

  /// The class `device` belongs to; nil for an iPad (whose bar spans the width).
  static func of(_ device: Device) -> StatusBarMetrics? {
    guard !device.isPad else { return nil }
    let width = device.size.width
    switch device.topFeature {
    case .dynamicIsland:
      // Measured on 393- and 402-point phones: the time and the icons keep to their ears.
      let ear = (width - 126) / 2
      let dy: CGFloat = device.safeAreaInsets.top >= 62 ? 10.0 / 3 : 0
      let group = width - ear / 2 - 5.3 - 78.33 / 2  // the icons' left edge
      return StatusBarMetrics(
        timeCentre: ear / 2 + 4.87, baseline: 35.33 + dy, timeSize: 17,
        barsX: group, barPitch: 16.0 / 3, barWidth: 10.0 / 3,
        barHeights: [14.0 / 3, 7, 29.0 / 3, 37.0 / 3], barsBottom: 35.33 + dy,
        wifi: CGRect(x: group + 26.67, y: 23 + dy, width: 17, height: 37.0 / 3),
        battery: CGRect(x: group + 51, y: 22.67 + dy, width: 25, height: 13),
        batteryRadius: 4.3, fillRadius: 2.5,
        cap: CGRect(x: group + 77, y: 27.17 + dy, width: 4.0 / 3, height: 4.17))
    case .notch:
      // Measured on 390-point phones; the icons keep to the right edge.
      let right = width - 390
      return StatusBarMetrics(
        timeCentre: 52, baseline: 30.33, timeSize: 15.5,
        barsX: 302.33 + right, barPitch: 14.0 / 3, barWidth: 3,
        barHeights: [4, 6, 26.0 / 3, 34.0 / 3], barsBottom: 30.33,
        wifi: CGRect(x: 325 + right, y: 18.33, width: 16, height: 12),
        battery: CGRect(x: 346.67 + right, y: 18.67, width: 22.67, height: 12),
        batteryRadius: 3.1, fillRadius: 1.6,
        cap: CGRect(x: 370.33 + right, y: 22.67, width: 4.0 / 3, height: 4))
    default:
      // A home-button iPhone: bars and Wi-Fi at the left, the battery at the right.
      return StatusBarMetrics(
        timeCentre: width / 2, baseline: 14.5, timeSize: 12,
        barsX: 6.5, barPitch: 4.5, barWidth: 3,
        barHeights: [4, 6, 8.5, 10.5], barsBottom: 15,
        wifi: CGRect(x: 27.5, y: 4.5, width: 15.5, height: 11),
        battery: CGRect(x: width - 29.5, y: 4, width: 22, height: 11.5),
        batteryRadius: 3, fillRadius: 1.6,
        cap: CGRect(x: width - 6.5, y: 8, width: 1, height: 3.5))
    }
  }
}

/// The status bar drawn from `metrics`, in the primary colour of the appearance (black in
/// light, white in dark); the battery's outline at 40 % and its cap at 50 %, as iOS draws them.
struct StatusBar: View {
  let metrics: StatusBarMetrics
  @Environment(\.displayScale) private var scale

  var body: some View {
    let m = metrics
    // The time's line as the strike sets it (SF's ascender and line, rounded up to pixels),
    // so that its baseline lands on the measured one.
    let k = max(1, scale)
    let ascent = (m.timeSize * k * 1950 / 2048).rounded(.up) / k
    let line = (m.timeSize * k * 2444 / 2048).rounded(.up) / k
    ZStack {
      Text("9:41")
        .font(.system(size: m.timeSize, weight: .semibold))
        .fixedSize()
        .position(x: m.timeCentre, y: m.baseline - ascent + line / 2)
      ForEach(0..<m.barHeights.count, id: \.self) { i in
        placed(RoundedRectangle(cornerRadius: 1).fill(Color.primary),
               CGRect(x: m.barsX + CGFloat(i) * m.barPitch, y: m.barsBottom - m.barHeights[i],
                      width: m.barWidth, height: m.barHeights[i]))
      }
      placed(Image(systemName: "wifi").resizable(), m.wifi)
      placed(RoundedRectangle(cornerRadius: m.batteryRadius)
               .strokeBorder(Color.primary.opacity(0.4), lineWidth: 1), m.battery)
      placed(RoundedRectangle(cornerRadius: m.fillRadius).fill(Color.primary),
             m.battery.insetBy(dx: 2, dy: 2))
      placed(UnevenRoundedRectangle(bottomTrailingRadius: m.cap.width,
                                    topTrailingRadius: m.cap.width)
               .fill(Color.primary.opacity(0.5)), m.cap)
    }
    .foregroundColor(.primary)
  }

  private func placed(_ view: some View, _ rect: CGRect) -> some View {
    view.frame(width: rect.width, height: rect.height).position(x: rect.midX, y: rect.midY)
  }
}
