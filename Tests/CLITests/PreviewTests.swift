import Cellshot
import Foundation
import PNGCodec
import Raster
import Testing
import TestSupport

struct SamplePreviews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("Default")
      Text("SE").previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
      Text("Fits").padding().previewLayout(.sizeThatFits).previewDisplayName("Fits")
      Text("Wide").previewInterfaceOrientation(.landscapeLeft)
      Text("Tablet").previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
    }
  }
}

struct DevicePreviews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone 13 Pro Max", "iPhone 15"], id: \.self) { name in
      Text(name).previewDevice(PreviewDevice(rawValue: name))
    }
  }
}

struct GroupedDevicePreviews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("A")
      Text("B").previewDisplayName("Second")
    }
    .previewDevice(PreviewDevice(rawValue: "iPhone SE (2nd generation)"))
  }
}

/// `PreviewProvider`s split into previews as Xcode's canvas shows them, rendered and written;
/// and `cellshot previews` finding a package's providers and rendering them.
@MainActor @Suite struct PreviewTests {
  @Test func previewListFollowsThePreviewModifiers() {
    let previews = SamplePreviews.previewList
    #expect(previews.map(\.device) == [.iphone13, .iphoneSE, .iphone13, Device.iphone13.landscape,
                                       .iphone13])
    #expect(previews.map(\.layout) == [.device, .device, .sizeThatFits, .device, .device])
    #expect(previews.map(\.name) == [nil, nil, "Fits", nil, nil])
    #expect(previews[4].warnings == [
      "preview device 'iPad Pro (11-inch)' is not one Cellshot has: shown on iPhone 13"])
    #expect(DevicePreviews.previewList.map(\.device) == [.iphone13ProMax, .iphone13])
    // Traits set on a Group apply to each of its views; their own are kept.
    let grouped = GroupedDevicePreviews.previewList
    #expect(grouped.map(\.device) == [.iphoneSE, .iphoneSE])
    #expect(grouped.map(\.name) == [nil, "Second"])
  }

  @Test func exportWritesOnePictureAPreview() throws {
    let folder = TestPaths.scratch("previews-export")
    let status = PreviewExport.write([("Demo", SamplePreviews.self), ("Demo", DevicePreviews.self)],
                                     to: folder, scale: 2)
    #expect(status == 0)
    func size(_ name: String) throws -> (Int, Int) {
      let buffer = try PNGDecoder().decode(try FileIO.read(folder + "/Demo/" + name))
      return (buffer.width, buffer.height)
    }
    #expect(try size("SamplePreviews-1.png") == (780, 1688))
    #expect(try size("SamplePreviews-2.png") == (640, 1136))
    let fits = try size("SamplePreviews-3-Fits.png")
    #expect(fits.0 < 200 && fits.1 < 120, "\(fits)")  // the text and its padding, at scale 2
    #expect(try size("SamplePreviews-4.png") == (1688, 780))
    #expect(try size("DevicePreviews-1.png") == (856, 1852))
  }

}

/// `cellshot previews`: a package's providers found and rendered. Not on the main actor: the
/// runs take a while, and other tests need it meanwhile.
@Suite struct PreviewCommandTests {
  @Test func cliFindsTheProvidersAPackageCanReach() throws {
    let run = try CLITests.cellshot(["previews", "Tests/Fixtures/previews-scan", "--generate-only"])
    #expect(run.status == 0, "\(run.error)")
    let runner = run.output.trimmingCharacters(in: .whitespacesAndNewlines)
    let main = try String(contentsOfFile: runner + "/Sources/CellshotPreviews/main.swift",
                          encoding: .utf8)
    #expect(main.contains("@testable import Shown"))
    #expect(main.contains("import SwiftUI"))  // the #Preview file's import
    for found in ["Badge_Previews", "PublicPreviews", "Extended"] {
      #expect(main.contains("provider: Shown.\(found).self"), "\(found)")
    }
    // Both top-level #Preview calls, pasted whole; none from comments, strings or a type.
    #expect(main.contains("""
      PreviewMacro.declared {
        Text("plain")
      }
      """))
    #expect(main.contains("""
      PreviewMacro.declared("Braces } in \\"strings\\"", traits: .sizeThatFitsLayout) {
        VStack {
          Text("}")  // a } in a comment
          Text("\\(1 + (2))")
        }
      }
      """))
    #expect(main.components(separatedBy: "PreviewMacro.declared").count == 3)
    #expect(!main.contains("in a block comment") && !main.contains("in a string"))
    for missing in ["Nested_Previews", "Commented_Previews", "Hidden_Previews", "Other_Previews"] {
      #expect(!main.contains(missing), "\(missing)")
    }
    #expect(run.error.contains("Hidden_Previews is private"))
    #expect(run.error.contains("Other_Previews is in Unlisted, which no library product holds"))
    let manifest = try String(contentsOfFile: runner + "/Package.swift", encoding: .utf8)
    #expect(manifest.contains(".product(name: \"Shown\", package: \"previews-scan\")"))
    #expect(manifest.contains(".product(name: \"SwiftUI\", package: "))
  }

  @Test func cliRefusesWhatIsNotAPackage() throws {
    let run = try CLITests.cellshot(["previews", "Tests/Fixtures/no-such-package"])
    #expect(run.status == 2)
    #expect(run.error.contains("no Package.swift in"), "\(run.error)")
    #expect(run.error.contains("Tests/Fixtures/no-such-package"))
  }

  /// The whole way: the example package's previews built and rendered (a first run builds
  /// Cellshot for the runner, about 20 seconds on two cores), in the variants of its
  /// cellshot-previews.json (light and dark), with the catalog of them.
  @Test func cliRendersTheExamplePackagesPreviews() throws {
    let out = TestPaths.scratch("previews-demo")
    let run = try CLITests.cellshot(["previews", "Examples/PreviewsDemo", "--out", out],
                                    timeout: 900)
    #expect(run.status == 0, "\(run.error.suffix(2000))")
    let written = run.output.split(separator: "\n").map(String.init)
    let pictures = [
      "ProfileCard_Previews-1-Card", "ProfileCard_Previews-2-Card-dark",
      "ProfileScreen_Previews-1-iPhone-13", "ProfileScreen_Previews-2-iPhone-SE-3rd-generation",
      "FollowButton-1-Follow", "FollowButton-2-Following",
    ].flatMap { [out + "/ProfileUI/\($0)-light.png", out + "/ProfileUI/\($0)-dark.png"] }
    try #require(written == pictures + [out + "/index.html"])
    let screen = try PNGDecoder().decode(try FileIO.read(written[4]))
    #expect(screen.width == 390 && screen.height == 844)
    let button = try PNGDecoder().decode(try FileIO.read(written[8]))
    #expect(button.width < 200 && button.height < 80, "\(button.width)×\(button.height)")
    #expect(try PNGDecoder().decode(try FileIO.read(written[9])) != button)
    // The catalog: every picture by its relative path, grouped, searchable; and Markdown.
    let html = String(decoding: try FileIO.read(out + "/index.html"), as: UTF8.self)
    #expect(html.contains("<h3>ProfileCard_Previews</h3>"))
    #expect(html.contains("data-search=\"profileui followbutton follow\""))
    #expect(html.contains("<img src=\"ProfileUI/FollowButton-1-Follow-dark.png\""))
    #expect(html.contains("<figcaption>dark</figcaption>"))
    #expect(html.contains("id=\"search\"") && !html.contains("http"))
    // A link's `#q=` fills the search (scripts/previews/catalog-chromium.sh looks at it).
    #expect(html.contains("new URLSearchParams(location.hash.slice(1)).get(\"q\")"))
    let markdown = String(decoding: try FileIO.read(out + "/index.md"), as: UTF8.self)
    #expect(markdown.contains("![Following, light](ProfileUI/FollowButton-2-Following-light.png)"))
    // `--frame` draws the phone around a device preview (bezel, rim and buttons: 19 points a
    // side, 16 at each end), and leaves a preview of its own size as it is.
    let framedOut = TestPaths.scratch("previews-demo-framed")
    let framed = try CLITests.cellshot(["previews", "Examples/PreviewsDemo", "--out", framedOut,
                                        "--frame"], timeout: 900)
    #expect(framed.status == 0, "\(framed.error.suffix(2000))")
    let phone = try PNGDecoder().decode(try FileIO.read(
      framedOut + "/ProfileUI/ProfileScreen_Previews-1-iPhone-13-light.png"))
    #expect(phone.width == 390 + 38 && phone.height == 844 + 32, "\(phone.width)×\(phone.height)")
    #expect(try PNGDecoder().decode(try FileIO.read(
      framedOut + "/ProfileUI/FollowButton-1-Follow-light.png")) == button)
  }

  /// An app's previews as iOS 17 teams write them: SwiftData models, a container of sample
  /// data, @Observable state in a Foundation-only file, @Previewable state. Each preview shows
  /// its own data (the goldens were looked at).
  @Test func cliRendersSwiftDataPreviewsWithTheirSampleData() throws {
    let out = TestPaths.scratch("previews-trips")
    let run = try CLITests.cellshot(["previews", "Examples/TripsApp", "--out", out],
                                    timeout: 900)
    #expect(run.status == 0, "\(run.error.suffix(2000))")
    #expect(!run.error.contains("unknown"), "\(run.error.suffix(2000))")
    let names = ["1-Sample-trips", "2-Long-trips", "3-No-trips"]
    let written = run.output.split(separator: "\n").map(String.init)
    #expect(written == names.map { out + "/TripsUI/TripListView-\($0).png" }
            + [out + "/index.html"])
    for name in names {
      let picture = try PNGDecoder().decode(try FileIO.read(
        out + "/TripsUI/TripListView-\(name).png"))
      let golden = try PNGDecoder().decode(try FileIO.read(
        TestPaths.root + "/Goldens/example-previews/trips-triplistview-\(name.lowercased()).png"))
      #expect(picture == golden, "\(name) differs from its golden")
    }
  }
}
