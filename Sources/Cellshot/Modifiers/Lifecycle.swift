// Events in a view's life: `onAppear` runs once when the view is first resolved for a picture;
// tasks, changes and the other events compile and do nothing.

extension View {
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
  public func id<ID: Hashable>(_ id: ID) -> Self { self }

  /// Runs `action` once, when the view is first resolved for a picture.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearModifier(content: self, action: action)
  }
}

struct AppearModifier<Content: View>: PrimitiveView {
  let content: Content
  let action: (() -> Void)?
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if builder.pass == 0 { action?() }
    return resolve(content, builder, environment)
  }
}

extension View {
  // MARK: tasks and events

  public func task(priority: TaskPriority = .userInitiated,
                   _ action: @escaping @Sendable () async -> Void) -> Self { self }
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                 _ action: @escaping @Sendable () async -> Void) -> Self { self }
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self {
    self
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping (V, V) -> Void) -> Self { self }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                     _ action: @escaping () -> Void) -> Self { self }
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> Self { self }

  public func onOpenURL(perform action: @escaping (URL) -> Void) -> Self { self }
  public func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}
