/// How wide iOS's system font sets text of each weight and size, against the Inter strikes that
/// draw it: Inter's advances are scaled so that English text averages SF Pro's width at that
/// weight, and SF Pro's tracking for the size is added to every character, so text is as wide
/// as on the iPhone and wraps where it wraps there (`docs/text.md`, "Widths").
///
/// The averages are frequency-weighted advances of English text (capsize's weights of the
/// letters and the space), read from the fonts' `hmtx` tables with fontTools; the tracking is
/// SF Pro's `trak` table (track 0), the same at every weight. SF Pro is a variable font whose
/// optical size runs from its Text design to its Display design (28 points and above); both
/// tables are blended linearly from 12 points to 28, the blend that fits the text measured in
/// published iPhone screenshots best (twelve texts of five apps, 13 to 34 points: most within
/// 1.5 %, the worst two 3 % wider than the iPhone's; `docs/text.md`).
public enum SystemFontWidths {
  /// SF Pro Text's and SF Pro Display's averages in ems at light, regular, medium, semibold,
  /// bold, heavy and black (weights 300 to 900).
  static let text: [Double] = [0.4657, 0.4718, 0.4825, 0.4906, 0.5015, 0.5171, 0.5311]
  static let display: [Double] = [0.4020, 0.4112, 0.4245, 0.4347, 0.4483, 0.4676, 0.4851]
  /// Inter's averages in ems, for the cuts the strikes draw: regular (and italic), semibold,
  /// bold. The strikes draw Inter's em at 91 % of their size.
  static let inter: [Double] = [0.4741, 0.4829, 0.4874]
  static let interEm = 0.91
  /// SF Pro's tracking (2048ths of an em added to each character) by point size: Text, Display.
  static let trackSizes: [Double] = [6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 22, 28, 32, 36, 50,
                                     64, 80]
  static let textTrack: [Double] = [82, 38, 24, 12, 0, -12, -22, -32, -40, -47, -55, -60, -66,
                                    -68, -70, -78, -86, -92]
  static let displayTrack: [Double] = [174, 130, 116, 104, 92, 80, 70, 60, 52, 45, 37, 32, 26, 24,
                                       22, 14, 6, 0]

  /// For text of `weight` at `points`: the factor on Inter's advances (in 65536ths) and the
  /// tracking per character in ems.
  public static func widths(weight: FontWeight, points: Double, italic: Bool)
    -> (scale65536: Int, trackingEm: Double)
  {
    let size = points.isFinite ? min(max(points, 1), 512) : 17
    let t = min(max((size - 12) / 16, 0), 1)
    let w = Double(min(max(weight.value, 300), 900) - 300) / 100
    let i = min(Int(w), 5), f = w - Double(i)
    func at(_ table: [Double]) -> Double { table[i] + (table[i + 1] - table[i]) * f }
    let sf = at(text) + (at(display) - at(text)) * t
    let cut = italic ? 0 : weight >= .bold ? 2 : weight >= .semibold ? 1 : 0
    // Medium draws the regular and semibold cuts blended: their mean width.
    let drawn = !italic && weight >= .medium && weight < .semibold
      ? (inter[0] + inter[1]) / 2 : inter[cut]
    let scale = sf / (drawn * interEm)
    let track = lookup(size, textTrack) + (lookup(size, displayTrack) - lookup(size, textTrack)) * t
    return (Int((scale * 65536).rounded()), track / 2048)
  }

  /// `table` at `size`, linear between the listed sizes, held past the ends.
  static func lookup(_ size: Double, _ table: [Double]) -> Double {
    guard size > trackSizes[0] else { return table[0] }
    for k in 1..<trackSizes.count where size <= trackSizes[k] {
      let a = trackSizes[k - 1], b = trackSizes[k]
      return table[k - 1] + (table[k] - table[k - 1]) * (size - a) / (b - a)
    }
    return table[table.count - 1]
  }
}
