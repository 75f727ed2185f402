#if canImport(Glibc)
import Glibc
#endif
import Foundation
import PNGCodec
import Raster
import Testing
import TestSupport

/// The `cellshot` tool run as a user runs it (the binary `swift test` builds beside the tests):
/// wrong arguments, missing fonts, files that are not files and failed writes each end with a
/// message and exit status 2, and nothing the user had is lost.
@Suite struct CLITests {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  static let binary: String? = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("cellshot").path
    let candidates = [beside, TestPaths.root + "/.build/debug/cellshot"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Runs `cellshot arguments` with `environment` added, killed after `timeout` seconds.
  static func cellshot(_ arguments: [String], environment: [String: String] = [:],
                       timeout: Double = 120, directory: String? = nil,
                       stdin: String? = nil) throws -> Run {
    let binary = try #require(Self.binary, "no cellshot binary beside the tests")
    return try run(binary, arguments, environment: environment, timeout: timeout,
                   directory: directory, stdin: stdin)
  }

  /// Runs `executable` with `arguments` in the repository's folder (or `directory`), `CI`
  /// unset and `environment` added, `stdin` on its standard input, killed after `timeout`
  /// seconds.
  static func run(_ executable: String, _ arguments: [String],
                  environment: [String: String] = [:], timeout: Double,
                  directory: String? = nil, stdin: String? = nil) throws -> Run {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory ?? TestPaths.root)
    let input = Pipe()
    process.standardInput = input
    var env = ProcessInfo.processInfo.environment
    env["CI"] = nil
    env["GITHUB_ACTIONS"] = nil
    // The tool's report goes to a scratch folder, not over this run's own report.
    env["CELLSHOT_ARTIFACTS"] = NSTemporaryDirectory() + "cellshot-tests-\(getpid())/cli-artifacts"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
    try input.fileHandleForWriting.close()
    // Both pipes are drained while the program runs: one that fills (a build's output can
    // pass the pipe's 64 KB) would block it forever.
    let output = PipeDrain(out), error = PipeDrain(err)
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      Issue.record("\(executable) \(arguments) did not end within \(timeout) s")
    }
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: output.text(), error: error.text())
  }

  @Test(arguments: [
    ["diff", "a.png", "b.png", "--tolerance", "-1"],
    ["diff", "a.png", "b.png", "--tolerance", "256"],
    ["diff", "a.png", "b.png", "--perceptual", "--threshold", "5"],
    ["diff", "a.png", "b.png", "--perceptual", "--threshold", "nan"],
    ["diff", "a.png", "b.png", "--max-pixels", "abc"],
    ["diff", "a.png", "b.png", "--max-pixels", "-3"],
    ["diff", "a.png", "b.png", "--threshold", "0.1"],
    ["diff", "a.png"],
    ["render", "--scale", "9"],
    ["render", "--jobs", "0"],
    ["render", "--device", "100000x100000"],
    ["render", "no-such-screen"],
    ["render", "--out"],
    ["bench", "--runs", "0"],
    ["bench", "--previews", "--configuration", "fast"],
    ["verify", "--bogus"],
    ["frobnicate"],
  ])
  func badArgumentsAreRefused(_ arguments: [String]) throws {
    let run = try Self.cellshot(arguments)
    #expect(run.status == 2, "\(arguments): \(run.status) \(run.error)")
    #expect(run.error.hasPrefix("cellshot: ") && run.error.split(separator: "\n").count == 1,
            "\(arguments): \(run.error)")
  }

  /// Each message names what is wrong: the option left without its value (not the next option
  /// taken as one, then a word read as a screen), the device named sideways twice, the folder
  /// a report cannot be written to (which once printed "report /dev/null/index.html" and
  /// exited 0).
  @Test func messagesNameWhatIsMissingOrWrong() throws {
    let scale = try Self.cellshot(["render", "--scale", "--out", "o"])
    #expect(scale.status == 2 && scale.error.contains("--scale needs a value (--out follows it)"),
            "\(scale.error)")
    let device = try Self.cellshot(["render", "--device", "iphone13-landscape-landscape"])
    #expect(device.status == 2 && device.error.contains("iphone13-landscape-landscape"),
            "\(device.error)")
    let report = try Self.cellshot(["verify", "app-activity", "--artifacts", "/dev/null"])
    #expect(report.status == 2 && report.error.contains("/dev/null: not a folder"),
            "\(report.status) \(report.output) \(report.error)")
    #expect(!report.output.contains("report"), "\(report.output)")
  }

  /// An empty, broken or missing font folder is an error before anything is drawn, not
  /// pictures with blank text.
  @Test func unreadableFontsAreAnError() throws {
    let folder = TestPaths.scratch("cli-fonts")
    let empty = folder + "/empty", broken = folder + "/broken", out = folder + "/out"
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: broken + "/Inter",
                                            withIntermediateDirectories: true)
    try Data("STARTFONT 2.3\nBBX 1 2\n".utf8)
      .write(to: URL(fileURLWithPath: broken + "/Inter/Inter-Regular-17.bdf"))
    let cases = [(empty, "Inter-Regular-17.bdf"), (broken, "Inter-Regular-17.bdf:2"),
                 (folder + "/missing", "does not exist")]
    for (fonts, words) in cases {
      for arguments in [["render", "primitives", "--out", out], ["verify", "primitives"]] {
        let run = try Self.cellshot(arguments, environment: ["CELLSHOT_FONTS": fonts])
        #expect(run.status == 2, "\(fonts) \(arguments): \(run.status)")
        #expect(run.error.contains("cannot read the fonts (folder from CELLSHOT_FONTS)")
                && run.error.contains(words), "\(run.error)")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: out + "/primitives.png"))
  }

  /// A FIFO with no writer would block `open`; it is refused at once.
  @Test func diffRefusesWhatIsNotAFile() throws {
    let folder = TestPaths.scratch("cli-fifo")
    #expect(mkfifo(folder + "/pipe.png", 0o600) == 0)
    let golden = TestPaths.root + "/Goldens/primitives.png"
    for other in [folder + "/pipe.png", "/dev/zero", folder] {
      let run = try Self.cellshot(["diff", other, golden], timeout: 30)
      #expect(run.status == 2 && run.error.contains(other) && run.error.contains("not a regular file"),
              "\(run.error)")
    }
  }

  /// `record` writes a golden and its frame tree as a pair: when the second cannot be
  /// written, the first is not replaced either, the exit status is 2, and no temporary file
  /// is left. Leftovers of killed writers are removed; those of live ones are not.
  @Test func recordWritesBothFilesOrNeither() throws {
    let goldens = TestPaths.scratch("cli-record")
    let golden = goldens + "/primitives.png", frames = goldens + "/primitives.frames.txt"
    let placeholder = try PNGEncoder.fast.encode(try PixelBuffer(width: 2, height: 2, fill: RGBA8(r: 9, g: 9, b: 9, a: 255)))
    try FileIO.writeAtomically(placeholder, to: golden)
    try FileManager.default.createDirectory(atPath: frames, withIntermediateDirectories: false)
    let dead = goldens + "/.cellshot-999999-abc123.tmp", live = goldens + "/.cellshot-1-abc123.tmp"
    FileManager.default.createFile(atPath: dead, contents: Data([1, 2]))
    FileManager.default.createFile(atPath: live, contents: Data([1, 2]))

    let failed = try Self.cellshot(["record", "primitives", "--goldens", goldens])
    #expect(failed.status == 2, "\(failed.output) \(failed.error)")
    #expect(failed.error.contains("primitives.frames.txt"), "\(failed.error)")
    #expect(try FileIO.read(golden) == placeholder, "the golden was replaced without its frame tree")
    let left = try FileManager.default.contentsOfDirectory(atPath: goldens).filter { $0.hasPrefix(".") }
    #expect(left == [".cellshot-1-abc123.tmp"], "\(left)")

    try FileManager.default.removeItem(atPath: frames)
    let recorded = try Self.cellshot(["record", "primitives", "--goldens", goldens])
    #expect(recorded.status == 0, "\(recorded.error)")
    #expect(try FileIO.read(golden) == (try FileIO.read(TestPaths.root + "/Goldens/primitives.png")))
    #expect(FileManager.default.fileExists(atPath: frames))
    let verified = try Self.cellshot(["verify", "primitives", "--goldens", goldens])
    #expect(verified.status == 0 && verified.output.hasPrefix("ok"), "\(verified.output)")
  }

  /// A full disk (a 16 KB tmpfs) fails `record` with status 2 and leaves nothing behind.
  /// Needs the right to mount, which root has on most CI machines; where mounting is refused
  /// the test says so and checks nothing.
  @Test func recordOnAFullDiskFails() throws {
    let disk = TestPaths.scratch("cli-full-disk")
    guard mount("tmpfs", disk, "tmpfs", 0, "size=16k") == 0 else {
      print("recordOnAFullDiskFails: cannot mount a tmpfs here (\(String(cString: strerror(errno)))); not checked")
      return
    }
    defer { umount(disk) }
    let run = try Self.cellshot(["record", "primitives", "--goldens", disk])
    #expect(run.status == 2 && run.error.contains("No space left on device"), "\(run.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: disk).isEmpty)
  }
}

/// Reads a pipe to its end on a thread of its own.
final class PipeDrain: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the pipe carried, once its writers have closed it (or what came within 10 s
  /// more, when a child left behind keeps it open).
  func text() -> String {
    guard done.wait(timeout: .now() + 10) == .success else { return "(output still open)" }
    return String(decoding: data, as: UTF8.self)
  }
}
