// Find and replace in text views (`TextEditor`'s find bar): the bar sits over the keyboard,
// which a picture does not show, so asking for it draws nothing, and whether find or replace
// is allowed changes nothing on screen until the user starts one.

/// What a text view below can do about find: whether the find bar is shown, and whether it
/// offers replace. Set by the system for the view with the bar; nil elsewhere.
public struct FindContext: Sendable {
  /// Shows or hides the find bar; nil when the bar cannot be shown from here.
  public var isPresented: Binding<Bool>?
  /// Whether the bar offers replace as well as find.
  public var supportsReplace: Bool
}

extension EnvironmentValues {
  /// The find bar of the text view the view is in: none in a picture, where no text view is
  /// being searched.
  public var findContext: FindContext? { nil }
}

extension View {
  /// Shows the find bar of the text view below while `isPresented` is true: the bar is part of
  /// the keyboard's area, which a picture does not draw.
  public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
  /// Whether find is turned off for the text views below: nothing shows until one is searched.
  public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
  /// Whether replace is turned off for the text views below.
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}
