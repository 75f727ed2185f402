// Text scales (iOS 17): `textScale(.secondary)` asks for text a logical step smaller than its
// font. Apple publishes neither the ratio nor the sizes it picks, so rather than guess a
// size, Cellshot accepts the scale and draws the text at its font's size (docs/porting.md).

extension Text {
  /// A logical text scale relative to the font in use, as SwiftUI's `Text.Scale`.
  public struct Scale: Sendable, Hashable {
    let name: String

    /// The font's own size.
    public static let `default` = Scale(name: "default")
    /// The secondary scale (smaller on iOS); drawn at the font's size here.
    public static let secondary = Scale(name: "secondary")
  }

  /// This text at `scale` when `isEnabled`: accepted, drawn at its font's size.
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

extension View {
  /// Text below at `scale` when `isEnabled`: accepted, drawn at its font's size.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
