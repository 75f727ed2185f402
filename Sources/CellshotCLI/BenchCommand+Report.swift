#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension BenchCommand {
  /// The figures as a table, one a line.
  static func printTable(_ figures: [Measurement], runs: Int) {
    print("cellshot bench: median of \(runs) runs after a warm-up; screens at 1170x2532 "
          + "(iPhone 13, scale 3)")
    print("machine: \(machine())")
    for f in figures {
      let time = f.seconds.map { pad(String(format3($0 * 1000)) + " ms", 12) } ?? pad("", 12)
      let values = f.values.map { "\($0.0)=\(format3($0.1))" }.joined(separator: " ")
      print("  \(pad(f.name, 36)) \(time) \(values) \(f.note)")
    }
  }

  /// `--previews`' figures: whole `swift test` runs of a user's package, one a line.
  static func printPreviewsTable(_ figures: [Measurement]) {
    print("cellshot bench --previews: Examples/PreviewsBench as a user's package builds it; "
          + "each figure one whole swift test run")
    print("machine: \(machine())")
    for f in figures {
      let time = f.seconds.map { pad(String(format(1, $0)) + " s", 10) } ?? pad("", 10)
      let values = f.values.map { "\($0.0)=\(format(1, $0.1))" }.joined(separator: " ")
      print("  \(pad(f.name, 26)) \(time) \(values)")
    }
  }

  /// `x` with `digits` decimals.
  static func format(_ digits: Int, _ x: Double) -> String {
    String(format: "%.\(digits)f", x)
  }

  /// The figures as one JSON object.
  static func printJSON(_ figures: [Measurement], runs: Int) {
    var items: [String] = []
    for f in figures {
      var fields: [String] = []
      if let s = f.seconds { fields.append("\"ms\": \(format3(s * 1000))") }
      for (k, v) in f.values { fields.append("\"\(k)\": \(format3(v))") }
      items.append("    \"\(f.name)\": {\(fields.joined(separator: ", "))}")
    }
    print("{\n  \"machine\": \"\(machine())\",\n  \"runs\": \(runs),\n  \"figures\": {\n"
          + "\(items.joined(separator: ",\n"))\n  }\n}")
  }

  /// `x` rounded to three decimals, without a trailing `.0`.
  static func format3(_ x: Double) -> String {
    guard x.isFinite else { return "0" }
    let r = (x * 1000).rounded() / 1000
    return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
  }

  /// The processor's architecture, model and core count.
  static func machine() -> String {
    var info = utsname()
    uname(&info)
    let arch = withUnsafeBytes(of: info.machine) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    var model = ""
    if let file = fopen("/proc/cpuinfo", "r") {
      defer { fclose(file) }
      var line = [CChar](repeating: 0, count: 512)
      while fgets(&line, 512, file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                          as: UTF8.self)
        if text.hasPrefix("model name") {
          model = text.split(separator: ":", maxSplits: 1).last
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
          break
        }
      }
    }
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    return "\(arch), \(model.isEmpty ? "" : model + ", ")\(cores) cores"
  }
}

/// `text` padded with spaces to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
