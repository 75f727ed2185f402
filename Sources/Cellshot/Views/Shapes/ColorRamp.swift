import Raster

/// The gradient iOS derives from one colour (`Color.blue.gradient`), top to bottom, in one
/// appearance: a lighter colour at the top running in a straight line, in gamma-encoded
/// sRGB, to the colour itself at 70 % of the height, and the colour from there down.
///
/// Measured, not documented (docs/drawing.md): the top keeps the colour's hue and moves it
/// toward a lightness of its own, `L' = 0.203 + 0.871 L` (L the HSL lightness, the mean of the
/// largest and smallest component), its distance from grey scaled by `k = 0.984 - 0.337 Y` (Y
/// the relative luminance). Fitted to iOS's blue, orange, red and green, dark blue and black:
/// within 2.4 of 255 at every tenth of the height. The top may be lighter than the sRGB range
/// (red's red, 278 of 255); the ramp runs from there and each pixel is clamped, so a channel
/// stays at 255 until the ramp comes back into the range. A colour too light to lighten (its
/// top would pass white) mirrors it: the colour down to 30 %, then darker to the bottom by
/// 0.098 (iOS's white: 255 to 230 on a button).
struct ColorRamp {
  /// The unclamped colours at the ramp's ends and where they stand.
  let from: (red: Double, green: Double, blue: Double)
  let to: (red: Double, green: Double, blue: Double)
  let start: Double, end: Double
  let alpha: Double

  init(_ c: Raster.Color) {
    let lightness = (max(c.red, c.green, c.blue) + min(c.red, c.green, c.blue)) / 2
    let luminance = 0.2126 * TransferCurve.decode(c.red) + 0.7152 * TransferCurve.decode(c.green)
      + 0.0722 * TransferCurve.decode(c.blue)
    let top = 0.203 + 0.871 * lightness
    let k = 0.984 - 0.337 * luminance
    let base = (red: c.red, green: c.green, blue: c.blue)
    alpha = c.alpha
    if top <= 1 {
      from = (top + k * (c.red - lightness), top + k * (c.green - lightness),
              top + k * (c.blue - lightness))
      to = base
      (start, end) = (0, 0.7)
    } else {
      from = base
      to = (c.red - 0.098, c.green - 0.098, c.blue - 0.098)
      (start, end) = (0.3, 1)
    }
  }

  /// The locations where the clamped ramp bends: its ends, the gradient's, and each point a
  /// channel crosses 0 or 1. Stops there, interpolated linearly, draw the clamped ramp exactly.
  var breaks: [Double] {
    var locations = [0, start, end, 1]
    for (a, b) in [(from.red, to.red), (from.green, to.green), (from.blue, to.blue)] where a != b {
      for edge in [0.0, 1.0] {
        let s = (edge - a) / (b - a)
        if s > 0, s < 1 { locations.append(start + s * (end - start)) }
      }
    }
    return locations
  }

  /// The colour at location `t`, each channel clamped.
  func color(at t: Double) -> Raster.Color {
    let s = min(1, max(0, (t - start) / (end - start)))
    return Raster.Color(red: from.red + s * (to.red - from.red),
                        green: from.green + s * (to.green - from.green),
                        blue: from.blue + s * (to.blue - from.blue), opacity: alpha)
  }
}
