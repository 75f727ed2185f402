import Cellshot

// Two more app screens: a product page for the styles (gradients masked into text, a turned
// badge, a scaled swatch, shadows, materials, a struck-through price) and an activity
// dashboard for the layout rules (Grid, baselines, a custom alignment, ViewThatFits,
// AnyLayout, a ZStack sized by priority).

struct ProductAppView: View {
  let swatches: [Color] = [.gray, .blue, .green, .pink, .orange]
  @State private var chosen = 1

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 18) {
        hero
        title
        price
        swatchPicker
        specifications
      }
      .padding(20)
    }
    .safeAreaInset(edge: .bottom) { addToBag }
  }

  /// The product on a radial gradient, in continuous corners, with a turned SALE badge.
  private var hero: some View {
    ZStack {
      RadialGradient(colors: [.white, Color(.systemGray5)], center: .center,
                     startRadius: 10, endRadius: 190)
      Image(systemName: "headphones")
        .resizable()
        .frame(width: 150, height: 140)
        .foregroundStyle(swatches[chosen])
        .shadow(color: .black.opacity(0.25), radius: 14, y: 10)
    }
    .frame(height: 260)
    .clipShape(RoundedRectangle(cornerRadius: 28, style: .continuous))
    .overlay(alignment: .topTrailing) {
      Text("SALE")
        .font(.headline).bold()
        .foregroundColor(.white)
        .padding(.horizontal, 14).padding(.vertical, 6)
        .background(Color.red, in: Capsule())
        .rotationEffect(.degrees(12))
        .padding(16)
    }
  }

  /// The name, a gradient masked into its letters, and what it is.
  private var title: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Studio Max")
        .font(.largeTitle).bold()
        .overlay(LinearGradient(colors: [.purple, .orange], startPoint: .leading,
                                endPoint: .trailing))
        .mask(Text("Studio Max").font(.largeTitle).bold())
      Text("Over-ear, noise cancelling").foregroundStyle(.secondary)
    }
  }

  /// The price on one baseline with the old one struck through, and the rating.
  private var price: some View {
    HStack(alignment: .firstTextBaseline, spacing: 6) {
      Text("$").font(.title3)
      Text("449").font(.largeTitle).bold()
      Text("$549").font(.body).strikethrough().foregroundStyle(.secondary)
      Spacer()
      Label("4.8", systemImage: "star.fill").foregroundStyle(.orange)
    }
  }

  /// A swatch per colour, the chosen one ringed and scaled up.
  private var swatchPicker: some View {
    HStack(spacing: 14) {
      ForEach(0..<swatches.count, id: \.self) { index in
        Circle()
          .fill(swatches[index])
          .frame(width: 32, height: 32)
          .overlay(Circle().stroke(Color.primary, lineWidth: index == chosen ? 2 : 0)
                     .padding(-4))
          .scaleEffect(index == chosen ? 1.15 : 1)
      }
    }
    .padding(.vertical, 4)
  }

  /// Battery, weight and colours in a grid on a material.
  private var specifications: some View {
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
      GridRow {
        Text("Battery").foregroundStyle(.secondary)
        Text("20 hours")
      }
      Divider().gridCellUnsizedAxes(.horizontal)
      GridRow {
        Text("Weight").foregroundStyle(.secondary)
        Text("385 g")
      }
      Divider().gridCellUnsizedAxes(.horizontal)
      GridRow {
        Text("Colours").foregroundStyle(.secondary)
        Text("\(swatches.count)")
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
  }

  /// The prominent button on a material, pinned above the bottom edge.
  private var addToBag: some View {
    Button { } label: {
      Label("Add to Bag", systemImage: "bag.fill").frame(maxWidth: .infinity)
    }
    .buttonStyle(.borderedProminent)
    .controlSize(.large)
    .padding(.horizontal, 20)
    .padding(.vertical, 10)
    .background(.regularMaterial)
  }
}

extension VerticalAlignment {
  /// The middle of a timeline entry's title line, to put its dot on.
  enum EntryTitle: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
  }
  static let entryTitle = VerticalAlignment(EntryTitle.self)
}

struct DashboardAppView: View {
  let entries = [("Morning run", "5.2 km along the river", Color.green),
                 ("Strength", "Upper body, 40 minutes of sets with a long rest", Color.orange),
                 ("Evening walk", "2.1 km", Color.blue)]

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 20) {
          // The long title when it fits on one line, else the short one.
          ViewThatFits(in: .horizontal) {
            Text("Thursday, 3 December: a good day").font(.title3).bold().lineLimit(1)
            Text("Thursday, 3 December").font(.title3).bold().lineLimit(1)
          }

          Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
              StatCard(title: "Steps", value: "8,412", unit: "", colour: .pink)
              StatCard(title: "Distance", value: "7.3", unit: "km", colour: .green)
            }
            GridRow {
              StatCard(title: "Energy", value: "512", unit: "kcal", colour: .orange)
              StatCard(title: "Sleep", value: "7:40", unit: "h", colour: .indigo)
            }
          }

          Text("Timeline").font(.headline)
          VStack(alignment: .leading, spacing: 14) {
            ForEach(entries, id: \.0) { entry in
              HStack(alignment: .entryTitle, spacing: 12) {
                Circle().fill(entry.2).frame(width: 12, height: 12)
                VStack(alignment: .leading, spacing: 2) {
                  Text(entry.0).font(.headline)
                    .alignmentGuide(.entryTitle) { d in d[VerticalAlignment.center] }
                  Text(entry.1).font(.subheadline).foregroundStyle(.secondary)
                }
              }
            }
          }

          // Badges in a row here; a column on a narrower screen.
          let layout = AnyLayout(HStackLayout(spacing: 10))
          layout {
            Badge(text: "PRO", colour: .purple)
            Badge(text: "7-day streak", colour: .orange)
            Badge(text: "Goal met", colour: .green)
          }
        }
        .padding(20)
      }
      .background(Color(.systemGroupedBackground))
      .navigationTitle("Activity")
    }
  }
}

/// One figure of the dashboard: the value and its unit on one baseline.
struct StatCard: View {
  let title: String
  let value: String
  let unit: String
  let colour: Color

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title).font(.subheadline).foregroundStyle(colour)
      HStack(alignment: .lastTextBaseline, spacing: 4) {
        Text(value).font(.title).bold()
        Text(unit).font(.footnote).foregroundStyle(.secondary)
      }
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(14)
    .background(Color(.secondarySystemGroupedBackground),
                in: RoundedRectangle(cornerRadius: 14, style: .continuous))
  }
}

/// A capsule as big as its text: the ZStack takes its size from the text, the layer of
/// highest priority, and the capsule fills it.
struct Badge: View {
  let text: String
  let colour: Color

  var body: some View {
    ZStack {
      Capsule().fill(colour.opacity(0.18))
      Text(text).font(.footnote).bold().foregroundStyle(colour)
        .padding(.horizontal, 12).padding(.vertical, 6)
        .layoutPriority(1)
    }
  }
}

/// A film's page written with SwiftUI's default spacing throughout, as apps often are: texts
/// a leading apart, a padded row that keeps a plain gap, a poster over its caption, a divider
/// between sections.
struct DetailAppView: View {
  let cast = [("Mara Lind", Color.orange), ("Tomas Berg", Color.teal),
              ("Ines Falk", Color.pink), ("Jon Aas", Color.indigo)]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading) {
        ZStack(alignment: .bottomLeading) {
          LinearGradient(colors: [Color(red: 0.16, green: 0.24, blue: 0.42), .black],
                         startPoint: .top, endPoint: .bottom)
          Image(systemName: "sunset").font(.system(size: 64))
            .foregroundColor(.orange).padding(24)
        }
        .frame(height: 220)
        .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))

        Text("The Lighthouse Keeper").font(.system(size: 30)).bold()
        Text("2024 · Drama · 1h 52m").font(.subheadline).foregroundColor(.secondary)
          .padding(.bottom, 8)
        HStack(spacing: 4) {
          Image(systemName: "star")
          Text("Rate this film").fontWeight(.semibold)
        }
        .foregroundColor(.indigo)
        .padding(.bottom, 24)

        Text("Plot Summary").font(.headline)
        Text("A keeper on a northern island counts ships for a living, until a winter storm "
             + "brings one that is not on any list, and a stranger who knows his name.")
          .foregroundColor(.secondary)
        Divider()
        Text("Cast").font(.headline)
        HStack(spacing: 16) {
          ForEach(cast, id: \.0) { person in
            VStack {
              Circle().fill(person.1).frame(width: 64, height: 64)
                .overlay(Text(String(person.0.prefix(1))).font(.title2).bold()
                           .foregroundColor(.white))
              Text(person.0).font(.caption)
            }
          }
        }
      }
      .padding(.horizontal, 20)
    }
  }
}

enum StoreScreens {
  static let all: [Screen] = [
    Screen("app-product", "Product page: masked gradient text, turned badge, scaled swatch, "
           + "struck price, specs Grid, bottom inset bar", seed: nil, safeArea: true) {
      ProductAppView()
    },
    Screen("app-activity", "Activity: Grid of stats on baselines, ViewThatFits, a custom "
           + "alignment, AnyLayout, ZStacks sized by priority", seed: nil, safeArea: true) {
      DashboardAppView()
    },
    Screen("app-detail", "A film's page in default spacing: texts a leading apart, padded rows, a "
           + "poster over its caption, a divider between sections", seed: nil, safeArea: true) {
      DetailAppView()
    },
    Screen("app-trip", "A trip in Kyoto: black, heavy, light and ultralight type, dashed "
           + "strokes, Japanese forms of Han, skin tones", seed: nil, safeArea: true) {
      TripAppView()
    },
  ]
}
