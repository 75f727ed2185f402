#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// Whole-file reads and atomic writes, in POSIX calls, with errors that name the file.
public enum FileIO {
  /// The most `read` takes unless told otherwise: the largest PNG file the standard decoder
  /// accepts (about 544 MiB).
  public static let defaultMaxBytes = PNGDecoder().maxFileBytes

  /// Reads the whole file at `path`, refusing one larger than `maxBytes`, or one that is not a
  /// regular file (a FIFO, a device, a folder), before reading it.
  public static func read(_ path: String, maxBytes: Int = defaultMaxBytes) throws(PNGError)
    -> [UInt8]
  {
    do {
      return try FileBytes.read(path, maxBytes: maxBytes)
    } catch {
      throw PNGError(kind: error.tooLarge ? .tooLarge : .io, path: path, reason: error.reason)
    }
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
