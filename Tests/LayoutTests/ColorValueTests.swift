@testable import Cellshot
import Foundation
import Testing

/// SwiftUI's colour values: Color.Resolved's Float components, description and coding,
/// `mix(with:by:in:)`, HDR headroom and exposure, and the coding of Angle and UnitPoint.
@MainActor @Suite struct ColorValueTests {
  /// The 8-bit sRGB components and opacity of `color` in light mode.
  static func bytes(_ color: Color) -> [Int] {
    let c = color.resolved(dark: false)
    return [c.red, c.green, c.blue, c.alpha].map(Raster.Color.quantize)
  }

  @Test func resolvedColoursHaveFloatComponentsAndPrintAsHex() throws {
    let blue: Float = Color.blue.resolve(in: EnvironmentValues()).blue
    #expect(blue == 1)
    // Values iOS 17 prints (OpenSwiftUI's compatibility tests, run against SwiftUI).
    #expect(Color.Resolved(red: 0.01, green: 0.02, blue: 0.03, opacity: 0.04).description
            == "#0305080A")
    #expect(Color.Resolved(red: 0.412, green: 0.508, blue: 0.690, opacity: 0.748).description
            == "#6982B0BF")
    let json = try JSONEncoder().encode(Color.Resolved(red: 1, green: 0.5, blue: 0))
    #expect(String(decoding: json, as: UTF8.self) == "[1,0.5,0,1]")
    let back = try JSONDecoder().decode(Color.Resolved.self, from: json)
    #expect(back == Color.Resolved(red: 1, green: 0.5, blue: 0))
  }

  @Test func mixingInterpolatesInTheChosenSpace() {
    #expect(Self.bytes(Color.red.mix(with: .blue, by: 0, in: .device)) == Self.bytes(.red))
    // Device: the gamma-encoded components halfway.
    #expect(Self.bytes(Color.black.mix(with: .white, by: 0.5, in: .device)) == [128, 128, 128, 255])
    // Perceptual (Oklab): halfway in cube-rooted LMS is 0.125 of linear white, sRGB 99.
    #expect(Self.bytes(Color.black.mix(with: .white, by: 0.5)) == [99, 99, 99, 255])
    // Premultiplied: a clear colour lends no hue.
    #expect(Self.bytes(Color.red.mix(with: .clear, by: 0.5, in: .device)).prefix(3)
            == Self.bytes(.red).prefix(3))
  }

  @Test func aMixedColourDraws() throws {
    let view = Color.black.mix(with: .white, by: 0.5).frame(width: 10, height: 10)
    let buffer = try Renderer(size: CGSize(width: 10, height: 10)).render(view).buffer
    let p = buffer[5, 5].straight
    #expect([p.r, p.g, p.b] == [99, 99, 99])
  }

  @Test func exposureScalesLinearLightAndHeadroomIsKept() {
    // One stop down halves linear white: sRGB 0.7354, byte 188.
    #expect(Self.bytes(Color.white.exposureAdjust(-1)) == [188, 188, 188, 255])
    #expect(Self.bytes(Color.yellow.exposureAdjust(2))[0] == 255)
    #expect(Color.white.exposureAdjust(2).resolveHDR(in: EnvironmentValues()).headroom == 4)
    let hdr = Color.red.headroom(2).resolveHDR(in: EnvironmentValues())
    #expect(hdr.headroom == 2 && hdr.red == 1)
    #expect(Self.bytes(Color(hdr)) == Self.bytes(.red))
  }

  @Test func anglesAndUnitPointsCodeTheirStoredProperties() throws {
    let angle = try JSONEncoder().encode(Angle(radians: 1))
    #expect(String(decoding: angle, as: UTF8.self) == #"{"radians":1}"#)
    let point = try JSONDecoder().decode(UnitPoint.self, from: Data(#"{"x":0.5,"y":1}"#.utf8))
    #expect(point == .bottom)
  }

  @Test func interpolationsWriteSpecifiedValuesAndColourNames() {
    #expect(resolvedTexts(Text("\(accessibilityName: Color.blue) \(2.5, specifier: "%.2f")"))
            == ["blue 2.50"])
    #expect(ColorNames.name(of: Raster.Color(r: 0, g: 0, b: 90)) == "dark blue")
  }
}
