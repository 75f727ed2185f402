import Cellshot

/// A command line split into options and operands, checked against what a command accepts.
struct Arguments {
  /// Options that take a value (`--out DIR` or `--out=DIR`).
  var values: [String: String] = [:]
  /// Options without a value (`--json`).
  var flags: Set<String> = []
  var operands: [String] = []

  /// Splits `arguments`, refusing any option not in `valueOptions` or `flagOptions`.
  init(_ arguments: ArraySlice<String>, valueOptions: Set<String> = [],
       flagOptions: Set<String> = []) throws(UsageError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      if argument == "--" {
        operands += rest
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        operands.append(argument)
        continue
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      if valueOptions.contains(name) {
        if value == nil {
          // The next word is the value, unless it is another option (`--scale --out o`).
          if let next = rest.first, next.hasPrefix("--") {
            throw UsageError("\(name) needs a value (\(next) follows it)")
          }
          value = rest.popFirst()
        }
        guard let value, !value.isEmpty else { throw UsageError("\(name) needs a value") }
        values[name] = value
      } else if flagOptions.contains(name), value == nil {
        flags.insert(name)
      } else {
        throw UsageError("unknown option '\(argument)'")
      }
    }
  }

  /// The value of an integer option, checked against `range`.
  func integer(_ name: String, default fallback: Int, in range: ClosedRange<Int>)
    throws(UsageError) -> Int
  {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError("\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), not '\(text)'")
    }
    return value
  }
}

extension Arguments {
  /// The system look `--ios` asks for (17 and 18: iOS 18's, 26: Liquid Glass, 13: iOS 13's
  /// lists); the standard one when it is not given.
  func look() throws(UsageError) -> InterfaceLook {
    guard let text = values["--ios"] else { return .standard }
    guard let version = Int(text), let look = InterfaceLook(iOSVersion: version) else {
      let accepted = InterfaceLook.acceptedVersions.map(String.init)
      throw UsageError("--ios must be one of \(accepted.joined(separator: ", ")) (the iOS "
                       + "versions whose look Cellshot draws), not '\(text)'")
    }
    return look
  }
}

/// A wrong command line: printed as one line, exit status 2.
struct UsageError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
