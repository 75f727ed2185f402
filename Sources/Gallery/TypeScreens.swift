import Cellshot

/// Every text style in the default design (Inter's grey strikes) beside the monospaced one
/// (JetBrains Mono, for SF Mono), with Latin, Vietnamese and Chinese (Noto Sans CJK) on each line.
struct TypeSpecimenView: View {
  static let styles: [(String, Font)] = [
    ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2),
    ("Title 3", .title3), ("Headline", .headline), ("Body", .body), ("Callout", .callout),
    ("Subheadline", .subheadline), ("Footnote", .footnote), ("Caption", .caption),
    ("Caption 2", .caption2),
  ]

  var body: some View {
    HStack(alignment: .top, spacing: 24) {
      column("Default design (Inter)", monospaced: false)
      Divider()
      column("Monospaced design (JetBrains Mono)", monospaced: true)
    }
    .padding(20)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .background(Color.white)
  }

  func column(_ title: String, monospaced: Bool) -> some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(title).font(.footnote).foregroundStyle(.secondary).textCase(.uppercase)
      ForEach(Self.styles.indices, id: \.self) { i in
        let (name, font) = Self.styles[i]
        Text("\(name) · Phở bò · 前锋")
          .font(font)
          .lineLimit(1)
      }
      Text("Bold · Semibold · Regular").font(.body.weight(.bold))
      Text("Semibold · Regular · Bold").font(.body.weight(.semibold))
    }
    .fontDesign(monospaced ? .monospaced : .default)
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// A page of reading at 3x: a large title, a headline, body paragraphs and a footnote, laid
/// out and spaced as iOS sets its text styles.
struct TypeParagraphView: View {
  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text("Snapshot tests").font(.largeTitle).bold()
        Text("Same pixels on every machine").font(.headline)
        Text("""
          Cellshot lays a SwiftUI view out the way an iPhone does and draws it into a \
          picture, pixel for pixel the same on any computer. Text is set in grey strikes of \
          Inter, spaced with the system font's line height, so words wrap where they wrap \
          on the phone.
          """)
          .font(.body)
        Text("""
          Tiếng Việt có dấu đầy đủ: Phở bò, bánh mì, cà phê sữa đá. 中文由 Noto Sans CJK 绘制，\
          与拉丁字母同一基线。
          """)
          .font(.body)
        Text("Updated 3 December 2026 · 4 min read").font(.footnote).foregroundStyle(.secondary)
        HStack(spacing: 8) {
          Text("Goldens").font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12).padding(.vertical, 6)
            .background(Color(.systemGray6), in: Capsule())
          Text("Linux CI").font(.subheadline.weight(.semibold))
            .padding(.horizontal, 12).padding(.vertical, 6)
            .background(Color(.systemGray6), in: Capsule())
        }
      }
      .padding(.horizontal, 20)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}

enum TypeScreens {
  static let all: [Screen] = [
    Screen("type-specimen", "every text style, Inter beside JetBrains Mono (.monospaced), at 2x",
           seed: nil, device: Device(name: "760x440", size: CGSize(width: 760, height: 440)),
           scale: 2) {
      TypeSpecimenView()
    },
    Screen("type-paragraph", "a page of text in largeTitle, headline, body and footnote, at 3x",
           seed: nil, safeArea: true, scale: 3) {
      TypeParagraphView()
    },
  ]
}
