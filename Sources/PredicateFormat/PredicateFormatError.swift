// What goes wrong with a predicate format: a string that does not parse (iOS raises
// NSInvalidArgumentException, "Unable to parse the format string"), a construct this engine does
// not evaluate, or an evaluation iOS would abort with an exception (a key the object does not
// have, a regular expression ICU rejects, a string operator on a number). The engine throws it;
// `NSPredicate(format:)` turns it into the crash the app would have on iOS.
import Foundation

/// Why a predicate format cannot be parsed or evaluated.
package enum PredicateFormatError: Error, Equatable, CustomStringConvertible {
  /// The format is not in the language: what was expected, at which Character offset.
  case syntax(String, at: Int)
  /// Fewer arguments than the format's `%@`, `%K`, `%d`... ask for.
  case insufficientArguments
  /// A construct of the language this engine does not evaluate (SUBQUERY, FUNCTION...).
  case unsupported(String)
  /// An evaluation iOS aborts with an exception; the message is the exception's reason.
  case evaluation(String)

  package var description: String {
    switch self {
    case .syntax(let expected, let offset): "expected \(expected) at offset \(offset)"
    case .insufficientArguments:
      "Insufficient arguments for conversion characters specified in format string."
    case .unsupported(let what): "\(what) is not supported by Cellshot's predicate engine"
    case .evaluation(let reason): reason
    }
  }
}
