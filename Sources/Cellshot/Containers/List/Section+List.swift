// The spellings of Section that lists use: a title string, header and footer views, and a
// collapsible section (`isExpanded:`), whose rows show only while it is bound open; iOS draws
// its header alone when it is closed.

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section with a title, as iOS 15's `Section("Title") { ... }`.
  nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }

  /// A collapsible section with a title, open while `isExpanded` is true.
  nonisolated public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
                          @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
    self.isExpanded = isExpanded.wrappedValue
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>,
                                 @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
    self.isExpanded = isExpanded.wrappedValue
  }
}

@MainActor
extension Section where Parent: View, Content: View, Footer: View {
  /// A section with header and footer views, as `Section { } header: { } footer: { }`.
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                          @ViewBuilder footer: () -> Footer) {
    self.init(header: header(), footer: footer(), content: content)
  }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }

  /// A collapsible section with a header view, open while `isExpanded` is true.
  nonisolated public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
                          @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
    self.isExpanded = isExpanded.wrappedValue
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }
}
