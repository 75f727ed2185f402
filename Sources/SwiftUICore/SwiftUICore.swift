// SwiftUICore on Linux: Cellshot under the name iOS 18's SDK splits SwiftUI's core into, for
// files that import it. Names only.
@_exported import Cellshot
