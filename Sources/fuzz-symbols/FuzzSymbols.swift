import Cellshot
import FuzzDriver
#if !os(Linux)
import Foundation
#endif
import Raster

// The SF Symbols tables' reader (symbols.txt, symbols-more.txt, symbols-layered.txt) under
// libFuzzer: `bash scripts/fuzz.sh symbols`. A plain build replays the files it is given:
// `swift build --product fuzz-symbols && .build/debug/fuzz-symbols FILE...`.

/// Splits `bytes` at its first two 0x01 bytes into the three tables, reads them together, and
/// fills every outline, every stroked symbol's dot and every layer into a small canvas.
func parseOnce(_ bytes: [UInt8]) {
  let parts = bytes.split(separator: 1, maxSplits: 2, omittingEmptySubsequences: false)
    .map(Array.init)
  let table = SymbolLibrary.tables(symbols: parts[0], more: parts.count > 1 ? parts[1] : [],
                                   layered: parts.count > 2 ? parts[2] : [])
  guard var canvas = try? Canvas(width: 32, height: 32) else { return }
  let rect = Rect(x: 2, y: 2, width: 28, height: 28)
  for (_, entry) in table.prefix(64) {
    // A layered entry has a layer at least: its outline is theirs together.
    precondition(entry.layers.map { !$0.isEmpty } ?? true)
    var outlines = [entry.outline] + (entry.fill.map { [$0] } ?? [])
    outlines += (entry.layers ?? []).map(\.outline)
    for outline in outlines {
      canvas.fill(outline.path(in: rect, grid: entry.stroked ? 24 : 16), with: .black)
    }
  }
}

@_cdecl("fuzz_symbols_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> Int32
{
  FuzzDriver.fuzz(argc, argv, parseOnce)
}

#if !os(Linux)
// Elsewhere SwiftPM does not rename the entry point: an ordinary main replays files.
@main
struct Replay {
  static func main() {
    exit(fuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
  }
}
#endif
