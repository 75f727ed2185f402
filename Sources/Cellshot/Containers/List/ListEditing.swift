// A list's editing and tinting names: at rest a list is not being edited (no row is moved,
// deleted or selected by the user), so `moveDisabled`, `deleteDisabled` and `selectionDisabled`
// change nothing on the picture; separators are drawn in the system's separator colour and
// rows' tints are not drawn (`listRowSeparatorTint`, `listSectionSeparatorTint`,
// `listItemTint` are accepted: Cellshot's list has no tinted separators nor sidebar icons).
// `listRowInsets(_:_:)` (iOS 26) draws: it is `listRowInsets(_:)` with the other edges' default.

extension View {
  public func moveDisabled(_ isDisabled: Bool) -> some View { self }
  public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View { self }
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View { self }
  public func listItemTint(_ tint: ListItemTint?) -> some View { self }
  public func listItemTint(_ tint: Color?) -> some View { self }

  /// The space between a list row's `edges` and its content; nil (or an edge not named) keeps
  /// the default: 11 points down, 20 across.
  public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    let across = ListBuilder.rowInset
    func inset(_ edge: Edge.Set, _ standard: CGFloat) -> CGFloat {
      edges.contains(edge) ? length ?? standard : standard
    }
    return listRowInsets(EdgeInsets(top: inset(.top, 11), leading: inset(.leading, across),
                                    bottom: inset(.bottom, 11),
                                    trailing: inset(.trailing, across)))
  }
}

/// The tint of a list item's icon in a sidebar.
public struct ListItemTint: Sendable {
  let color: Color?
  let fixed: Bool
  /// A tint the item keeps whatever its list's tint.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, fixed: true) }
  /// A tint the system may replace with the list's.
  public static func preferred(_ tint: Color) -> ListItemTint {
    ListItemTint(color: tint, fixed: false)
  }
  /// Grey, as the system draws monochrome items.
  public static let monochrome = ListItemTint(color: nil, fixed: true)
}
