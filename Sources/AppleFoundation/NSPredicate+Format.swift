// NSPredicate's format strings, which swift-corelibs-foundation marks unavailable ("Predicate
// strings and key-value coding are not supported"): `NSPredicate(format:_:)` and
// `NSPredicate(format:argumentArray:)` with Apple's signatures, which shadow the unavailable
// ones in any file that sees AppleFoundation. The format is parsed when the predicate is made
// and evaluated by Cellshot's engine (the PredicateFormat module) in a block predicate, so
// `evaluate(with:)`, `filtered(using:)` and NSCompoundPredicate work as on iOS. Where iOS
// raises an Objective-C exception the app crashes, and so does it here, with the same reason:
// a format that does not parse, too few arguments, a key an object lacks.
import Cellshot
import Foundation
import PredicateFormat

extension NSPredicate {
  /// A predicate parsed from `predicateFormat`, its `%@`, `%K`, `%d`, `%f`... taken from
  /// `args` in order, as Foundation's `NSPredicate(format:_:)`.
  ///
  /// The language is Apple's ("Predicate Format String Syntax"): `==`, `=`, `!=`, `<>`, `<`,
  /// `<=`, `>`, `>=`, `BETWEEN`, `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE` (`?` and
  /// `*`), `MATCHES` (an ICU regular expression matching the whole string), each with `[c]`,
  /// `[d]` or `[cd]`; `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses; `ANY`/`SOME`, `ALL`,
  /// `NONE`; `TRUEPREDICATE`, `FALSEPREDICATE`; quoted strings, numbers (decimal, `0x`, `0o`,
  /// `0b`), `TRUE`/`YES`, `FALSE`/`NO`, `NIL`/`NULL`, `{ lists }`; `SELF`, key paths with
  /// `@count`, `@sum`, `@avg`, `@min`, `@max`, `[index]`, `[FIRST]`, `[LAST]`, `[SIZE]`;
  /// `$variables`; `+ - * / **`. Not evaluated: `SUBQUERY`, `FUNCTION` and other function
  /// expressions, `CAST`, `FETCH`, `ANYKEY`, `UTI-CONFORMS-TO`, `UTI-EQUALS`.
  ///
  /// Key paths read dictionaries by key and any Swift value by its stored properties (through
  /// `Mirror`, standing in for key-value coding, which Linux lacks; see PredicateFormat's
  /// `PredicateKeyValues.swift`).
  ///
  /// A format that does not parse stops the program with iOS's reason, "Unable to parse the
  /// format string", as the NSInvalidArgumentException iOS raises would. `predicateFormat`
  /// reads `BLOCKPREDICATE` here, not the format.
  public convenience init(format predicateFormat: String, _ args: CVarArg...) {
    let predicate = Self.parsed(predicateFormat, args.map { $0 as Any? })
    self.init(block: { object, bindings in Self.evaluate(predicate, object, bindings) })
  }

  /// A predicate parsed from `predicateFormat`, its `%@`, `%K`... taken from `arguments` in
  /// order, as Foundation's `NSPredicate(format:argumentArray:)`; see `init(format:_:)`.
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    let predicate = Self.parsed(predicateFormat, (arguments ?? []).map { $0 as Any? })
    self.init(block: { object, bindings in Self.evaluate(predicate, object, bindings) })
  }

  private static func parsed(_ format: String, _ arguments: [Any?]) -> ParsedPredicate {
    do {
      return try ParsedPredicate(format: format, arguments: arguments)
    } catch .insufficientArguments {
      fatalError("NSInvalidArgumentException: Insufficient arguments for conversion characters "
        + "specified in format string \"\(format)\"")
    } catch .unsupported(let what) {
      fatalError("\(what) is not supported by Cellshot's NSPredicate (format \"\(format)\")")
    } catch {
      fatalError("NSInvalidArgumentException: Unable to parse the format string \"\(format)\" "
        + "(\(error))")
    }
  }

  private static func evaluate(_ predicate: ParsedPredicate, _ object: Any?,
                               _ bindings: [String: Any]?) -> Bool {
    do {
      return try predicate.evaluate(object, bindings: bindings)
    } catch {
      fatalError("NSPredicate evaluation raised an exception: \(error)")
    }
  }
}

extension Cellshot.Published: PredicateWrappedValue {
  /// What a predicate's key reads of a `@Published` property: its value.
  package var predicateWrappedValue: Any { wrappedValue }
}
