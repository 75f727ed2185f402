#if canImport(Glibc)
import Glibc
#endif
@testable import Cellshot
import Foundation
import Testing

/// What a layer's effect costs in memory, measured as Linux counts it: the peak of the
/// process's resident memory (`VmHWM`, started over by writing 5 to `/proc/self/clear_refs`).
@MainActor @Suite struct EffectMemoryTests {
  /// Resident memory in bytes now, and its peak since the last reset.
  static func memory() -> (now: Int, peak: Int)? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    func field(_ name: String) -> Int? {
      text.split(separator: "\n").first { $0.hasPrefix(name) }
        .flatMap { $0.dropFirst(name.count).split(whereSeparator: \.isWhitespace).first }
        .flatMap { Int($0) }.map { $0 * 1024 }
    }
    guard let now = field("VmRSS:"), let peak = field("VmHWM:") else { return nil }
    return (now, peak)
  }

  /// A blur over the whole picture (64 MiB of pixels) takes the picture and one layer of it,
  /// and a few rows: filtered in place, never copied (it took the picture's size five times
  /// over when the layer was cropped, copied and split into channel planes). The bound, three
  /// times the picture, leaves room for what the tests running beside this one hold.
  @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")))
  func aRootBlurTakesThePictureAndOneLayer() throws {
    let side = 4096
    let renderer = Renderer(size: CGSize(width: side, height: side))
    let view = Color.blue.opacity(0.5).blur(radius: 3)
    let before = try #require(Self.memory()).now
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    try #require(fd >= 0)
    let reset = write(fd, "5", 1)
    close(fd)
    try #require(reset == 1, "the peak of resident memory starts over")
    let picture = try renderer.render(view).buffer
    let peak = try #require(Self.memory()).peak
    let bytes = side * side * 4
    #expect(picture.width == side && picture.bytes[(side * side / 2) * 4 + 3] > 100)
    #expect(peak - before < 3 * bytes,
            "peak \((peak - before) >> 20) MiB above the start for a \(bytes >> 20) MiB picture")
  }
}
