import Cellshot
import CellshotTesting
import Foundation
import Testing
import TestSupport

/// A settings screen with what each variant axis changes: colours, text sizes, the side things
/// start on, a number written for the locale, the bars' look.
struct VariantSample: View {
  @State private var on = true

  var body: some View {
    NavigationStack {
      List {
        Section("Account") {
          Label("Profile", systemImage: "person.crop.circle")
          Toggle("Notifications", isOn: $on)
          HStack {
            Text("Storage")
            Spacer()
            Text("\(1234.5) MB")
              .foregroundStyle(.secondary)
          }
        }
      }
      .navigationTitle("Settings")
    }
  }
}

struct VariantSamplePreviews: PreviewProvider {
  static var previews: some View {
    Group {
      VariantSample().previewDisplayName("Settings")
      Text("Wide").font(.largeTitle)
    }
  }
}

/// A view whose body never returns (as FrameUp's justified text did on Linux once).
struct Spinning: View {
  var body: some View {
    var n = 0
    while n >= 0 { n = n &+ 1 | 1 }
    return Text("\(n)")
  }
}

/// What the CellshotPreviewTests plugin's tests call: a preview rendered in a variant and
/// compared with its reference in `Goldens/preview-snapshot-tests/`.
@Suite struct PreviewSnapshotTests {
  @Test func aVariantSetsEveryAxis() throws {
    try PreviewSnapshot.check(
      variant: "colorScheme=dark;dynamicType=xxxLarge;layoutDirection=rightToLeft;"
        + "locale=de_DE;device=iPhone SE;ios=26",
      scale: 1, packageRoot: TestPaths.root,
      preview: { PreviewMacro.declared("Settings") { VariantSample() } })
  }

  /// A provider's previews are one reference each, named after them (numbered without a
  /// name), turned sideways on the variant's device.
  @Test func aProvidersPreviewsInLandscape() throws {
    try PreviewSnapshot.check(variant: "device=iPhone SE;orientation=landscape", scale: 1,
                              packageRoot: TestPaths.root, provider: VariantSamplePreviews.self)
  }

  @Test func aPreviewThatDrawsNothingFails() {
    #expect(throws: EmptyPreview.self) {
      try PreviewSnapshot.check(variant: "", scale: 1, packageRoot: TestPaths.scratch("empty"),
                                preview: { PreviewMacro.declared { EmptyView() } })
    }
  }

  /// A preview stuck in its body stops the run after the timeout, naming its test, instead of
  /// holding it (and every test after it) forever.
  @Test func aPreviewThatNeverReturnsStopsTheRunNamingIt() async {
    let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardErrorContent]) {
      setenv("CELLSHOT_PREVIEW_TIMEOUT", "1", 1)
      try PreviewSnapshot.check(variant: "", scale: 1, packageRoot: "/tmp/cellshot-never",
                                preview: { PreviewMacro.declared { Spinning() } })
    }
    let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.contains("did not return within 1 seconds"), "\(said)")
  }

  @Test func anUnknownVariantOrDeviceIsNamed() {
    let error = #expect(throws: PreviewVariantError.self) {
      try PreviewSnapshot.check(variant: "device=Nokia 3310", scale: 1,
                                packageRoot: TestPaths.scratch("nokia"),
                                preview: { PreviewMacro.declared { Text("Hi") } })
    }
    #expect(error?.description.hasPrefix("device 'Nokia 3310' is not one Cellshot has") == true)
    #expect(throws: PreviewVariantError.self) {
      try PreviewSnapshot.check(variant: "theme=sepia", scale: 1,
                                packageRoot: TestPaths.scratch("sepia"),
                                preview: { PreviewMacro.declared { Text("Hi") } })
    }
  }
}
