import Raster

// What both fuzz targets share: handing one input at a time to a body, either under
// libFuzzer's driver (built with CELLSHOT_FUZZ and -sanitize=fuzzer,address by
// `scripts/fuzz.sh`) or over files named on the command line (a plain build, for replaying a
// finding in a debugger).

/// The body of the running fuzz target; set once, before the driver starts.
nonisolated(unsafe) private var currentBody: ([UInt8]) -> Void = { _ in }

#if CELLSHOT_FUZZ
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32
#endif

public enum FuzzDriver {
  /// Runs libFuzzer's driver over `body` (the program's arguments are libFuzzer's). SwiftPM
  /// links an executable's entry point as `<module>_main`; each target defines that symbol and
  /// calls this, so the archive's own `main` is never linked.
  public static func fuzz(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: @escaping ([UInt8]) -> Void
  ) -> Int32 {
    #if CELLSHOT_FUZZ
    currentBody = body
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in
      guard let data else {
        currentBody([])
        return 0
      }
      currentBody(Array(UnsafeBufferPointer(start: data, count: size)))
      return 0
    }
    #else
    return replay(CommandLine.arguments.dropFirst(), body)
    #endif
  }

  /// Hands each file's bytes to `body`, saying which it was; exit status 2 when one cannot
  /// be read.
  public static func replay(_ paths: ArraySlice<String>, _ body: ([UInt8]) -> Void) -> Int32 {
    for path in paths {
      do {
        body(try FileBytes.read(path, maxBytes: 1 << 30))
        print("done: \(path)")
      } catch {
        print("\(path): \(error.reason)")
        return 2
      }
    }
    return 0
  }
}
