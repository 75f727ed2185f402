#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and atomic writes, in POSIX calls, with errors that name the file.
public enum FileIO {
  /// Reads the whole file at `path`, refusing one larger than `maxBytes` before reading it.
  public static func read(_ path: String, maxBytes: Int = Int.max) throws(PNGError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw ioError(path, "cannot open for reading") }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw ioError(path, "cannot read its size") }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw PNGError(kind: .io, path: path, reason: "not a regular file")
    }
    let size = Int(info.st_size)
    guard size <= maxBytes else {
      throw PNGError(kind: .tooLarge, path: path,
                     reason: "the file is \(size) bytes, more than the limit of \(maxBytes)")
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    var failed = false
    bytes.withUnsafeMutableBytes { raw in
      while done < size {
        let n = Glibc_read(fd, raw.baseAddress! + done, size - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          failed = n < 0
          break
        }
        done += n
      }
    }
    if failed { throw ioError(path, "read failed") }
    // The file shrank while being read: keep what was there.
    if done < size { bytes.removeLast(size - done) }
    return bytes
  }

  /// Writes `bytes` to `path` atomically: into a temporary file in the same folder, flushed to
  /// disk, then renamed over `path`. A failure leaves any earlier file at `path` untouched and
  /// removes the temporary file.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
    let folder = directory(of: path)
    var template = Array((folder + "/.cellshot-XXXXXX.tmp").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 4) }
    guard fd >= 0 else { throw ioError(path, "cannot create a temporary file in \(folder)") }
    let temporary = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    var ok = true
    var reason = ""
    bytes.withUnsafeBytes { raw in
      var done = 0
      while done < raw.count {
        let n = write(fd, raw.baseAddress! + done, raw.count - done)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          ok = false
          reason = "write failed: \(errorText())"
          return
        }
        done += n
      }
    }
    if ok && fsync(fd) != 0 {
      ok = false
      reason = "flush failed: \(errorText())"
    }
    // The new file gets the usual permissions (0666 less the umask), not mkstemp's 0600.
    let mask = umask(0)
    umask(mask)
    fchmod(fd, 0o666 & ~mask)
    if close(fd) != 0 && ok {
      ok = false
      reason = "close failed: \(errorText())"
    }
    if ok && rename(temporary, path) != 0 {
      ok = false
      reason = "cannot rename the temporary file into place: \(errorText())"
    }
    if !ok {
      unlink(temporary)
      throw PNGError(kind: .io, path: path, reason: reason)
    }
  }

  /// Makes `path` and its missing parents as folders.
  public static func makeDirectories(_ path: String) throws(PNGError) {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o777) != 0 && errno != EEXIST {
        throw ioError(path, "cannot make the folder \(current)")
      }
    }
  }

  /// True when a file or folder exists at `path`.
  public static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  static func errorText() -> String {
    String(cString: strerror(errno))
  }

  static func ioError(_ path: String, _ what: String) -> PNGError {
    PNGError(kind: .io, path: path, reason: "\(what): \(errorText())")
  }
}

// `read` is shadowed by `FileIO.read` inside the enum.
@inline(__always)
private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
