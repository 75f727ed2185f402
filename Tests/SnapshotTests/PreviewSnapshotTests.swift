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

/// A view whose body traps, as a force-unwrapped nil or an index out of range does.
struct Crashing: View {
  var rows: [Int] = []
  var body: some View { Text("\(rows[3])") }
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

  /// A preview stuck in its body is that test's failure after the timeout, named, and the run
  /// goes on in a new test process, instead of waiting (and every test after it) forever.
  /// The exit test's process is the test process here: started again, its body runs again
  /// and the check throws for the preview that hung, which the body turns into exit status 44
  /// (what the restarted process prints is not part of what the exit test observes).
  @Test func aPreviewThatNeverReturnsIsItsFailureAndTheRunGoesOn() async {
    let result = await #expect(processExitsWith: .exitCode(44),
                               observing: [\.standardErrorContent]) {
      setenv("CELLSHOT_PREVIEW_TIMEOUT", "1", 1)
      do {
        try PreviewSnapshot.check(variant: "", scale: 1, packageRoot: "/tmp/cellshot-never",
                                  preview: { PreviewMacro.declared { Spinning() } })
      } catch let error as PreviewCrashed {
        exit(error.description.contains("the preview did not return within 1 seconds") ? 44 : 45)
      }
    }
    let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.contains("did not return within 1 seconds (a loop in a view's body?)\n"
                          + "cellshot: running the rest again"), "\(said)")
  }

  /// Without the guard (`CELLSHOT_PREVIEW_RESTART=0`) a hung preview stops the run, naming it.
  @Test func withoutRestartsAPreviewThatNeverReturnsStopsTheRun() async {
    let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardErrorContent]) {
      setenv("CELLSHOT_PREVIEW_TIMEOUT", "1", 1)
      setenv("CELLSHOT_PREVIEW_RESTART", "0", 1)
      try PreviewSnapshot.check(variant: "", scale: 1, packageRoot: "/tmp/cellshot-never",
                                preview: { PreviewMacro.declared { Spinning() } })
    }
    let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.contains("did not return within 1 seconds"), "\(said)")
    #expect(said.contains("stopping the run"), "\(said)")
  }

  /// A preview that traps is that test's failure, named with the signal, and the run goes on
  /// in a new test process (the exit test's, here: its body runs again, and exits with 42 when
  /// the check throws for the crash).
  @Test func aPreviewThatCrashesIsItsFailureAndTheRunGoesOn() async {
    let result = await #expect(processExitsWith: .exitCode(42),
                               observing: [\.standardErrorContent]) {
      do {
        try PreviewSnapshot.check(variant: "", scale: 1, packageRoot: "/tmp/cellshot-crash",
                                  preview: { PreviewMacro.declared { Crashing() } })
      } catch let error as PreviewCrashed {
        exit(error.description.contains("the preview crashed the test process (SIGILL)") ? 42 : 43)
      }
    }
    let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(said.contains("Fatal error: Index out of range"), "\(said)")
    #expect(said.contains("the preview crashed the test process (SIGILL); running the rest "
                          + "again in a new one"), "\(said)")
  }

  /// A crash outside a preview's code is not the guard's: it ends the process with the signal,
  /// as it would without Cellshot.
  @Test func aCrashOutsideAPreviewIsLeftAlone() async {
    await #expect(processExitsWith: .signal(SIGILL)) {
      try PreviewSnapshot.check(variant: "", scale: 1, packageRoot: "/tmp/cellshot-crash",
                                preview: { PreviewMacro.declared { Text("Fine") } })
      let rows: [Int] = []
      _ = rows[Int(getpid()) % 2 + 3]
    }
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
