// A colour's name as VoiceOver reads it, for `"\(accessibilityName: color)"` (iOS 18). iOS asks
// the Accessibility framework (`AXNameFromColor`), whose vocabulary is not published: here a
// system colour reads as its own name ("blue"), and any other as the nearest of a small set of
// hue names with "dark" or "light" when it is so, from its light-mode sRGB components.

/// Names of colours, for accessibility.
enum ColorNames {
  /// The name of `color`'s light-mode appearance.
  static func accessibilityName(of color: Color) -> String {
    let system: [(Color, String)] = [
      (.red, "red"), (.orange, "orange"), (.yellow, "yellow"), (.green, "green"),
      (.mint, "mint"), (.teal, "teal"), (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"),
      (.purple, "purple"), (.pink, "pink"), (.brown, "brown"), (.gray, "gray"),
      (.black, "black"), (.white, "white"), (.clear, "clear")]
    if let name = system.first(where: { $0.0.light == color.light })?.1 { return name }
    return name(of: color.light)
  }

  /// A hue name, with "dark" or "light" for a dark or pale colour.
  static func name(of c: Raster.Color) -> String {
    if c.alpha == 0 { return "clear" }
    let top = max(c.red, c.green, c.blue), bottom = min(c.red, c.green, c.blue)
    let chroma = top - bottom
    if chroma < 0.08 {
      switch top {
      case ..<0.15: return "black"
      case ..<0.4: return "dark gray"
      case ..<0.75: return "gray"
      case ..<0.93: return "light gray"
      default: return "white"
      }
    }
    // The hue in sixths of a turn, as HSB has it.
    var hue: Double
    if top == c.red { hue = (c.green - c.blue) / chroma } else if top == c.green {
      hue = 2 + (c.blue - c.red) / chroma
    } else { hue = 4 + (c.red - c.green) / chroma }
    if hue < 0 { hue += 6 }
    let names: [(Double, String)] = [(0.25, "red"), (0.6, "orange"), (1.2, "yellow"),
                                     (2.5, "green"), (3.3, "cyan"), (4.3, "blue"),
                                     (4.8, "purple"), (5.6, "pink"), (6.1, "red")]
    let hueName = names.first { hue < $0.0 }?.1 ?? "red"
    if top < 0.45 { return "dark " + hueName }
    if chroma / top < 0.35 { return "light " + hueName }
    return hueName
  }
}
