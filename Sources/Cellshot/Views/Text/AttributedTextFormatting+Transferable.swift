// Attributed text as a transferable value (iOS 26): `AttributedTextFormatting.Transferable`
// carries an attributed string between text editors, and `AttributedString(transferable:in:)`
// reads it back. Nothing is transferred in a picture; the value holds the text it was made
// with, and gives it back unchanged (no formatting definition constrains it on the way).

import CoreTransferable

extension AttributedTextFormatting {
  /// Attributed text on its way to or from a pasteboard or a drag.
  public struct Transferable: CoreTransferable.Transferable, Sendable {
    /// The text carried.
    let text: AttributedString

    /// `text`, as `environment`'s text editors format it.
    public init(text: AttributedString, in environment: EnvironmentValues) {
      self.text = text
    }

    /// The text as data of its plain characters.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(exportedContentType: .utf8PlainText) { (value: Transferable) in
        Data(String(value.text.characters).utf8)
      }
    }
  }
}

extension AttributedString {
  /// The text `transferable` carries.
  public init(transferable: AttributedTextFormatting.Transferable,
              in environment: EnvironmentValues) throws {
    self = transferable.text
  }
}
