#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// What this process holds, as Linux's /proc/self tells it: resident memory, its peak, and open
// file descriptors, for the benchmark's memory figures and the soak. Elsewhere (no /proc) each
// reads as nil.

/// The process's resident memory and open files, read from `/proc/self`.
enum ProcessMemory {
  /// Resident memory in bytes (`/proc/self/statm`'s second field, in pages), or nil.
  static func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// The peak of resident memory in bytes since the process began or the last
  /// `resetPeak()` (`VmHWM` of `/proc/self/status`), or nil.
  static func peakBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let kib = line.dropFirst(6).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        .flatMap { Int($0) }
      return kib.map { $0 * 1024 }
    }
    return nil
  }

  /// Starts the peak over from the resident memory now (writing 5 to `/proc/self/clear_refs`,
  /// Linux 4.0 and later); false where that cannot be done.
  @discardableResult
  static func resetPeak() -> Bool {
    let fd = open("/proc/self/clear_refs", O_WRONLY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return write(fd, "5", 1) == 1
  }

  /// How many file descriptors are open (the entries of `/proc/self/fd`, less the one that
  /// lists them), or nil.
  static func openFiles() -> Int? {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else {
      return nil
    }
    return max(0, names.count - 1)
  }
}
