// PasteButton: the system's paste control, as iOS draws it at rest: "Paste" and the
// clipboard symbol in white on a tint-filled rounded rectangle, whatever the button style in
// force (the system draws it, not the app). What it would paste is read when tapped.
import CoreTransferable

/// A button that pastes the clipboard's items of a type the app accepts.
public struct PasteButton: PrimitiveView {
  /// Pastes items of `payloadType` from the clipboard into `onPaste`.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var system = environment
    system.buttonBorderShape = .automatic
    let label = Label("Paste", systemImage: "doc.on.clipboard")
    return resolve(system.styledButton(label, kind: .prominent), builder, system)
  }
}
