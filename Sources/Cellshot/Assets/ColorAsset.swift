// Colour sets: `Name.colorset/Contents.json`, a list of `colors`, each with an `idiom`,
// optional `appearances` and a `color`: components in a colour space, or a system colour.
//
//   { "colors" : [
//       { "idiom" : "universal",
//         "color" : { "color-space" : "srgb",
//                     "components" : { "red" : "0.392", "green" : "100", "blue" : "0x64",
//                                      "alpha" : "1.000" } } },
//       { "idiom" : "universal",
//         "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
//         "color" : { "platform" : "ios", "reference" : "systemBlueColor" } } ],
//     "info" : { "author" : "xcode", "version" : 1 } }

import Foundation

/// A colour set read from a catalog: its light and dark colours, in sRGB.
public struct ColorAsset: Sendable, Hashable {
  /// The name code asks for.
  public let name: String
  /// The Contents.json it was read from.
  public let file: String
  /// The colour, with its dark-mode value when the set has one.
  public let color: Color

  /// Reads the set in `folder`.
  ///
  /// Entries for other devices (iPad, Mac, watch, TV, car, vision) and high-contrast entries
  /// are passed over, as an iPhone at normal contrast does. Light mode takes the `light`
  /// entry, else the one without appearance ("Any"); dark mode the `dark` entry, else "Any".
  /// Among entries for one appearance, an `iphone` one beats a `universal` one, and one
  /// without a display gamut or for sRGB beats one for Display P3. Any entry that cannot be
  /// read makes the set unusable, with the problem naming the file and the entry.
  static func read(name: String, folder: String) -> Result<ColorAsset, AssetProblem> {
    let contents: ContentsFile
    switch ContentsFile.read(folder, required: true) {
    case .success(let file): contents = file
    case .failure(let problem): return .failure(problem)
    }
    let file = contents.file
    guard let entries = contents.json["colors"] as? [Any] else {
      return .failure(AssetProblem(message: "\(file): no \"colors\" list"))
    }
    // The best entry so far for each appearance: (rank, colour). Lower ranks are better.
    var best: [Slot: (Int, Color)] = [:]
    for (index, value) in entries.enumerated() {
      let label = "\(file): colour \(index + 1)"
      guard let entry = value as? [String: Any] else {
        return .failure(AssetProblem(message: "\(label) is not a JSON object"))
      }
      guard let idiomRank = AssetTraits.idiomRank(entry["idiom"]),
            let slot = Slot(entry["appearances"]) else { continue }
      let gamutRank = AssetTraits.gamutRank(entry["display-gamut"])
      guard let spec = entry["color"] as? [String: Any] else {
        return .failure(AssetProblem(message: "\(label) has no \"color\" object"))
      }
      let color: Color
      switch readColor(spec, label: label) {
      case .success(let c): color = c
      case .failure(let problem): return .failure(problem)
      }
      let rank = idiomRank * 2 + gamutRank
      if let held = best[slot], held.0 <= rank { continue }
      best[slot] = (rank, color)
    }
    let any = best[.any]?.1, light = best[.light]?.1, dark = best[.dark]?.1
    guard let lightColor = light ?? any ?? dark, let darkColor = dark ?? any ?? light else {
      return .failure(AssetProblem(
        message: "\(file): no colour for an iPhone (no \"universal\" or \"iphone\" entry)"))
    }
    return .success(ColorAsset(name: name, file: file,
                               color: Color(light: lightColor, dark: darkColor)))
  }

  /// Which appearance an entry is for.
  enum Slot: Hashable {
    case any, light, dark

    /// The slot of an entry's `appearances`; nil for entries an iPhone at normal contrast
    /// never shows (high contrast, or an appearance Cellshot does not know).
    init?(_ appearances: Any?) {
      self = .any
      for case let item as [String: Any] in (appearances as? [Any]) ?? [] {
        let kind = item["appearance"] as? String, value = item["value"] as? String
        switch (kind, value) {
        case ("luminosity", "light"): self = .light
        case ("luminosity", "dark"): self = .dark
        case ("luminosity", "any"): break
        default: return nil
        }
      }
    }
  }

  /// One entry's `color`: a system colour by `reference`, or `components` in a
  /// `color-space` (sRGB when none is given).
  static func readColor(_ spec: [String: Any], label: String) -> Result<Color, AssetProblem> {
    if let reference = spec["reference"] as? String {
      guard let system = systemColors[reference] else {
        return .failure(AssetProblem(
          message: "\(label): the system colour '\(reference)' is not one Cellshot knows"))
      }
      return .success(system)
    }
    let spaceName = (spec["color-space"] as? String) ?? "srgb"
    guard let space = AssetColorSpace(rawValue: spaceName) else {
      let known = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(AssetProblem(
        message: "\(label): colour space '\(spaceName)' is not one Cellshot knows (\(known))"))
    }
    guard let components = spec["components"] as? [String: Any] else {
      return .failure(AssetProblem(message: "\(label) has neither \"components\" nor "
                                   + "\"reference\""))
    }
    do {
      func read(_ key: String) throws(AssetProblem) -> Double {
        try component(components[key], key: key, label: label)
      }
      let alpha = components["alpha"] == nil ? 1 : try read("alpha")
      let rgb: (Double, Double, Double)
      if space.isGray {
        rgb = space.toSRGB((try read("white"), 0, 0))
      } else {
        rgb = space.toSRGB((try read("red"), try read("green"), try read("blue")))
      }
      return .success(Color(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: alpha))
    } catch {
      return .failure(error)
    }
  }

  /// One component as Xcode writes it: a string holding a 0-1 value with a decimal point
  /// ("0.392", "-0.200" in an extended space), a whole number meaning 0-255 ("100"; so "1" is
  /// 1/255, as actool reads it), or a hex byte ("0x64"). A JSON number (hand-written files)
  /// is read as 0-1, or as 0-255 when above 1.
  static func component(_ value: Any?, key: String, label: String) throws(AssetProblem)
    -> Double
  {
    let hint = "Xcode writes 0-1 (\"0.392\"), 0-255 (\"100\") or hex (\"0x64\")"
    guard let value else {
      throw AssetProblem(message: "\(label): the component '\(key)' is missing")
    }
    if let number = value as? NSNumber, !(value is String) {
      let x = number.doubleValue
      guard x.isFinite else {
        throw AssetProblem(message: "\(label): the component '\(key)' is not finite")
      }
      return x > 1 ? x / 255 : x
    }
    guard let raw = value as? String else {
      throw AssetProblem(message: "\(label): the component '\(key)' is neither a string nor a "
                         + "number; \(hint)")
    }
    let text = raw.trimmingCharacters(in: .whitespaces)
    func bad() -> AssetProblem {
      AssetProblem(message: "\(label): the component '\(key)' is \"\(raw)\"; \(hint)")
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      guard text.count <= 4, let byte = Int(text.dropFirst(2), radix: 16) else { throw bad() }
      return Double(byte) / 255
    }
    if text.contains(".") || text.contains("e") || text.contains("E") {
      guard let x = Double(text), x.isFinite else { throw bad() }
      return x
    }
    guard let whole = Int(text), (0...255).contains(whole) else { throw bad() }
    return Double(whole) / 255
  }

  /// UIKit's colours by the names a colour set's `reference` gives them.
  static let systemColors: [String: Color] = {
    let table: [(String, UIColor)] = [
      ("labelColor", .label), ("secondaryLabelColor", .secondaryLabel),
      ("tertiaryLabelColor", .tertiaryLabel), ("quaternaryLabelColor", .quaternaryLabel),
      ("placeholderTextColor", .placeholderText), ("linkColor", .link),
      ("separatorColor", .separator), ("opaqueSeparatorColor", .opaqueSeparator),
      ("systemBackgroundColor", .systemBackground),
      ("secondarySystemBackgroundColor", .secondarySystemBackground),
      ("tertiarySystemBackgroundColor", .tertiarySystemBackground),
      ("systemGroupedBackgroundColor", .systemGroupedBackground),
      ("secondarySystemGroupedBackgroundColor", .secondarySystemGroupedBackground),
      ("tertiarySystemGroupedBackgroundColor", .tertiarySystemGroupedBackground),
      ("systemFillColor", .systemFill), ("secondarySystemFillColor", .secondarySystemFill),
      ("tertiarySystemFillColor", .tertiarySystemFill),
      ("quaternarySystemFillColor", .quaternarySystemFill),
      ("systemGrayColor", .systemGray), ("systemGray2Color", .systemGray2),
      ("systemGray3Color", .systemGray3), ("systemGray4Color", .systemGray4),
      ("systemGray5Color", .systemGray5), ("systemGray6Color", .systemGray6),
      ("systemRedColor", .systemRed), ("systemOrangeColor", .systemOrange),
      ("systemYellowColor", .systemYellow), ("systemGreenColor", .systemGreen),
      ("systemMintColor", .systemMint), ("systemTealColor", .systemTeal),
      ("systemCyanColor", .systemCyan), ("systemBlueColor", .systemBlue),
      ("systemIndigoColor", .systemIndigo), ("systemPurpleColor", .systemPurple),
      ("systemPinkColor", .systemPink), ("systemBrownColor", .systemBrown),
      ("blackColor", .black), ("whiteColor", .white), ("clearColor", .clear),
      ("darkTextColor", .black), ("lightTextColor", UIColor(white: 1, alpha: 0.6)),
    ]
    return Dictionary(uniqueKeysWithValues: table.map { ($0.0, $0.1.color) })
  }()
}

/// How well an entry's device and gamut suit an iPhone drawing in sRGB.
enum AssetTraits {
  /// 0 for `iphone`, 1 for `universal` (or none given); nil for other devices.
  static func idiomRank(_ idiom: Any?) -> Int? {
    switch (idiom as? String) ?? "universal" {
    case "iphone": return 0
    case "universal": return 1
    default: return nil
    }
  }

  /// 0 for no gamut or sRGB, 1 for Display P3 (Cellshot draws in sRGB).
  static func gamutRank(_ gamut: Any?) -> Int {
    ((gamut as? String)?.lowercased() == "display-p3") ? 1 : 0
  }
}
