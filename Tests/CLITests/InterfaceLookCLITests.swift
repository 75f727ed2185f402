import Foundation
import PNGCodec
import Raster
import Testing
import TestSupport

/// `--ios`: the system look of the chrome `cellshot render` and `cellshot previews` draw.
@Suite struct InterfaceLookCLITests {
  /// A version Cellshot draws no look of is refused, the message naming the option and the
  /// versions it takes, before anything is built or drawn.
  @Test(arguments: [["render", "--ios", "15"], ["render", "--ios", "ios26"],
                    ["previews", "--ios", "19"], ["render", "--ios"]])
  func otherVersionsAreRefused(_ arguments: [String]) throws {
    let run = try CLITests.cellshot(arguments)
    #expect(run.status == 2, "\(arguments): \(run.status) \(run.error)")
    #expect(run.error.hasPrefix("cellshot: ") && run.error.contains("--ios"), "\(run.error)")
    if arguments.count == 3 {
      #expect(run.error.contains("13, 17, 18, 26") && run.error.contains("'\(arguments[2])'"),
              "\(run.error)")
    }
  }

  /// `--ios 17` and `--ios 18` draw what no option draws (iOS 18's look, the default); `--ios
  /// 26` draws the settings screen in Liquid Glass, at the same size.
  @Test func versionsPickTheLook() throws {
    let out = TestPaths.scratch("cli-ios")
    var pictures: [String: PixelBuffer] = [:]
    for version in ["", "17", "18", "26"] {
      let folder = out + "/" + (version.isEmpty ? "default" : version)
      let arguments = ["render", "app-settings", "--quiet", "--out", folder]
        + (version.isEmpty ? [] : ["--ios", version])
      let run = try CLITests.cellshot(arguments)
      #expect(run.status == 0, "\(arguments): \(run.error)")
      pictures[version] = try PNGDecoder().decodeFile(folder + "/app-settings.png")
    }
    let standard = try #require(pictures[""])
    #expect(pictures["17"] == standard && pictures["18"] == standard)
    let glass = try #require(pictures["26"])
    #expect(glass.width == standard.width && glass.height == standard.height)
    #expect(glass != standard)
  }
}
