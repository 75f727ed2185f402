// CellshotTesting, the snapshot assertions, as swift-snapshot-testing spells them. Takes
// views, pictures or text and the goldens beside the tests; gives a pass, or a failure with
// the expected, actual and diff files written where a person can look (and goldens recorded
// when asked), under Swift Testing and XCTest alike. It reads and writes PNG through PNGCodec,
// never CPNGShim, and never imports Gallery or the CLI, which build on it.
