// Accessibility: what VoiceOver reads of a view. A view's elements (its texts, images and
// controls, and what the accessibility modifiers make of them) are worked out from the laid-out
// tree as iOS derives them (`AccessibilityCollector`), each with its label, value, hint,
// traits, frame and activation point, in reading order, and said as Cash App's
// AccessibilitySnapshot writes what VoiceOver speaks ("Notifications. Switch Button. Off.").
// docs/accessibility.md gives the rules and their sources.

import Foundation

/// One element VoiceOver stops at: what it says, and where it is.
public struct AccessibilityElement: Sendable, Equatable {
  public var label: String
  public var value: String
  public var hint: String
  public var traits: AccessibilityTraits
  public var identifier: String
  /// Where it is, in points, in the coordinates of the view rendered.
  public var frame: CGRect
  /// Where a double tap lands: the frame's centre unless set.
  public var activationPoint: CGPoint
  /// Its place among its siblings, for tabs and segments: "2 of 3".
  public var position: Position?

  /// "2 of 3": the element's index from 1 and how many there are.
  public struct Position: Sendable, Equatable {
    public var index: Int
    public var count: Int
  }

  public init(label: String = "", value: String = "", hint: String = "",
              traits: AccessibilityTraits = [], identifier: String = "", frame: CGRect = .zero,
              activationPoint: CGPoint? = nil, position: Position? = nil) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.identifier = identifier
    self.frame = frame
    self.activationPoint = activationPoint ?? CGPoint(x: frame.midX, y: frame.midY)
    self.position = position
  }

  /// What VoiceOver says of it, as AccessibilitySnapshot writes it: the label, the value after
  /// ": ", "Selected: " before them, then the traits' words ("Button.", "Heading.", "Switch
  /// Button. On."), then "2 of 3." for a tab or a segment.
  public var description: String {
    var text = label
    let isSwitch = traits.contains(.isToggle)
    if !value.isEmpty && !isSwitch { text = text.isEmpty ? value : "\(text): \(value)" }
    if traits.contains(.isSelected) { text = text.isEmpty ? "Selected." : "Selected: " + text }
    var words: [String] = []
    if traits.contains(.notEnabled) { words.append("Dimmed.") }
    if traits.contains(.isButton) && !isSwitch && !traits.contains(.tab) {
      words.append("Button.")
    }
    if isSwitch {
      words.append("Switch Button.")
      switch value {
      case "1": words.append("On.")
      case "0": words.append("Off.")
      case "2": words.append("Mixed.")
      case "": break
      default: words.append(value)
      }
    }
    if traits.contains(.tab) { words.append("Tab.") }
    if traits.contains(.textEntry) {
      words.append(traits.contains(.secureTextEntry) ? "Secure Text Field." : "Text Field.")
    }
    if traits.contains(.isHeader) { words.append("Heading.") }
    if traits.contains(.isLink) { words.append("Link.") }
    if traits.contains(.adjustable) { words.append("Adjustable.") }
    if traits.contains(.isImage) { words.append("Image.") }
    if traits.contains(.isSearchField) { words.append("Search Field.") }
    if text.isEmpty && words.isEmpty && !hint.isEmpty { text = hint }
    if !words.isEmpty {
      text = text.isEmpty ? words.joined(separator: " ")
        : text + (text.hasSuffix(".") ? " " : ". ") + words.joined(separator: " ")
    }
    if let position {
      text += (text.hasSuffix(".") || text.isEmpty ? "" : ".") + " \(position.index) of \(position.count)."
    }
    return text
  }

  /// The hint VoiceOver speaks after a pause: the element's own, then what the system adds to
  /// a switch, a text field or an adjustable element ("Double tap to toggle setting."); nil
  /// when there is none (or when the description already says the hint).
  public var spokenHint: String? {
    let own = label.isEmpty && value.isEmpty && !traits.contains(.isSelected)
      && describedTraitsAreEmpty ? "" : hint
    func after(_ system: String) -> String {
      own.isEmpty ? system : (own.hasSuffix(".") ? String(own.dropLast()) : own) + ". " + system
    }
    if !traits.contains(.notEnabled) {
      if traits.contains(.isToggle) { return after("Double tap to toggle setting.") }
      if traits.contains(.textEntry) { return "Double tap to edit." }
      if traits.contains(.adjustable) {
        return after("Swipe up or down with one finger to adjust the value.")
      }
    }
    return own.isEmpty ? nil : own
  }

  private var describedTraitsAreEmpty: Bool {
    traits.intersection([.notEnabled, .isButton, .isToggle, .tab, .textEntry, .isHeader, .isLink,
                         .adjustable, .isImage, .isSearchField]).isEmpty
  }
}

extension AccessibilityTraits {
  // What UIKit's traits say that SwiftUI's set has no name for (controls set them).
  /// A control that is turned off (`.disabled(true)`): "Dimmed."
  static let notEnabled = AccessibilityTraits(rawValue: 1 << 24)
  /// A slider's or a stepper's: swiped up or down to change.
  static let adjustable = AccessibilityTraits(rawValue: 1 << 25)
  /// A text field's.
  static let textEntry = AccessibilityTraits(rawValue: 1 << 26)
  /// A secure field's, with `textEntry`.
  static let secureTextEntry = AccessibilityTraits(rawValue: 1 << 27)
  /// A tab of a tab bar.
  static let tab = AccessibilityTraits(rawValue: 1 << 28)
}

/// The elements of a view in the order VoiceOver reads them.
public struct AccessibilityTree: Sendable, Equatable {
  public var elements: [AccessibilityElement]

  public init(elements: [AccessibilityElement]) {
    self.elements = elements
  }

  /// One element a paragraph: its number, what VoiceOver says, its hint, its frame (and its
  /// activation point when it is not the frame's centre), in points.
  ///
  /// ```
  /// 1. Settings. Heading.
  ///    frame (16, 52, 143 x 41)
  /// 2. Notifications. Switch Button. On.
  ///    hint: Double tap to toggle setting.
  ///    frame (16, 120, 358 x 44)
  /// ```
  public var text: String {
    if elements.isEmpty { return "(no accessibility elements)\n" }
    var out = ""
    for (i, element) in elements.enumerated() {
      out += "\(i + 1). \(element.description)\n"
      if let hint = element.spokenHint { out += "   hint: \(hint)\n" }
      let f = element.frame
      out += "   frame (\(number(f.minX)), \(number(f.minY)), \(number(f.width)) x \(number(f.height)))"
      let a = element.activationPoint
      if abs(a.x - f.midX) > 0.5 || abs(a.y - f.midY) > 0.5 {
        out += ", activation point (\(number(a.x)), \(number(a.y)))"
      }
      out += "\n"
    }
    return out
  }
}

/// A length for the text: whole, or with up to two decimals.
private func number(_ value: CGFloat) -> String {
  let rounded = (value * 100).rounded() / 100
  if rounded == rounded.rounded() { return String(Int(rounded)) }
  return String(format: "%.2f", Double(rounded))
    .replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
}
