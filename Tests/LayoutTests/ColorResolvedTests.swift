@testable import Cellshot
import Testing

/// Color.Resolved's linear components: sRGB's transfer curve both ways, as Apple documents.
@Suite struct ColorResolvedTests {
  @Test func linearComponentsFollowTheSRGBCurve() {
    var color = Color.Resolved(red: 0.5, green: 0.04, blue: 1, opacity: 1)
    // ((0.5 + 0.055) / 1.055)^2.4, and the straight part below 0.04045.
    #expect(abs(color.linearRed - 0.21404114) < 1e-6, "\(color.linearRed)")
    #expect(abs(color.linearGreen - Float(0.04 / 12.92)) < 1e-7)
    #expect(color.linearBlue == 1)
    color.linearRed = 0.21404114
    #expect(abs(color.red - 0.5) < 1e-6)
    let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404114, green: 0, blue: 1)
    #expect(abs(linear.red - 0.5) < 1e-6 && linear.green == 0 && linear.blue == 1)
  }

  @Test func symbolVariantsCombineInSFSymbolsOrder() {
    #expect(SymbolVariants.circle.fill.applied(to: "heart") == "heart.circle.fill")
    #expect(SymbolVariants.slash.circle.applied(to: "bell.fill") == "bell.slash.circle.fill")
    #expect(SymbolVariants.circle.applied(to: "xmark.circle") == "xmark.circle")
    #expect(SymbolVariants.fill.circle.contains(.fill) && !SymbolVariants.fill.contains(.circle))
  }
}
