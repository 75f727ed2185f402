// The formatting controls of rich-text input (iOS 26): the bold, italic and colour buttons a
// text editor offers in its context menu and above the keyboard. Rule: a picture shows no
// menu or keyboard, so where they appear compiles with SwiftUI's signatures and changes
// nothing.

/// Where a text input shows its formatting controls.
public struct TextInputFormattingControlPlacement: Sendable {
  /// A set of places for formatting controls.
  public struct Set: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// In the menu of the selected text.
    public static let contextMenu = Set(rawValue: 1 << 0)
    /// In the bar above the keyboard.
    public static let inputAssistant = Set(rawValue: 1 << 1)
    /// Every place.
    public static let all: Set = [.contextMenu, .inputAssistant]
    /// The places the system chooses: every one on iPhone.
    public static let `default`: Set = .all
  }
}

extension View {
  /// Shows or hides the formatting controls of the text inputs below: a picture has none.
  public func textInputFormattingControlVisibility(
    _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
  ) -> some View { self }
}
