// Accessibility modifiers: nothing to see; they compile and change nothing.

extension View {
  // MARK: accessibility

  public func accessibilityLabel(_ label: Text) -> Self { self }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
  public func accessibilityHint(_ hint: Text) -> Self { self }
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
  public func accessibilityValue(_ value: Text) -> Self { self }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
  public func accessibilityIdentifier(_ identifier: String) -> Self { self }
  public func accessibilityHidden(_ hidden: Bool) -> Self { self }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
  public func accessibilitySortPriority(_ priority: Double) -> Self { self }
  public func accessibilityInputLabels<S: StringProtocol>(_ labels: [S]) -> Self { self }
  public func accessibilityAction(_ kind: AccessibilityActionKind = .default,
                                  _ handler: @escaping () -> Void) -> Self { self }
  public func accessibilityAction<S: StringProtocol>(named name: S,
                                                     _ handler: @escaping () -> Void) -> Self {
    self
  }

  public func help<S: StringProtocol>(_ text: S) -> Self { self }
}

public enum AccessibilityChildBehavior: Sendable { case ignore, contain, combine }

public enum AccessibilityActionKind: Sendable { case `default`, escape, magicTap }

public struct AccessibilityTraits: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1)
  public static let isHeader = AccessibilityTraits(rawValue: 2)
  public static let isSelected = AccessibilityTraits(rawValue: 4)
  public static let isLink = AccessibilityTraits(rawValue: 8)
  public static let isImage = AccessibilityTraits(rawValue: 16)
  public static let isStaticText = AccessibilityTraits(rawValue: 32)
  public static let isSearchField = AccessibilityTraits(rawValue: 64)
  public static let isToggle = AccessibilityTraits(rawValue: 128)
}
