import Foundation
import Synchronization
import Testing

/// How goldens are named (see `verifySnapshot`), and the count of unnamed snapshots each test
/// has taken so far in this process.
enum GoldenNaming {
  private static let counts = Mutex<[String: Int]>([:])

  /// The golden's path under the goldens folder, without its extension, or why there is none.
  static func base(testName: String, name: String?, filePath: String)
    -> (base: String, problem: String?)
  {
    let named = name.map(kebabCase) ?? ""
    guard !testName.isEmpty else { return (named, nil) }
    let current = Test.current
    // The suite type's name components, or the file's name (XCTest, global test functions).
    let components = current.map { Array($0.id.nameComponents.dropLast()) } ?? []
    let fileStem = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    let suite = kebabCase(components.isEmpty ? fileStem : components.joined(separator: "-"))
    let test = [kebabCase(testName), named].filter { !$0.isEmpty }.joined(separator: "-")
    var base = "\(suite)/\(test)"
    guard name == nil else { return (base, nil) }
    if current?.isParameterized == true {
      return (base, "\(testName) is parameterized: name each snapshot (named:), or its cases "
              + "would share one golden")
    }
    let n = counts.withLock { counts -> Int in
      let n = counts[base, default: 0] + 1
      counts[base] = n
      return n
    }
    if n > 1 { base += "-\(n)" }
    return (base, nil)
  }
}

/// `someTestName()` and "A name" to "some-test-name-a-name": lower case, words joined by dashes.
public func kebabCase(_ text: String) -> String {
  var out = ""
  var previousWasLower = false
  for scalar in text.unicodeScalars {
    if scalar == "(" { break }
    let isLetterOrDigit = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
    if isLetterOrDigit {
      let isUpper = CharacterSet.uppercaseLetters.contains(scalar)
      if isUpper && previousWasLower && !out.hasSuffix("-") { out += "-" }
      out += String(scalar).lowercased()
      previousWasLower = !isUpper
    } else {
      if !out.isEmpty && !out.hasSuffix("-") { out += "-" }
      previousWasLower = false
    }
  }
  while out.hasSuffix("-") { out.removeLast() }
  return out
}
