// Gestures and hit testing: nothing to see at rest; they compile and change nothing.

extension View {
  public func gesture<G>(_ gesture: G) -> Self { self }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }

  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void) -> Self { self }
  public func simultaneousGesture<G>(_ gesture: G) -> Self { self }
  public func highPriorityGesture<G>(_ gesture: G) -> Self { self }

  public func allowsHitTesting(_ enabled: Bool) -> Self { self }
  public func contentShape<S: Shape>(_ shape: S) -> Self { self }
}

/// Gestures are accepted and ignored.
public struct DragGesture {
  public struct Value { public var translation: CGSize }
  public init(minimumDistance: CGFloat = 10) {}
  public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
  public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}
