// RenameButton and the rename action: a button, usually in a context menu or a toolbar, that
// starts renaming (it runs the action `.renameAction(_:)` set above it). At rest it is its
// label, "Rename" with the pencil symbol, drawn as the button style in force draws labels.

/// A button that starts renaming, running the nearest `.renameAction(_:)`.
public struct RenameButton<Label: View>: PrimitiveView {
  let label: Label

  public init() where Label == Cellshot.Label<Text, Image> {
    label = Cellshot.Label("Rename", systemImage: "pencil")
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(label), builder, environment)
  }
}

extension View {
  /// What a `RenameButton` below does: focus the field bound to `isFocused`.
  public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }

  /// What a `RenameButton` below does: run `action`.
  public func renameAction(_ action: @escaping () -> Void) -> some View { self }
}
