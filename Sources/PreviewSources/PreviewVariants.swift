// The variants a previews suite multiplies each preview over, as `cellshot-previews.json` and
// a preview's `// cellshot-previews:` line give them: the axes (appearance, Dynamic Type,
// layout direction, locale, device, orientation, iOS look), each with the values listed, every
// combination its own variant, test and reference. The generator checks the file's words; the
// test that renders a variant reads its spec (`colorScheme=dark;locale=de_DE`) back.

import Foundation

/// One setting a previews suite varies.
package enum VariantAxis: String, CaseIterable, Sendable {
  case colorScheme, dynamicType, layoutDirection, locale, device, orientation, ios

  /// The values the axis takes, or nil when any non-empty text is checked when rendering
  /// (locales, devices).
  var values: [String]? {
    switch self {
    case .colorScheme: ["light", "dark"]
    case .dynamicType:
      ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1",
       "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
    case .layoutDirection: ["leftToRight", "rightToLeft"]
    case .orientation: ["portrait", "landscape"]
    case .ios: ["13", "17", "18", "26"]
    case .locale, .device: nil
    }
  }

  /// `value` as the axis spells it (`rtl` is `rightToLeft`, `dark` stays), or nil when the
  /// axis has no such value.
  func normalized(_ value: String) -> String? {
    let text = value.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, !text.contains(";"), !text.contains("=") else { return nil }
    switch (self, text.lowercased()) {
    case (.layoutDirection, "ltr"): return "leftToRight"
    case (.layoutDirection, "rtl"): return "rightToLeft"
    default: break
    }
    guard let values else { return text }
    return values.first { $0.lowercased() == text.lowercased() }
  }

  /// How a value reads in a test's name: `dark`, `rtl`, `accessibility3`, `de-DE`, `ios26`.
  func label(_ value: String) -> String {
    switch (self, value) {
    case (.layoutDirection, "leftToRight"): "ltr"
    case (.layoutDirection, "rightToLeft"): "rtl"
    case (.ios, _): "ios" + value
    default: value
    }
  }
}

/// One combination of settings: the axes it sets, each to one value.
package struct PreviewVariant: Equatable, Sendable {
  package var values: [VariantAxis: String]

  package init(_ values: [VariantAxis: String] = [:]) {
    self.values = values
  }

  /// `colorScheme=dark;locale=de_DE`, the axes in their order; empty for the preview as it is.
  package var spec: String {
    VariantAxis.allCases.compactMap { axis in values[axis].map { "\(axis.rawValue)=\($0)" } }
      .joined(separator: ";")
  }

  /// The variant a spec names; nil when a part is not `axis=value` with a known axis and value.
  package init?(spec: String) {
    var values: [VariantAxis: String] = [:]
    for part in spec.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2, let axis = VariantAxis(rawValue: pair[0]),
            let value = axis.normalized(pair[1]) else { return nil }
      values[axis] = value
    }
    self.values = values
  }

  /// The words a test name takes from the variant: `["dark", "rtl"]`.
  package var labels: [String] {
    VariantAxis.allCases.compactMap { axis in values[axis].map { axis.label($0) } }
  }
}

/// What a package asks of its previews suite: the axes to vary and the scale to draw at.
package struct PreviewSuiteConfiguration: Equatable, Sendable {
  /// Each axis varied, with its values in the order given.
  package var axes: [VariantAxis: [String]] = [:]
  /// Pixels per point (1 to 3).
  package var scale = 2
  /// The accessibility snapshots each variant also takes: `text` (what VoiceOver reads) and
  /// `image` (the picture with each element marked and the legend).
  package var accessibility: [String] = []

  package init(axes: [VariantAxis: [String]] = [:], scale: Int = 2, accessibility: [String] = []) {
    self.axes = axes
    self.scale = scale
    self.accessibility = accessibility
  }

  /// Every combination of the axes' values (one empty variant when no axis is varied). An
  /// axis with one value sets it without naming it.
  package var variants: [PreviewVariant] {
    var combinations = [PreviewVariant()]
    for axis in VariantAxis.allCases {
      guard let values = axes[axis], !values.isEmpty else { continue }
      combinations = combinations.flatMap { base in
        values.map { value in
          var next = base
          next.values[axis] = value
          return next
        }
      }
    }
    return combinations
  }

  /// The labels of the axes that have several values: what tells a variant from the others.
  package func labels(of variant: PreviewVariant) -> [String] {
    VariantAxis.allCases.compactMap { axis in
      guard let value = variant.values[axis], (axes[axis]?.count ?? 0) > 1 else { return nil }
      return axis.label(value)
    }
  }
}

/// A configuration file or a preview's line that says something this suite does not know.
package struct PreviewConfigurationError: Error, CustomStringConvertible, Equatable {
  package var description: String
}

extension PreviewSuiteConfiguration {
  /// The configuration `cellshot-previews.json` (its `path`, for messages) holds:
  /// `{"scale": 2, "variants": {"colorScheme": ["light", "dark"], ...}}`.
  package init(json: Data, path: String) throws(PreviewConfigurationError) {
    guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
      throw PreviewConfigurationError(description: "\(path): not a JSON object")
    }
    self.init()
    for key in root.keys where !["scale", "variants", "accessibility"].contains(key) {
      throw PreviewConfigurationError(
        description: "\(path): unknown key '\(key)' (known: scale, variants, accessibility)")
    }
    if let kinds = root["accessibility"] {
      guard let list = kinds as? [String], list.allSatisfy({ ["text", "image"].contains($0) })
      else {
        throw PreviewConfigurationError(
          description: "\(path): accessibility must list \"text\", \"image\" or both")
      }
      accessibility = list
    }
    if let scale = root["scale"] {
      guard let number = scale as? Int, (1...3).contains(number) else {
        throw PreviewConfigurationError(description: "\(path): scale must be 1, 2 or 3")
      }
      self.scale = number
    }
    guard let variants = root["variants"] else { return }
    guard let axes = variants as? [String: Any] else {
      throw PreviewConfigurationError(description: "\(path): variants must be an object of "
                                      + "axes and their values")
    }
    for (name, list) in axes {
      guard let values = list as? [String] else {
        throw PreviewConfigurationError(description: "\(path): \(name) must be a list of strings")
      }
      try set(name, values, in: path)
    }
  }

  /// This configuration changed by a preview's `// cellshot-previews:` line, or nil when the
  /// line says `skip`: `colorScheme=light,dark; device=iPhone SE` replaces those axes' values,
  /// `scale=3` the scale.
  package func applying(directive: String, at place: String) throws(PreviewConfigurationError)
    -> PreviewSuiteConfiguration?
  {
    let text = directive.trimmingCharacters(in: .whitespaces)
    if text == "skip" { return nil }
    var out = self
    for part in text.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard pair.count == 2 else {
        throw PreviewConfigurationError(
          description: "\(place): '\(part)' is not 'axis=value,value', 'scale=N' or 'skip'")
      }
      if pair[0] == "accessibility" {
        let kinds = pair[1].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && $0 != "none" }
        guard kinds.allSatisfy({ ["text", "image"].contains($0) }) else {
          throw PreviewConfigurationError(
            description: "\(place): accessibility takes text, image or none")
        }
        out.accessibility = kinds
        continue
      }
      if pair[0] == "scale" {
        guard let scale = Int(pair[1]), (1...3).contains(scale) else {
          throw PreviewConfigurationError(description: "\(place): scale must be 1, 2 or 3")
        }
        out.scale = scale
        continue
      }
      try out.set(pair[0], pair[1].split(separator: ",").map(String.init), in: place)
    }
    return out
  }

  private mutating func set(_ name: String, _ values: [String], in place: String)
    throws(PreviewConfigurationError)
  {
    guard let axis = VariantAxis(rawValue: name) else {
      let known = VariantAxis.allCases.map(\.rawValue).joined(separator: ", ")
      throw PreviewConfigurationError(description: "\(place): unknown axis '\(name)' (known: "
                                      + "\(known))")
    }
    var normalized: [String] = []
    for value in values {
      guard let known = axis.normalized(value) else {
        let allowed = axis.values.map { " (one of \($0.joined(separator: ", ")))" } ?? ""
        throw PreviewConfigurationError(
          description: "\(place): '\(value)' is not a value of \(name)\(allowed)")
      }
      if !normalized.contains(known) { normalized.append(known) }
    }
    guard !normalized.isEmpty else {
      throw PreviewConfigurationError(description: "\(place): \(name) lists no value")
    }
    axes[axis] = normalized
  }
}
