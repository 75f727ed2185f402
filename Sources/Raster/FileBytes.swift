#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads in POSIX calls, shared by the PNG and BDF readers, which wrap the error in
/// their own types.
public enum FileBytes {
  /// Why a file could not be read.
  public struct Failure: Error, Sendable, Hashable {
    public var reason: String
    /// True when the file was refused for its size, not for an I/O fault.
    public var tooLarge: Bool
  }

  /// Reads the whole file at `path` straight into an array (one copy, no zero-fill), refusing
  /// one larger than `maxBytes` before reading it. A file that shrinks while read gives what
  /// was there.
  public static func read(_ path: String, maxBytes: Int = Int.max) throws(Failure) -> [UInt8] {
    func failure(_ what: String) -> Failure {
      Failure(reason: "\(what): \(String(decoding: strerrorBytes(), as: UTF8.self))", tooLarge: false)
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure("cannot open for reading") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure("cannot read its size") }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw Failure(reason: "not a regular file", tooLarge: false)
    }
    let size = Int(info.st_size)
    guard size <= maxBytes else {
      throw Failure(reason: "the file is \(size) bytes, more than the limit of \(maxBytes)",
                    tooLarge: true)
    }
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var done = 0
      while done < size {
        let n = systemRead(fd, buffer.baseAddress! + done, size - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          failed = n < 0
          break
        }
        done += n
      }
      count = done
    }
    if failed { throw failure("read failed") }
    return bytes
  }

  static func strerrorBytes() -> [UInt8] {
    guard let text = strerror(errno) else { return [] }
    var out: [UInt8] = []
    var p = text
    while p.pointee != 0 {
      out.append(UInt8(bitPattern: p.pointee))
      p += 1
    }
    return out
  }
}

// `read` would name FileBytes.read inside the enum.
@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
