// cellshot (the CellshotCLI target), the command line. Takes a command and its arguments
// (list, render, verify, record, diff, report, shard, accept, clean, previews, make-posts,
// bench); gives PNG files, one
// line a result on standard output, errors as one line on standard error, and an exit
// status (0 success, 1 pictures differ, 2 error). The top of the graph: it does no drawing,
// encoding or comparing of its own, nothing imports it, and it imports no test framework.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BitmapFonts
import CellshotTesting
import PNGCodec
import Raster

let version = "0.1.0"

let usage = """
  cellshot \(version): renders SwiftUI-style layouts to PNG, headless.

  usage:
    cellshot list                      every screen's id and what it shows
    cellshot render [ID...] [--device D] [--scale S] [--out DIR] [--frame] [--no-housing]
                    [--ios V]
                                       render screens (all by default) to DIR (default: out);
                                       D: a device (iphone13, iphone16-pro, ipad-pro-11...), WxH,
                                       with -landscape; S: 1, 2 or 3; --frame: the phone drawn
                                       around each; --no-housing: no notch or Dynamic Island;
                                       V: the system look, 17 or 18 (iOS 18's, the default),
                                       26 (Liquid Glass) or 13 (iOS 13's lists)
    cellshot verify [ID...] [--goldens DIR] [--artifacts DIR] [--shard i/n]
                                       compare screens with their goldens (exit 1 on a difference);
                                       the report goes to DIR/index.html (.build/cellshot-artifacts)
    cellshot record [ID...] [--goldens DIR]
                                       rewrite the screens' goldens and frame trees
    cellshot diff A.png B.png [--out DIFF.png] [--tolerance N] [--max-pixels N]
                  [--perceptual [--threshold T] [--include-aa]]
                                       compare two PNGs: exact, with a tolerance, or as pixelmatch does
    cellshot report DIR                rewrite a report's JUnit XML, JSON and Markdown summaries
    cellshot report merge DIR... --out OUT
                                       join the reports of several shards into one
    cellshot shard i/n                 read test names (swift test list) on standard input, print
                                       the --filter pattern of shard i of n
    cellshot accept [NAME...] [--all] [--from DIR] [--root DIR]
                                       copy failed snapshots' actual pictures over their goldens
    cellshot clean [--from DIR] [--root DIR] [--apply]
                                       list (or remove) goldens the run no longer checked
    cellshot previews [PACKAGE] [--out DIR] [--scale S] [--frame] [--no-housing] [--ios V]
                                       render every PreviewProvider in a package's library
                                       targets to DIR/<module>/<type>.png (default: previews)
    cellshot bench [--json] [--runs N] [--suite]
                                       measure speed (build with -c release); --suite:
                                       only the snapshot suite (checks per second)
    cellshot bench --previews [--configuration debug|release] [--json]
                                       the previews suite of Examples/PreviewsBench built as
                                       a user's package (1,000 variants at 3x), per second
    cellshot --help | --version

  exit status: 0 success (diff/verify: same pixels), 1 pictures differ, 2 error.
  """

/// Prints one line to standard error.
func printError(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

/// Something the command needs is missing or broken (the fonts): printed as one line, exit 2.
struct SetupError: Error, CustomStringConvertible {
  var description: String
}

/// Makes sure the fonts can be read before anything is rendered: an empty, broken or missing
/// font folder (`CELLSHOT_FONTS`) is an error, not pictures with blank text.
func checkFonts() throws {
  do {
    try FontLibrary.shared.check()
  } catch {
    let source = FontLibrary.defaultSource
    throw SetupError(description: "cannot read the fonts (folder from \(source)): \(error)")
  }
}

@MainActor func run(_ arguments: [String]) -> Int32 {
  guard let command = arguments.dropFirst().first else {
    print(usage)
    return 2
  }
  let rest = arguments.dropFirst(2)
  do {
    switch command {
    case "--help", "-h", "help":
      print(usage)
      return 0
    case "--version":
      print("cellshot \(version) (\(pngLibraryVersions))")
      return 0
    case "render":
      return try RenderCommand.run(rest)
    case "diff":
      return try DiffCommand.run(rest)
    case "bench":
      return try BenchCommand.run(rest)
    case "list":
      return try ListCommand.run(rest)
    case "verify":
      return try VerifyCommand.run(rest, record: false)
    case "record":
      return try VerifyCommand.run(rest, record: true)
    case "previews":
      return try PreviewsCommand.run(rest)
    case "report":
      return try ReportCommand.run(rest)
    case "shard":
      return try ShardCommand.run(rest)
    case "accept":
      return try AcceptCommand.run(rest)
    case "clean":
      return try CleanCommand.run(rest)
    case "make-posts":
      return try MakePostsCommand.run(rest)
    default:
      throw UsageError("unknown command '\(command)' (try cellshot --help)")
    }
  } catch let error as UsageError {
    printError("cellshot: \(error)")
    return 2
  } catch {
    printError("cellshot: \(error)")
    return 2
  }
}

exit(run(CommandLine.arguments))
