// A preview as a snapshot test: what the CellshotPreviewTests plugin's generated tests call.
// Takes a preview (a `#Preview`'s, or a `PreviewProvider`'s list) and a variant's spec; renders
// each preview in the variant (appearance, Dynamic Type, layout direction, locale, device,
// orientation, iOS look) on its device or at its layout, and compares it with its reference
// through the same engine, names, record modes and report as `assertSnapshot`.

import Cellshot
import Foundation
import PreviewSources
import Testing

/// Checks previews against their references, one variant at a time.
public enum PreviewSnapshot {
  /// What a test compares: the preview's picture, what VoiceOver reads of it as text, or its
  /// accessibility picture (`AccessibilityPicture`).
  public enum Kind: Sendable {
    case picture, accessibility, accessibilityImage
  }

  /// Renders the preview `preview` makes in the variant `variant` (a spec such as
  /// `colorScheme=dark;dynamicType=accessibility3`; empty for the preview as written) at
  /// `scale`, and compares it with its reference under `packageRoot`'s `Goldens/`, named after
  /// the calling test. A preview that draws nothing fails.
  public static func check(variant: String, scale: Int, kind: Kind = .picture,
                           packageRoot: String,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           testName: String = #function, line: Int = #line,
                           column: Int = #column,
                           preview: @escaping @MainActor () -> Preview) throws {
    try check(variant: variant, scale: scale, kind: kind, packageRoot: packageRoot,
              fileID: fileID, filePath: filePath, testName: testName, line: line,
              column: column, previews: { [preview()] })
  }

  /// The same for each preview a `PreviewProvider` lists: one reference each, named by the
  /// preview's display name, or numbered when it has none (several previews).
  public static func check<P: PreviewProvider>(
    variant: String, scale: Int, kind: Kind = .picture, packageRoot: String,
    fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: Int = #line, column: Int = #column, provider: P.Type
  ) throws {
    try check(variant: variant, scale: scale, kind: kind, packageRoot: packageRoot,
              fileID: fileID, filePath: filePath, testName: testName, line: line,
              column: column, previews: { P.previewList })
  }

  static func check(variant spec: String, scale: Int, kind: Kind, packageRoot: String,
                    fileID: String, filePath: StaticString, testName: String, line: Int,
                    column: Int, previews: @escaping @MainActor () -> [Preview]) throws {
    guard let variant = PreviewVariant(spec: spec) else {
      throw PreviewVariantError(description: "'\(spec)' is not a variant Cellshot knows")
    }
    let settings = try PreviewSettings(variant, scale: scale)
    // A test this run already checked in a process that a crash then ended: as it was.
    let test = "\(fileID):\(line) \(testName)"
    switch PreviewCrashGuard.journal?.earlier[test] {
    case .passed?: return
    case .crashed(let signal)?:
      throw PreviewCrashed(description: "\(testName): the preview crashed the test process "
        + "(\(signal)); the rest of the run went on in a new one")
    case .hung(let seconds)?:
      throw PreviewCrashed(description: "\(testName): the preview did not return within "
        + "\(seconds) seconds (a loop in a view's body?); the rest of the run went on in a new "
        + "test process")
    case nil: break
    }
    // A preview that never returns would hold the whole run (the main actor with it): after
    // `CELLSHOT_PREVIEW_TIMEOUT` seconds (120 unless set) the process starts again without it.
    let watchdog = PreviewWatchdog(test: test)
    defer { watchdog.cancel() }
    let prepared = try runOnMainActor(timeout: .infinity) {
      () -> [(String?, PreparedRender, AccessibilityTree)] in
      // The preview's own code runs here: a crash in it is this test's (PreviewCrashGuard).
      try PreviewCrashGuard.guarding(test) {
        let list = previews()
        return try list.enumerated().map { index, preview in
          let name = preview.name.map(kebabCase).flatMap { $0.isEmpty ? nil : $0 }
            ?? (list.count > 1 ? String(index + 1) : nil)
          let (render, tree) = try settings.prepare(preview, accessibility: kind != .picture)
          guard render.warnings.isEmpty else {
            throw RenderProblem(problems: preview.warnings + render.warnings)
          }
          return (list.count > 1 ? name : nil, render, tree)
        }
      }
    }
    guard !prepared.isEmpty else {
      reportFailure("the preview lists no view", fileID: fileID, filePath: filePath, line: line,
                    column: column)
      return
    }
    let paths = SnapshotPaths.forTestFile(packageRoot + "/Package.swift")
    let strategy = Snapshotting<PixelBuffer, PixelBuffer>(pathExtension: "png",
                                                          diffing: .image(.exact)) { $0 }
    var failed = false
    for (name, render, tree) in prepared {
      let result: SnapshotResult
      let place = packageRoot + "/Package.swift"
      switch kind {
      case .accessibility:
        result = verifySnapshot(of: tree.text, as: .lines, named: name, paths: paths,
                                filePath: place, testName: testName, line: line)
      case .picture, .accessibilityImage:
        // Drawing runs a preview's code too (a Canvas's closure, a Shape's path).
        var buffer = try PreviewCrashGuard.guarding(test) { try render.render().buffer }
        if kind == .accessibilityImage {
          let picture = buffer
          buffer = try runOnMainActor(timeout: .infinity) {
            try AccessibilityPicture.render(picture, scale: scale, tree: tree)
          }
        }
        result = verifySnapshot(of: buffer, as: strategy, named: name, paths: paths,
                                filePath: place, testName: testName, line: line)
      }
      if !result.passed {
        reportFailure(result.message, fileID: fileID, filePath: filePath, line: line,
                      column: column)
        failed = true
      }
    }
    if !failed { PreviewCrashGuard.passed(test) }
  }
}

/// Starts the test process again (or stops it, with the crash guard off) when a preview's
/// layout has not returned in time, saying which test it was: nothing can stop a loop in a
/// view's body, and every test after it waits for the main actor it holds.
final class PreviewWatchdog: @unchecked Sendable {
  private let timer: DispatchSourceTimer

  init(test: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
    let seconds = environment["CELLSHOT_PREVIEW_TIMEOUT"].flatMap(Double.init) ?? 120
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.setEventHandler {
      let message = "cellshot: \(test): the preview did not return within \(Int(seconds)) "
        + "seconds (a loop in a view's body?)\n"
      FileHandle.standardError.write(Data(message.utf8))
      // Started again without it when the crash guard is on; otherwise the run stops here.
      PreviewCrashGuard.hung(test, seconds: Int(seconds))
      FileHandle.standardError.write(Data("cellshot: stopping the run, which it holds\n".utf8))
      exit(3)
    }
    timer.schedule(deadline: .now() + max(1, seconds))
    timer.resume()
  }

  func cancel() { timer.cancel() }
}
