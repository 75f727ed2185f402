import Gallery

/// `cellshot list`: every screen's id and what it shows.
enum ListCommand {
  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments)
    guard args.operands.isEmpty else {
      throw UsageError("unexpected argument '\(args.operands[0])'")
    }
    let width = Gallery.screens.map(\.id.count).max() ?? 0
    for screen in Gallery.screens {
      print("\(pad(screen.id, width))  \(screen.summary) [\(screen.device.name)]")
    }
    return 0
  }
}
