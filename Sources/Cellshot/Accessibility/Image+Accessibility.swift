// What VoiceOver calls an image: `Image(_:label:)`'s label; nothing for `Image(decorative:)`;
// a named image its name (SwiftUI looks the name up as a localization key); a symbol what its
// name says, "plus" as "Add" (the one built-in label a public source confirms), others their
// name's words without "fill" ("star.fill" is "star"). Inside a combined element or a button
// with text, a symbol adds nothing (AccessibilitySnapshot's SwiftUI references).

/// How an image is labelled for VoiceOver.
enum ImageAccessibility: Equatable {
  case derived, decorative
  case label(String)
}

extension Image {
  var accessibilityRole: AccessibilityRole {
    switch accessibility {
    case .decorative: return .image(label: nil, isSymbol: false)
    case .label(let label): return .image(label: label, isSymbol: false)
    case .derived:
      switch source {
      case .named(let name, _, _): return .image(label: name, isSymbol: false)
      case .system(let name): return .image(label: Image.symbolLabel(name), isSymbol: true)
      case .buffer, .drawn: return .image(label: "", isSymbol: false)
      }
    }
  }

  /// What VoiceOver calls a symbol with no label of its own.
  static func symbolLabel(_ name: String) -> String {
    if name == "plus" { return "Add" }
    return name.split(separator: ".").filter { $0 != "fill" }.joined(separator: " ")
  }
}
