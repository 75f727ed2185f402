import Cellshot

/// The documentation sheet: rounded rects of several radii and per-corner radii, strokes 0.5
/// to 8 wide, opacity steps, circles, dividers, and a type specimen of every bundled size and
/// weight with Latin, Vietnamese and Chinese.
struct PrimitivesView: View {
  static let palette: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink, .gray]

  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      Text("Cellshot primitives").font(.largeTitle).bold()
      HStack(spacing: 12) {
        ForEach(0..<6) { i in
          RoundedRectangle(cornerRadius: [0, 4, 8, 16, 24, 40][i]).fill(Self.palette[i])
            .frame(width: 80, height: 80)
        }
        UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 24,
                               bottomTrailingRadius: 4, topTrailingRadius: 40)
          .fill(Color.purple).frame(width: 120, height: 80)
      }
      HStack(spacing: 12) {
        ForEach(0..<7) { i in
          let width: CGFloat = [0.5, 1, 1.5, 2, 3, 5, 8][i]
          VStack(spacing: 4) {
            RoundedRectangle(cornerRadius: 12).stroke(Color.blue, lineWidth: width).frame(width: 70, height: 50)
            Circle().strokeBorder(Color.orange, lineWidth: width).frame(width: 40, height: 40)
            Text("\(fmt(width)) pt").font(.caption)
          }
          .frame(width: 86)
        }
      }
      HStack(spacing: 0) {
        ForEach(0...10, id: \.self) { i in
          Rectangle().fill(Color.black.opacity(Double(i) / 10)).frame(width: 40, height: 30)
        }
        Spacer(minLength: 20)
        ForEach(0..<4) { i in
          Circle().fill(Self.palette[i + 3]).frame(width: CGFloat(10 + i * 10), height: CGFloat(10 + i * 10))
            .padding(.horizontal, 4)
        }
      }
      Divider()
      VStack(alignment: .leading, spacing: 2) {
        ForEach(FontLibrary.nativeSizes, id: \.self) { size in
          ForEach([Font.Weight.regular, .bold], id: \.self) { weight in
            Text("\(size) \(weight == .bold ? "Bold" : "Regular") · Staggered Grid · Phở bò, Việt · 前锋 中场 后卫")
              .font(.system(size: CGFloat(size), weight: weight))
              .foregroundColor(weight == .bold ? .blue : .black)
              .lineLimit(1)
          }
        }
      }
      Spacer()
    }
    .padding()
  }

  func fmt(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(Double(v)) }
}

enum PrimitivesScreen {
  static let screen = Screen("primitives", "shapes, strokes, opacity, dividers and a type specimen",
                             seed: nil, device: Device(name: "900x860", size: CGSize(width: 900, height: 860))) {
    PrimitivesView()
  }
}
