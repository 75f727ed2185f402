// CellshotTesting, the snapshot assertions for SwiftUI views, as swift-snapshot-testing spells
// them: `assertSnapshot(of: view, as: .image(device:))`. Takes views; renders them with
// Cellshot's `Renderer` (laid out and drawn on the main actor, with their frame trees when
// asked) and hands the pictures to PixelSnapshots, which it re-exports: the assertions, record
// modes, comparisons and artifacts are there. Never imports CPNGShim, Gallery or the CLI.
@_exported import PixelSnapshots
