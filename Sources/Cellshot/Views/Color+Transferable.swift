// Color as a transferable value (iOS 16): it can be dragged, copied and shared. Nothing is
// transferred in a picture (CoreTransferable keeps representations without running them); the
// representation offered is the colour's light appearance as Color.Resolved's coding writes it.

import CoreTransferable

extension Color: Transferable {
  /// The colour as data: its light appearance, coded as `Color.Resolved` is.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .data) { (color: Color) in
      try JSONEncoder().encode(Color.Resolved(raster: color.light))
    }
  }
}
