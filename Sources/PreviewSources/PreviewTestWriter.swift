// The Swift Testing file the CellshotPreviewTests plugin adds to a test target: for each
// source file with previews a suite, and in it one test per preview and variant, named after
// the preview, whose body is the preview as written (a `#Preview`'s arguments pasted into
// `PreviewMacro.declared`, as `cellshot previews` pastes them) handed to CellshotTesting's
// `PreviewSnapshot.check`, which renders the variant and compares it with its reference.

import Foundation

/// One Swift source file of a module the previews suite tests.
package struct PreviewSourceFile: Sendable {
  package var module: String
  package var path: String
  package var text: String

  package init(module: String, path: String, text: String) {
    self.module = module
    self.path = path
    self.text = text
  }
}

package enum PreviewTestWriter {
  /// The test file for the previews in `files`, and notes on the previews left out (private
  /// providers, `skip` lines). `packageRoot` is where references go (its `Goldens/`).
  package static func write(_ files: [PreviewSourceFile],
                            configuration: PreviewSuiteConfiguration,
                            packageRoot: String) throws(PreviewConfigurationError)
    -> (text: String, notes: [String])
  {
    var notes: [String] = []
    var suites: [String] = []
    var modules: Set<String> = []
    var imports: Set<String> = []
    let stems = files.map { stem($0.path) }
    var suiteNames: Set<String> = []
    for file in files {
      let previews = PreviewScan.previews(in: file.text)
      guard !previews.isEmpty else { continue }
      let fileStem = stem(file.path)
      var suite = identifier(fileStem, upper: true) + "Previews"
      if stems.filter({ $0 == fileStem }).count > 1 || !suiteNames.insert(suite).inserted {
        suite = identifier(file.module, upper: true) + suite
        suiteNames.insert(suite)
      }
      var tests: [String] = []
      var used: Set<String> = []
      for (index, preview) in previews.enumerated() {
        let place = "\(file.path): preview \(index + 1)"
        var chosen = configuration
        if let directive = preview.directive {
          guard let changed = try configuration.applying(directive: directive, at: place) else {
            notes.append("\(place): skipped (cellshot-previews: skip)")
            continue
          }
          chosen = changed
        }
        guard let call = call(preview, in: file, at: place, notes: &notes) else { continue }
        var base = identifier(call.name, upper: false)
        if keywords.contains(base) { base += "Preview" }
        var unique = base
        var n = 2
        while used.contains(unique) {
          unique = base + String(n)
          n += 1
        }
        used.insert(unique)
        tests += self.tests(of: call, named: unique, condition: preview.condition, chosen)
      }
      guard !tests.isEmpty else { continue }
      modules.insert(file.module)
      imports.formUnion(PreviewScan.imports(in: file.text))
      let fileName = URL(fileURLWithPath: file.path).lastPathComponent
      suites.append("""
        /// The previews of \(file.module)'s \(fileName).
        @Suite(\(quoted("\(file.module)/\(fileName)")))
        struct \(suite) {
        \(tests.joined(separator: "\n\n"))
        }
        """)
    }
    let text = header(modules: modules, imports: imports, packageRoot: packageRoot)
    return (text + "\n" + suites.joined(separator: "\n\n") + "\n", notes)
  }

  /// A preview as its tests reach it: its name, and the argument `PreviewSnapshot.check` takes
  /// (the provider's type, or the `#Preview`'s arguments pasted into `PreviewMacro.declared`);
  /// nil, with a note, when the test target cannot reach it.
  static func call(_ preview: DeclaredPreview, in file: PreviewSourceFile, at place: String,
                   notes: inout [String]) -> (name: String, body: String)? {
    switch preview.kind {
    case .provider(let type, let isPrivate):
      guard !isPrivate else {
        notes.append("\(file.path): \(type) is private: its previews are not tested")
        return nil
      }
      var name = type
      for suffix in ["_Previews", "Previews", "_Preview", "Preview"]
      where name.hasSuffix(suffix) && name.count > suffix.count {
        name.removeLast(suffix.count)
        break
      }
      return (name, "provider: \(file.module).\(type).self")
    case .macro(let arguments):
      if let hidden = PreviewScan.privateNames(in: file.text).first(where: {
        PreviewScan.mentions(arguments, $0)
      }) {
        notes.append("\(place): uses \(hidden), private to its file: the preview is pasted "
                     + "into the test target, so make \(hidden) internal to test it")
        return nil
      }
      let pasted = arguments.replacingOccurrences(of: "@Previewable", with: "")
      return (previewName(arguments) ?? "Preview",
              "preview: {\n        Cellshot.PreviewMacro.declared\(pasted.hasPrefix("{") ? " " : "")"
                + indented(pasted, by: "        ") + "\n      }")
    }
  }

  /// One preview's tests: for each variant its picture, then what VoiceOver reads (as text,
  /// as a marked picture) when asked; under the `#if` the preview is under.
  static func tests(of call: (name: String, body: String), named base: String,
                    condition: String?, _ chosen: PreviewSuiteConfiguration) -> [String] {
    let kinds = [("", "picture", "")] + chosen.accessibility.map {
      $0 == "text" ? ("Accessibility", "accessibility", "accessibility")
        : ("AccessibilityImage", "accessibilityImage", "accessibility image")
    }
    return chosen.variants.flatMap { variant in
      kinds.map { suffix, kind, words in
        let labels = chosen.labels(of: variant)
        let function = ([base] + labels.map { identifier($0, upper: true) }).joined() + suffix
        let display = ([call.name] + labels + (words.isEmpty ? [] : [words]))
          .joined(separator: " · ")
        let test = """
            @Test(\(quoted(display))) func \(function)() throws {
              try PreviewSnapshot.check(
                variant: \(quoted(variant.spec)), scale: \(chosen.scale), kind: .\(kind),
                packageRoot: previewsPackageRoot,
                \(call.body))
            }
          """
        return condition.map { "#if \($0)\n\(test)\n#endif" } ?? test
      }
    }
  }

  /// The file's opening: what wrote it, its imports (the previews' files', the tested modules
  /// `@testable`), and where references go.
  static func header(modules: Set<String>, imports: Set<String>, packageRoot: String) -> String {
    let other = imports.subtracting(modules)
      .subtracting(["Cellshot", "CellshotTesting", "Testing"]).sorted()
    return """
      // Generated by Cellshot's CellshotPreviewTests plugin: one test per preview and variant of
      // \(modules.isEmpty ? "no module" : modules.sorted().joined(separator: ", ")).
      // Written again on every build: do not edit.
      import Cellshot
      import CellshotTesting
      import Testing
      \((other.map { "import \($0)" } + modules.sorted().map { "@testable import \($0)" })
        .joined(separator: "\n"))

      /// Where the references go: this package's `Goldens/`.
      private let previewsPackageRoot = \(quoted(packageRoot))

      """
  }

  /// A `#Preview`'s name: its first argument when that is a plain string literal.
  static func previewName(_ arguments: String) -> String? {
    guard arguments.hasPrefix("(\"") else { return nil }
    var name = ""
    var escaped = false
    for c in arguments.dropFirst(2) {
      if escaped {
        name.append(c)
        escaped = false
      } else if c == "\\" {
        escaped = true
      } else if c == "\"" {
        return name.isEmpty ? nil : name
      } else {
        name.append(c)
      }
    }
    return nil
  }

  /// `text` in camel case as a Swift identifier: letters and digits kept, words joined, the
  /// first letter upper or lower; `preview` before a leading digit.
  static func identifier(_ text: String, upper: Bool) -> String {
    let folded = text.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
    let words = folded.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var out = words.enumerated().map { i, word in
      i == 0 && !upper ? lowerFirst(String(word)) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if out.isEmpty { out = upper ? "Preview" : "preview" }
    if out.first!.isNumber { out = (upper ? "Preview" : "preview") + out }
    return out
  }

  /// `Follow` to `follow`, `URLCard` to `urlCard`: the leading capitals lowered, but for the
  /// last when a lower-case letter follows it.
  static func lowerFirst(_ word: String) -> String {
    let letters = Array(word)
    var count = letters.prefix { $0.isUppercase }.count
    if count > 1 && count < letters.count { count -= 1 }
    return String(letters.prefix(count)).lowercased() + String(letters.dropFirst(count))
  }

  static let keywords: Set<String> = [
    "default", "init", "deinit", "self", "super", "func", "var", "let", "class", "struct",
    "enum", "protocol", "extension", "import", "return", "if", "else", "for", "while", "in",
    "switch", "case", "break", "continue", "true", "false", "nil", "throw", "throws", "try",
    "do", "catch", "guard", "defer", "repeat", "is", "as", "where", "static", "public",
    "private", "internal", "operator", "subscript", "typealias", "associatedtype", "inout",
    "some", "any", "await", "async",
  ]

  static func stem(_ path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }

  static func indented(_ text: String, by prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0 == 0 || $1.isEmpty ? String($1) : prefix + $1 }.joined(separator: "\n")
  }

  /// `text` as a Swift string literal.
  package static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
      + "\""
  }
}
