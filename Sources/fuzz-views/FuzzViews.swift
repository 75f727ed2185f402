#if !os(Linux)
import Foundation
#endif
import Cellshot
import FuzzDriver
import ViewFuzzing

// Random view trees under libFuzzer: `bash scripts/fuzz.sh views`. Each input's bytes become a
// tree (`ViewTreeGenerator`), rendered at 1x and 3x, twice and on another thread
// (`ViewFuzzCheck`); a problem prints the tree as Swift and traps, so libFuzzer keeps the input.
// A plain build replays the files it is given and prints each tree:
// `swift build --product fuzz-views && .build/debug/fuzz-views FILE...`.

/// Checks the tree `bytes` make; traps with its Swift expression when it renders wrongly.
func checkOnce(_ bytes: [UInt8]) {
  MainActor.assumeIsolated {
    let generated = ViewTreeGenerator.tree(from: bytes)
    var times: [String] = []
    let problems = ViewFuzzCheck.problems(generated, seconds: fuzzSeconds) { scale, seconds in
      times.append("\(scale)x \((seconds * 1000).rounded()) ms")
    }
    if printsTrees {
      print(generated.expression)
      print("times (two layouts and two renders a scale): " + times.joined(separator: ", "))
    }
    guard problems.isEmpty else {
      print("fuzz-views found: \(problems.joined(separator: "; "))")
      print("view: \(generated.expression)")
      fatalError("fuzz-views: \(problems[0])")
    }
  }
}

/// The time a tree may take (each scale), longer under AddressSanitizer.
nonisolated(unsafe) var fuzzSeconds: Double = 2
nonisolated(unsafe) var printsTrees = false

@_cdecl("fuzz_views_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> Int32
{
  #if CELLSHOT_FUZZ
  fuzzSeconds = 20  // a tree found at 7.3 s here takes 0.72 s in a plain release build
  #else
  printsTrees = true
  fuzzSeconds = 30  // a debug build replaying a finding
  #endif
  return FuzzDriver.fuzz(argc, argv, checkOnce)
}

#if !os(Linux)
@main
struct Replay {
  static func main() {
    exit(fuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
  }
}
#endif
