/// What iOS 17 shows when there is nothing: a large grey symbol, a bold title and a
/// description, centred in the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  PrimitiveView
{
  let label: Label
  let description: Description
  let actions: Actions

  public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
              @ViewBuilder actions: () -> Actions) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let view = VStack(spacing: 16) {
      label.labelStyle(StackedLabelStyle()).font(.title2).bold()
      description.font(.subheadline).foregroundColor(.secondary)
        .multilineTextAlignment(.center)
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

  public init<S: StringProtocol>(_ title: S, systemImage: String,
                                 description: Text? = nil) where Description == Text? {
    self.init(label: { Cellshot.Label(title, systemImage: systemImage) },
              description: { description }, actions: { EmptyView() })
  }
}

extension ContentUnavailableView where Label == Cellshot.Label<Text, Image>,
  Description == Text, Actions == EmptyView
{
  /// The search variant: "No Results", a magnifying glass, "Check the spelling or try a new
  /// search."
  public static var search: ContentUnavailableView {
    ContentUnavailableView(label: { Cellshot.Label("No Results", systemImage: "magnifyingglass") },
                           description: { Text("Check the spelling or try a new search.") },
                           actions: { EmptyView() })
  }
}
