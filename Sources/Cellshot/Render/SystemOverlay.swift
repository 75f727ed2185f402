/// What iOS draws over every screen of a device: the status bar (9:41, signal, Wi-Fi, battery)
/// in the top safe area, and the home indicator (a 134 x 5 capsule, 8 points from the bottom)
/// on devices without a home button (light over a dark screen, dark over a light one, whatever
/// the appearance). Beside a notch or the Dynamic Island the status bar sits in
/// the two ears; an iPad's spans the width. Drawn in the primary colour of the appearance.
struct SystemOverlay: View {
  let device: Device
  /// The home indicator's colour: iOS lightens it over dark content (the screen's background),
  /// darkens it over light; nil for the appearance's primary colour.
  var indicator: Color? = nil
  /// The notch or Dynamic Island, drawn black over the rest; nil for none.
  var housing: SensorHousing? = nil

  var body: some View {
    let insets = device.safeAreaInsets
    let notched = device.topFeature != .none
    return ZStack {
      if insets.top > 0 {
        // Beside the Dynamic Island the bar is 54 points tall, less than the inset.
        statusBar(notched: notched)
          .frame(height: device.topFeature == .dynamicIsland ? 54 : insets.top)
          .frame(maxHeight: .infinity, alignment: .top)
      }
      if device.hasHomeIndicator {
        Capsule().fill(indicator ?? Color.primary).frame(width: 134, height: 5)
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

  func statusBar(notched: Bool) -> some View {
    let time = Text("9:41").font(.system(size: notched ? 17 : 12, weight: .semibold))
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
    return Group {
      if notched {
        // The notch sits between the two ears: the time centred in the left one.
        // The Dynamic Island is 126 points wide, centred: each ear is what is left beside it.
        let ear = device.topFeature == .dynamicIsland ? (device.size.width - 126) / 2 : 108
        HStack(spacing: 0) {
          time.frame(width: ear)
          Spacer(minLength: 0)
          icons.frame(width: ear)
        }
        .padding(.top, 2)
      } else if device.isPad {
        // An iPad's: the time at the leading edge, the icons at the trailing one.
        HStack { time; Spacer(); icons }.padding(.horizontal, 20)
      } else {
        ZStack {
          HStack { Spacer(); icons }.padding(.horizontal, 6)
          time
        }
      }
    }
  }
}
