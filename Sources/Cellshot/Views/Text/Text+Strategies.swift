// iOS 26's strategies for how text infers its alignment and writing direction when none is
// given, and the modifiers that set them (`multilineTextAlignment(strategy:)`,
// `writingDirection(strategy:)`), which say what a picture makes of them.

extension Text {
  /// How text infers its lines' alignment when none is set explicitly.
  public struct AlignmentStrategy: Hashable, Sendable {
    let id: Int

    /// Follows `multilineTextAlignment` in the view hierarchy.
    public static let layoutBased = AlignmentStrategy(id: 0)
    /// Follows each paragraph's writing direction (leading is its start).
    public static let writingDirectionBased = AlignmentStrategy(id: 1)
    /// The context's own: layout-based for `Text`, writing-direction-based for text a user
    /// types.
    public static let `default` = AlignmentStrategy(id: 2)
  }

  /// How text infers its writing direction.
  public struct WritingDirectionStrategy: Hashable, Sendable {
    let id: Int

    /// Follows the layout direction in the view hierarchy.
    public static let layoutBased = WritingDirectionStrategy(id: 0)
    /// Follows the text's own first strong character.
    public static let contentBased = WritingDirectionStrategy(id: 1)
    /// Content-based, as Apple's documentation says.
    public static let `default` = contentBased
  }
}

extension View {
  /// How text below infers its alignment when none is set (iOS 26). Drawn as layout-based:
  /// the two differ only for a paragraph written against the layout direction (Hebrew text
  /// in an English layout), whose lines Cellshot aligns by the layout direction.
  public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
    EnvironmentModifier(content: self) { $0.textAlignmentStrategy = strategy }
  }

  /// How text below infers its writing direction (iOS 26). Kept in the environment; each
  /// run's characters are ordered by their own direction either way (BitmapFonts' Bidi).
  public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View {
    EnvironmentModifier(content: self) { $0.writingDirectionStrategy = strategy }
  }
}

extension EnvironmentValues {
  /// `.multilineTextAlignment(strategy:)`: the context's default unless set.
  var textAlignmentStrategy: Text.AlignmentStrategy {
    get { self[extra: "textAlignmentStrategy", default: .default] }
    set { self[extra: "textAlignmentStrategy", default: .default] = newValue }
  }

  /// `.writingDirection(strategy:)`: content-based unless set.
  var writingDirectionStrategy: Text.WritingDirectionStrategy {
    get { self[extra: "writingDirectionStrategy", default: .default] }
    set { self[extra: "writingDirectionStrategy", default: .default] = newValue }
  }
}
