// PixelSnapshots: snapshot assertions for anything that becomes pixels or text, as
// swift-snapshot-testing spells them (`Snapshotting`, `Diffing`, `assertSnapshot`). Takes a
// value, a strategy and the goldens beside the tests; gives a pass, or a failure with the
// expected, actual and diff files written where a person can look (and goldens recorded when
// asked), under Swift Testing and XCTest alike. It reads and writes PNG through PNGCodec, never
// CPNGShim, and knows nothing of views: CellshotTesting adds the view strategies on top, so the
// rasterizer's and the fonts' golden tests need not build the view layer.
