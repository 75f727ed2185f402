import Cellshot

// A trip's page in Japanese places, light and black type, dashed strokes and people with skin
// tones: what the real screens with light text exposed, and what this gallery drew solid.

/// A day of a trip to Kyoto: a black title over a light one, a boarding-pass card whose tear
/// line is dashed, stops whose Japanese names take Japanese forms, travellers with their skin
/// tones, and a dashed placeholder for the next stop.
struct TripAppView: View {
  let stops = [("清水寺", "きよみずでら", "9:00"), ("伏見稲荷大社", "ふしみいなりたいしゃ", "13:30"),
               ("祇園", "ぎおん", "18:00")]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      VStack(alignment: .leading, spacing: 2) {
        Text("Kyoto").font(.system(size: 44, weight: .black))
        Text("Three days in spring").font(.title3.weight(.light)).foregroundColor(.secondary)
      }
      pass
      VStack(alignment: .leading, spacing: 12) {
        ForEach(stops, id: \.0) { stop in
          HStack(alignment: .firstTextBaseline) {
            Text(stop.2).font(.system(size: 15, weight: .ultraLight)).frame(width: 52,
                                                                           alignment: .leading)
            VStack(alignment: .leading, spacing: 2) {
              Text(stop.0).font(.headline)
              Text(stop.1).font(.footnote.weight(.light)).foregroundColor(.secondary)
            }
          }
        }
      }
      // The stops' names in Japanese forms (清水寺 has none of its own to tell).
      .environment(\.locale, Locale(identifier: "ja_JP"))
      Text("Travellers  🙋🏽‍♀️ Aiko  👋🏻 Sam  🧑🏿‍🦱 Noor").font(.subheadline)
      RoundedRectangle(cornerRadius: 12)
        .strokeBorder(Color.secondary, style: StrokeStyle(lineWidth: 1.5, dash: [6, 5]))
        .frame(height: 56)
        .overlay(Label("Add a stop", systemImage: "plus").font(.subheadline.weight(.medium))
                   .foregroundColor(.secondary))
      Spacer()
    }
    .padding(.horizontal, 20)
  }

  /// The boarding pass: two stations, a dashed tear line, the seat.
  private var pass: some View {
    VStack(spacing: 0) {
      HStack {
        station("TYO", "東京")
        Spacer()
        Image(systemName: "tram").font(.title3).foregroundColor(.teal)
        Spacer()
        station("KYO", "京都")
      }
      .padding(16)
      TearLine()
        .stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
        .frame(height: 1)
      HStack {
        Text("Car 7 · Seat 12A").font(.subheadline.weight(.semibold))
        Spacer()
        Text("2h 15m").font(.subheadline.weight(.light))
      }
      .padding(16)
    }
    .background(Color.teal.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
  }

  private func station(_ code: String, _ name: String) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(code).font(.system(size: 28, weight: .heavy))
      Text(name).font(.caption).foregroundColor(.secondary)
    }
  }
}

/// A line across the middle of its frame.
struct TearLine: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.midY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
    return path
  }
}
