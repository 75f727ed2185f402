// `.scrollTransition`: effects on a scroll view's item as it scrolls in and out. A picture
// draws every item at rest in the identity phase, as an item fully in view is drawn: the
// transition's effects for `.identity` (usually none) are applied, as `.visualEffect`'s are.
// (An item partly scrolled out would take the edge phases on an iPhone; Cellshot draws it
// as if it were fully in view.)

/// Where an item is in a scroll transition: entering at the top or leading edge, in view,
/// or leaving at the bottom or trailing edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
  case topLeading
  case identity
  case bottomTrailing

  /// Whether the item is in view.
  public var isIdentity: Bool { self == .identity }

  /// -1 at the top or leading edge, 0 in view, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition moves between its phases: following the scroll, or animated once
/// a threshold is crossed.
public struct ScrollTransitionConfiguration: Sendable {
  enum Kind: Sendable {
    case animated(Animation)
    case interactive(UnitCurve)
    case identity
  }

  var kind: Kind
  var threshold = Threshold.visible

  /// Animates to the next phase once the item crosses the threshold.
  public static func animated(_ animation: Animation = .default)
    -> ScrollTransitionConfiguration { ScrollTransitionConfiguration(kind: .animated(animation)) }
  public static let animated = ScrollTransitionConfiguration.animated()
  /// Follows the scroll, eased by `timingCurve`.
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(kind: .interactive(timingCurve))
  }
  public static let interactive = ScrollTransitionConfiguration.interactive()
  /// Always the identity phase.
  public static let identity = ScrollTransitionConfiguration(kind: .identity)

  /// This configuration, animated with `animation`.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    copy.kind = .animated(animation)
    return copy
  }

  /// This configuration with `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }
}

extension ScrollTransitionConfiguration {
  /// How much of an item must be in view for it to be in the identity phase.
  public struct Threshold: Sendable {
    /// The fraction of the item in view, and a distance the boundary is moved inwards.
    var visibleFraction: Double
    var inset: Double

    /// In view while any of it is visible.
    public static let visible = Threshold(visibleFraction: 0, inset: 0)
    /// In view only while all of it is visible.
    public static let hidden = Threshold(visibleFraction: 1, inset: 0)
    /// In view while its centre is.
    public static var centered: Threshold { Threshold(visibleFraction: 0.5, inset: 0) }
    /// In view while `amount` (0...1) of it is visible.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(visibleFraction: amount.isNaN ? 0 : min(max(amount, 0), 1), inset: 0)
    }
    /// The threshold `amount` of the way to `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(
        visibleFraction: visibleFraction + (other.visibleFraction - visibleFraction) * amount,
        inset: inset + (other.inset - inset) * amount)
    }
    /// The threshold with its boundary moved `distance` points inwards.
    public func inset(by distance: Double) -> Threshold {
      Threshold(visibleFraction: visibleFraction, inset: inset + distance)
    }
  }
}

extension View {
  /// Applies `transition`'s effects for the item's phase as it scrolls: drawn in the
  /// identity phase (the item at rest in view).
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    visualEffectNode(".scrollTransition") { proxy in
      transition(EmptyVisualEffect(), .identity).parts(size: proxy.size)
    }
  }

  /// The same, with a configuration for each edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    scrollTransition(topLeading, axis: axis, transition: transition)
  }
}
