/// What iOS draws over every screen of a device: the status bar (9:41, signal, Wi-Fi, battery)
/// in the top safe area, and the home indicator (a capsule 5 points tall and 0.357 of the
/// screen wide, 8 points from the bottom)
/// on devices without a home button (light over a dark screen, dark over a light one, whatever
/// the appearance). An iPhone's status bar is laid out as iOS lays it out on the device's
/// class (`StatusBar.swift`); an iPad's spans the width. Drawn in the primary colour of the
/// appearance.
struct SystemOverlay: View {
  let device: Device
  /// The home indicator's colour: iOS lightens it over dark content (the screen's background),
  /// darkens it over light; nil for the appearance's primary colour.
  var indicator: Color? = nil
  /// The notch or Dynamic Island, drawn black over the rest; nil for none.
  var housing: SensorHousing? = nil

  var body: some View {
    let insets = device.safeAreaInsets
    return ZStack {
      if insets.top > 0 {
        if let metrics = StatusBarMetrics.of(device) {
          // An iPhone's: each part where iOS puts it on the device's class (`StatusBar.swift`)
          StatusBar(metrics: metrics)
        } else {
          padStatusBar()
            .frame(height: insets.top)
            .frame(maxHeight: .infinity, alignment: .top)
        }
      }
      if device.hasHomeIndicator {
        // On an iPhone 0.357 of the screen's width upright: 134 points on a 375-point screen,
        // 139 on a 390 (measured 139, 140, 144 and 153 on 390-, 393-, 402- and 428-point
        // screens), the same sideways; 134 on an iPad (not measured)
        let across = min(device.size.width, device.size.height)
        Capsule().fill(indicator ?? Color.primary)
          .frame(width: device.isPad ? 134 : (across * 0.3573).rounded(), height: 5)
          .padding(.bottom, 8)
          .frame(maxHeight: .infinity, alignment: .bottom)
      }
      if let housing {
        // The hardware is black in light and dark alike; the path is in screen points.
        housing.path.fill(Color(red: 0, green: 0, blue: 0))
          .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
  }

  /// An iPad's status bar: the time at the leading edge, the icons at the trailing one (an
  /// iPhone's is `StatusBar`).
  func padStatusBar() -> some View {
    let time = Text("9:41").font(.system(size: 12, weight: .semibold))
    let icons = HStack(spacing: 5) {
      HStack(alignment: .bottom, spacing: 1.5) {
        ForEach([4.0, 6.0, 8.5, 11.0], id: \.self) { h in
          RoundedRectangle(cornerRadius: 1).fill(Color.primary).frame(width: 3, height: h)
        }
      }
      Image(systemName: "wifi").resizable().frame(width: 16, height: 16)
      HStack(spacing: 1) {
        ZStack {
          RoundedRectangle(cornerRadius: 3.5)
            .strokeBorder(Color.primary.opacity(0.35), lineWidth: 1)
          RoundedRectangle(cornerRadius: 2).fill(Color.primary).padding(2)
        }
        .frame(width: 25, height: 12)
        RoundedRectangle(cornerRadius: 1).fill(Color.primary.opacity(0.4))
          .frame(width: 1.5, height: 4)
      }
    }
    .foregroundColor(.primary)
    return HStack { time; Spacer(); icons }.padding(.horizontal, 20)
  }
}
