// Sheets, alerts, popovers and dialogs: a picture shows the presenting view; they compile and
// change nothing.

extension View {
  // MARK: presentations (a picture shows the presenting view)

  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Content) -> Self { self }
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> Self { self }
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> Self { self }
  public func popover<Content: View>(isPresented: Binding<Bool>,
                                     @ViewBuilder content: @escaping () -> Content) -> Self { self }
  public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                @ViewBuilder actions: () -> A) -> Self { self }
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> Self { self }
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                             @ViewBuilder actions: () -> A) -> Self { self }
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Self { self }
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> Self { self }
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}

public struct PresentationDetent: Sendable, Hashable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "height \(height)")
  }
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(name: "fraction \(fraction)")
  }
}

/// An alert's content, for `alert(isPresented:content:)` (never drawn).
public struct Alert {
  public struct Button {
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button()
    }
  }
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}
