import Foundation
import FuzzDriver
import PredicateFormat

// NSPredicate's format language under libFuzzer: `bash scripts/fuzz.sh predicate`. Each input is
// a format string, parsed with a fixed list of arguments and evaluated against a few objects.
// Rejecting a format or an evaluation (a thrown PredicateFormatError) is an answer; a crash, a
// hang, or two evaluations that disagree are findings. A plain build replays the files it is
// given: `swift build --product fuzz-predicate && .build/debug/fuzz-predicate FILE...`.

/// A value with stored properties for key paths to read.
struct Sample {
  var name: String
  var age: Int
  var score: Double
  var tags: [String]
  var joined: Date
  var email: String?
  var children: [Sample]
}

/// What the format's `%@`, `%K`, `%d`... take, in order (strings, numbers, nil, a list, a date;
/// the key paths `name` and `children.age`).
nonisolated(unsafe) let arguments: [Any?] = [
  "name", "Zoë*", 5, 2.5, NSNull(), ["swift", "ios"], Date(timeIntervalSince1970: 0),
  "children.age", true, "[a-z]+", 34, "ios",
]

/// What each format is evaluated against: nil, a string, a number, a dictionary, a struct.
nonisolated(unsafe) let objects: [Any?] = [
  nil, "Zoë Smith", 42,
  ["name": "Ann", "age": 7, "tags": ["a", "b"], "nested": ["k": 1]] as [String: Any],
  Sample(name: "Zoë Smith", age: 34, score: 9.5, tags: ["swift", "ios"],
         joined: Date(timeIntervalSince1970: 1_000), email: nil,
         children: [Sample(name: "Al", age: 3, score: 1, tags: [],
                           joined: Date(timeIntervalSince1970: 2_000), email: "a@b.c",
                           children: [])]),
]

/// Parses `bytes` as a format and evaluates it against each object, twice.
func checkOnce(_ bytes: [UInt8]) {
  let format = String(decoding: bytes, as: UTF8.self)
  guard let predicate = try? ParsedPredicate(format: format, arguments: arguments) else { return }
  for object in objects {
    let first = Result { () throws(PredicateFormatError) in
      try predicate.evaluate(object, bindings: ["x": 1, "list": [1, 2]])
    }
    let second = Result { () throws(PredicateFormatError) in
      try predicate.evaluate(object, bindings: ["x": 1, "list": [1, 2]])
    }
    switch (first, second) {
    case (.success(let a), .success(let b)) where a == b: break
    case (.failure(let a), .failure(let b)) where a == b: break
    default: fatalError("fuzz-predicate: \"\(format)\" evaluated two ways: \(first), \(second)")
    }
  }
}

@_cdecl("fuzz_predicate_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> Int32
{
  FuzzDriver.fuzz(argc, argv, checkOnce)
}

#if !os(Linux)
// Elsewhere SwiftPM does not rename the entry point: an ordinary main replays files.
@main
struct Replay {
  static func main() {
    exit(fuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
  }
}
#endif
