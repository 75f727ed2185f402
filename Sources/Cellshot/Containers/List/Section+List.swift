// The spellings of Section that lists use: a title string, header and footer views.

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a title, as iOS 15's `Section("Title") { ... }`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

extension Section {
  /// A section with header and footer views, as `Section { } header: { } footer: { }`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
              @ViewBuilder footer: () -> Footer) {
    self.init(header: header(), footer: footer(), content: content)
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }
}
