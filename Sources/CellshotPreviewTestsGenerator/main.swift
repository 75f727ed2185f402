// The tool the CellshotPreviewTests plugin runs: reads the Swift files of the modules a test
// target tests and the suite's configuration, and writes the test file (PreviewTestWriter).
//
//   CellshotPreviewTestsGenerator --output FILE --package-root DIR [--config FILE]
//     --module NAME FILE... [--module NAME FILE...]
//
// Foundation only: the plugin's tool builds for the host without Cellshot.

import Foundation
import PreviewSources

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

var output: String?
var packageRoot: String?
var configPath: String?
var module: String?
var files: [PreviewSourceFile] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--output", "--package-root", "--config", "--module":
    guard let value = arguments.popFirst() else { fail("\(argument) needs a value") }
    switch argument {
    case "--output": output = value
    case "--package-root": packageRoot = value
    case "--config": configPath = value
    default: module = value
    }
  default:
    guard let module else { fail("'\(argument)' comes before any --module") }
    guard let data = FileManager.default.contents(atPath: argument) else {
      fail("\(argument): cannot be read")
    }
    files.append(PreviewSourceFile(module: module, path: argument,
                                   text: String(decoding: data, as: UTF8.self)))
  }
}
guard let output, let packageRoot else { fail("--output and --package-root are needed") }

var configuration = PreviewSuiteConfiguration()
if let configPath {
  guard let data = FileManager.default.contents(atPath: configPath) else {
    fail("\(configPath): cannot be read")
  }
  do {
    configuration = try PreviewSuiteConfiguration(json: data, path: configPath)
  } catch {
    fail(error.description)
  }
}
do {
  let written = try PreviewTestWriter.write(files, configuration: configuration,
                                            packageRoot: packageRoot)
  for note in written.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
  // Written only when it changed, so an unchanged suite is not compiled again.
  let data = Data(written.text.utf8)
  if FileManager.default.contents(atPath: output) != data {
    let temporary = output + ".partial"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else {
      fail("\(output): cannot be written")
    }
    _ = try? FileManager.default.removeItem(atPath: output)
    try FileManager.default.moveItem(atPath: temporary, toPath: output)
  }
} catch let error as PreviewConfigurationError {
  fail(error.description)
} catch {
  fail("\(output): \(error)")
}
