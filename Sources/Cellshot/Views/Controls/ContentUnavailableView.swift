/// What iOS 17 shows when there is nothing: a large grey symbol, a bold title and a
/// description, centred in the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  PrimitiveView
{
  let label: Label
  let description: Description
  let actions: Actions

  public init(@ViewBuilder label: () -> Label,
              @ViewBuilder description: () -> Description = { EmptyView() },
              @ViewBuilder actions: () -> Actions = { EmptyView() }) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    // The description right under the title (a public iOS 26 screenshot: 8.33 points from the
    // title's ink to the description's, where 16 points of spacing left 21.3), the actions
    // 16 below.
    let view = VStack(spacing: 16) {
      VStack(spacing: 3) {
        label.labelStyle(StackedLabelStyle()).font(.title2).bold()
        description.font(.subheadline).foregroundColor(.secondary)
          .multilineTextAlignment(.center)
      }
      actions
    }
    .padding(.horizontal, 32)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    return resolve(view, builder, environment)
  }
}

extension ContentUnavailableView where Label == Cellshot.Label<Text, Image>, Actions == EmptyView {
  /// `ContentUnavailableView("No Mail", systemImage: "tray", description: Text("..."))`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String,
              description: Text? = nil) where Description == Text? {
    self.init(label: { Cellshot.Label(titleKey, systemImage: systemImage) },
              description: { description }, actions: { EmptyView() })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String,
                                 description: Text? = nil) where Description == Text? {
    self.init(label: { Cellshot.Label(title, systemImage: systemImage) },
              description: { description }, actions: { EmptyView() })
  }

  /// `ContentUnavailableView("No Photos", image: "EmptyAlbum")`: an image of the app's.
  public init(_ title: LocalizedStringKey, image name: String,
              description: Text? = nil) where Description == Text? {
    self.init(label: { Cellshot.Label(title, image: name) },
              description: { description }, actions: { EmptyView() })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String,
                                 description: Text? = nil) where Description == Text? {
    self.init(label: { Cellshot.Label(title, image: name) },
              description: { description }, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
{
  /// The search variant: a magnifying glass, "No Results", "Check the spelling or try a new
  /// search."
  public static var search: ContentUnavailableView<SearchUnavailableContent.Label,
                                                   SearchUnavailableContent.Description,
                                                   SearchUnavailableContent.Actions> {
    ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) },
                           description: { SearchUnavailableContent.Description() },
                           actions: { SearchUnavailableContent.Actions() })
  }

  /// The search variant for a search of `text`: "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                           description: { SearchUnavailableContent.Description() },
                           actions: { SearchUnavailableContent.Actions() })
  }
}

/// The parts of the search variant of `ContentUnavailableView`.
public struct SearchUnavailableContent: Sendable {
  /// The magnifying glass and "No Results", or "No Results for “text”".
  public struct Label: View, Sendable {
    let text: String?
    public var body: some View {
      Cellshot.Label(text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results",
                     systemImage: "magnifyingglass")
    }
  }

  /// "Check the spelling or try a new search."
  public struct Description: View, Sendable {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }

  /// No actions.
  public struct Actions: View, Sendable {
    public var body: some View { EmptyView() }
  }
}
