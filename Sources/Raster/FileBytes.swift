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

  /// Opens the regular file at `path` for reading and returns its descriptor and size, refusing
  /// one larger than `maxBytes`. A FIFO, device, socket or folder is refused without blocking
  /// (it is opened non-blocking, and its type checked before anything is read). The caller
  /// closes the descriptor.
  public static func open(_ path: String, maxBytes: Int = Int.max) throws(Failure)
    -> (descriptor: Int32, size: Int)
  {
    func failure(_ what: String) -> Failure {
      Failure(reason: "\(what): \(String(decoding: strerrorBytes(), as: UTF8.self))", tooLarge: false)
    }
    let fd = systemOpen(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { throw failure("cannot open for reading") }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let error = failure("cannot read its size")
      close(fd)
      throw error
    }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      close(fd)
      let what: String
      switch type {
      case S_IFDIR: what = "a folder"
      case S_IFIFO: what = "a FIFO (named pipe)"
      case S_IFCHR, S_IFBLK: what = "a device"
      case S_IFSOCK: what = "a socket"
      default: what = "not a plain file"
      }
      throw Failure(reason: "not a regular file: it is \(what)", tooLarge: false)
    }
    // Back to blocking reads (a regular file never blocks, but keep the usual semantics).
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    let size = Int(info.st_size)
    guard size <= maxBytes else {
      close(fd)
      throw Failure(reason: "the file is \(size) bytes, more than the limit of \(maxBytes)",
                    tooLarge: true)
    }
    return (fd, size)
  }

  /// Reads the whole file at `path` straight into an array (one copy, no zero-fill), refusing
  /// one larger than `maxBytes`, or not a regular file, before reading it (see `open`). A
  /// file that shrinks while read gives what was there.
  public static func read(_ path: String, maxBytes: Int = Int.max) throws(Failure) -> [UInt8] {
    let (fd, size) = try open(path, maxBytes: maxBytes)
    defer { close(fd) }
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
    if failed {
      throw Failure(reason: "read failed: \(String(decoding: strerrorBytes(), as: UTF8.self))",
                    tooLarge: false)
    }
    return bytes
  }

  /// The first `count` bytes of the file at `path`, or all of a shorter one; opened as `open`
  /// does.
  public static func prefix(_ path: String, count: Int) throws(Failure) -> [UInt8] {
    let (fd, size) = try open(path)
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: max(0, min(count, size)))
    guard fill(fd, &buffer, buffer.count) else {
      throw Failure(reason: "read failed: \(String(decoding: strerrorBytes(), as: UTF8.self))",
                    tooLarge: false)
    }
    return buffer
  }

  /// True when the files at `a` and `b` hold the same bytes, read in blocks (neither is held
  /// whole in memory). Both are opened as `open` does, with its size limit.
  public static func sameContents(_ a: String, _ b: String, maxBytes: Int = Int.max)
    throws(Failure) -> Bool
  {
    let (fdA, sizeA) = try open(a, maxBytes: maxBytes)
    defer { close(fdA) }
    let (fdB, sizeB) = try open(b, maxBytes: maxBytes)
    defer { close(fdB) }
    guard sizeA == sizeB else { return false }
    let block = 1 << 16
    var bufferA = [UInt8](repeating: 0, count: block), bufferB = bufferA
    var left = sizeA
    while left > 0 {
      let n = min(block, left)
      guard fill(fdA, &bufferA, n), fill(fdB, &bufferB, n) else {
        throw Failure(reason: "read failed: \(String(decoding: strerrorBytes(), as: UTF8.self))",
                      tooLarge: false)
      }
      if bufferA[..<n] != bufferB[..<n] { return false }
      left -= n
    }
    return true
  }

  /// Reads exactly `count` bytes into `buffer`; false on an error or an early end.
  private static func fill(_ fd: Int32, _ buffer: inout [UInt8], _ count: Int) -> Bool {
    buffer.withUnsafeMutableBytes { raw in
      var done = 0
      while done < count {
        let n = systemRead(fd, raw.baseAddress! + done, count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return false }
        done += n
      }
      return true
    }
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

// `read` and `open` would name FileBytes.read and FileBytes.open inside the enum.
@inline(__always)
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}

@inline(__always)
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
