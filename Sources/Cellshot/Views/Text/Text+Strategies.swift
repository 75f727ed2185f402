// iOS 26's strategies for how text infers its alignment and writing direction when none is
// given. The values only: the modifiers that set them (`multilineTextAlignment(strategy:)`,
// `writingDirection(strategy:)`) say what a picture makes of them.

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
