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

  /// The first `count` bytes of the file at `path` (all of a shorter one).
  public static func readPrefix(_ path: String, count: Int) throws(PNGError) -> [UInt8] {
    do {
      return try FileBytes.prefix(path, count: count)
    } catch {
      throw PNGError(kind: .io, path: path, reason: error.reason)
    }
  }

  /// Writes `bytes` to `path` atomically: into a temporary file in the same folder, flushed to
  /// disk, then renamed over `path`. A failure leaves any earlier file at `path` untouched and
  /// removes the temporary file.
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
    try writeAtomically([(bytes, path)])
  }

  /// Writes several files as one: all of them, or none (a golden and its frame tree).
  ///
  /// Every file is first written in full to a temporary file beside it and flushed; if any
  /// write fails, the temporaries are removed and no file changes. Then each is renamed into
  /// place, the earlier file kept as a hard link until all are in; if a rename fails, those
  /// already renamed are put back. Temporary names carry the process id
  /// (`.cellshot-<pid>-XXXXXX.tmp`), so that `removeStaleTemporaries` can tell the leftovers of
  /// a killed writer from the files of one at work.
  public static func writeAtomically(_ files: [(bytes: [UInt8], path: String)]) throws(PNGError) {
    var temporaries: [String] = []
    func discard() { for t in temporaries { unlink(t) } }
    for (bytes, path) in files {
      do {
        temporaries.append(try writeTemporary(bytes, beside: path))
      } catch {
        discard()
        throw error
      }
    }
    // Into place, keeping each earlier file until the last rename is done.
    var backups: [String?] = []
    func rollBack(upTo count: Int) {
      for k in (0..<count).reversed() {
        if let backup = backups[k] {
          rename(backup, files[k].path)
        } else {
          unlink(files[k].path)
        }
      }
    }
    for (k, (_, path)) in files.enumerated() {
      var backup: String?
      if files.count > 1, exists(path) {
        let name = temporaryName(beside: path, suffix: "bak")
        if link(path, name) == 0 { backup = name }
      }
      backups.append(backup)
      if rename(temporaries[k], path) != 0 {
        let error = ioError(path, "cannot rename the temporary file into place")
        if let backup { unlink(backup) }
        rollBack(upTo: k)
        discard()
        throw error
      }
    }
    for case let backup? in backups { unlink(backup) }
  }

  /// Writes `bytes` to a new temporary file in `path`'s folder, flushed to disk, with the usual
  /// permissions (0666 less the umask), and returns its path. Nothing is left on failure.
  private static func writeTemporary(_ bytes: [UInt8], beside path: String) throws(PNGError)
    -> String
  {
    let folder = directory(of: path)
    var template = Array((folder + "/.cellshot-\(getpid())-XXXXXX.tmp").utf8CString)
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
    let mask = umask(0)
    umask(mask)
    fchmod(fd, 0o666 & ~mask)
    if close(fd) != 0 && ok {
      ok = false
      reason = "close failed: \(errorText())"
    }
    if !ok {
      unlink(temporary)
      throw PNGError(kind: .io, path: path, reason: reason)
    }
    return temporary
  }

  /// A name for a new file beside `path`, as the temporaries are named (not created).
  private static func temporaryName(beside path: String, suffix: String) -> String {
    let folder = directory(of: path)
    var template = Array((folder + "/.cellshot-\(getpid())-XXXXXX.\(suffix)").utf8CString)
    let suffixLength = Int32(suffix.utf8.count + 1)
    let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, suffixLength) }
    let name = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    if fd >= 0 {
      close(fd)
      unlink(name)
    }
    return name
  }

  /// Removes what killed writers left in `folder`: `.cellshot-<pid>-*.tmp` and `.bak` files of
  /// processes that no longer run, and unnamed `.cellshot-*.tmp` files (from older versions)
  /// over ten minutes old. Returns the paths removed.
  @discardableResult
  public static func removeStaleTemporaries(in folder: String) -> [String] {
    guard let stream = opendir(folder) else { return [] }
    var entries: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      entries.append(name)
    }
    closedir(stream)
    var removed: [String] = []
    for name in entries where name.hasPrefix(".cellshot-")
      && (name.hasSuffix(".tmp") || name.hasSuffix(".bak")) {
      let path = folder + "/" + name
      let parts = name.dropFirst(".cellshot-".count).split(separator: "-")
      var stale: Bool
      if parts.count == 2, let pid = Int32(parts[0]) {
        stale = kill(pid, 0) != 0 && errno == ESRCH
      } else {
        var info = stat()
        stale = stat(path, &info) == 0 && time(nil) - info.st_mtim.tv_sec > 600
      }
      if stale && unlink(path) == 0 { removed.append(path) }
    }
    return removed
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

  public static func directory(of path: String) -> String {
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
