// CellshotMacros: the compiler plugin that expands `#Preview` (and `@Entry`, `@Previewable`,
// SwiftData's `@Model` and its companions: AttachedExpansion.swift), speaking the compiler's plugin
// protocol itself (no swift-syntax): each message is an 8-byte little-endian length and a JSON
// body on standard input and output, and a zero-length frame ends the session.
//
// It takes a `#Preview` call's source and gives back a public enum with the compiler's unique
// name for that call, whose `preview` pastes the call's own arguments into
// `PreviewMacro.declared(...)`, a function with SwiftUI's signature: the type checker parses and
// checks them. `cellshot previews` reads the calls from the source files itself, so it needs no
// name from here. Never imported by anything: the compiler runs it.

import Foundation

/// Reads exactly `count` bytes from standard input; nil at its end.
func read(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    if chunk.isEmpty { return nil }
    data.append(chunk)
  }
  return data
}

/// Writes one message: its length, little-endian, then its JSON.
func send(_ message: [String: Any]) {
  guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
  var length = UInt64(body.count).littleEndian
  FileHandle.standardOutput.write(withUnsafeBytes(of: &length) { Data($0) } + body)
}

/// The plugin's session: one reply a request until the compiler closes the pipe. A type with
/// `@main` rather than top-level code, so that builds passing `-parse-as-library` to every
/// module (the fuzzing script's) build it too.
@main
enum PluginMain {
  static func main() {
    while let header = read(8) {
      let length = header.withUnsafeBytes {
        UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))
      }
      guard length > 0, length < 1 << 30, let body = read(Int(length)),
            let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
        break
      }
      if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
      } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        send(["expandMacroResult": AttachedExpansion.freestanding(request)
                ?? PreviewExpansion.result(for: request)])
      } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        send(["expandMacroResult": AttachedExpansion.result(for: request)])
      } else {
        send(["expandMacroResult": [
          "diagnostics": [PreviewExpansion.error("CellshotMacros: an unknown request")],
        ]])
      }
    }
  }
}
