// The predicate format language parsed into a tree: takes the tokens of a format string and its
// arguments, gives a `PredicateNode`. The grammar is Apple's ("Predicate Format String Syntax"):
// OR below AND below NOT below comparisons; a comparison is an optional ANY/SOME/ALL/NONE, an
// expression, an operator with optional [c], [d], [cd] options, an expression. Expressions are
// constants, arguments, SELF, variables, key paths (with @count-style collection operators and
// [index], [FIRST], [LAST], [SIZE]), { lists }, arithmetic. Arguments are consumed in order as
// the conversions appear; nothing inside quotes is one. Nesting deeper than `maximumDepth` is
// refused, so that no input exhausts the stack.
import Foundation

/// A parsed predicate.
indirect enum PredicateNode {
  /// TRUEPREDICATE or FALSEPREDICATE.
  case constant(Bool)
  case not(PredicateNode)
  case and(PredicateNode, PredicateNode)
  case or(PredicateNode, PredicateNode)
  case comparison(PredicateComparison)
}

/// `lhs op[options] rhs`, under an aggregate modifier.
final class PredicateComparison {
  enum Modifier { case direct, any, all, none }

  enum Operator {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case matches, like, beginsWith, endsWith, contains, `in`, between
  }

  /// `[c]`, `[d]`, `[n]`, `[l]`: case- and diacritic-insensitive, normalized, locale-aware.
  struct Options: OptionSet {
    let rawValue: Int
    static let caseInsensitive = Options(rawValue: 1)
    static let diacriticInsensitive = Options(rawValue: 2)
    static let normalized = Options(rawValue: 4)
    static let localeSensitive = Options(rawValue: 8)
  }

  let modifier: Modifier
  let lhs: PredicateExpression
  let op: Operator
  let options: Options
  let rhs: PredicateExpression
  /// Compiled regular expressions of MATCHES and LIKE, by pattern (evaluation may run on any
  /// thread, as NSPredicate's does).
  let regexes = PredicateRegexCache()

  init(modifier: Modifier, lhs: PredicateExpression, op: Operator, options: Options,
       rhs: PredicateExpression) {
    self.modifier = modifier
    self.lhs = lhs
    self.op = op
    self.options = options
    self.rhs = rhs
  }
}

/// An expression of a predicate: what a comparison compares.
indirect enum PredicateExpression {
  /// A literal or an argument: String, PredicateNumber, nil, or the argument as given.
  case constant(Any?)
  /// SELF: the object being evaluated.
  case evaluatedObject
  /// `$name`, from the substitution variables.
  case variable(String)
  /// `base.key`: key-value reading.
  case key(PredicateExpression, String)
  /// `base.@count`, `base.@sum.price`: a collection operator and the key path it applies to.
  case collectionOperator(PredicateExpression, String, [String])
  /// `{ a, b, c }`.
  case aggregate([PredicateExpression])
  case index(PredicateExpression, PredicateIndex)
  case arithmetic(PredicateArithmetic, PredicateExpression, PredicateExpression)
  case negation(PredicateExpression)
}

enum PredicateIndex {
  case first, last, size
  case at(PredicateExpression)
}

enum PredicateArithmetic { case add, subtract, multiply, divide, power }

/// Parses the tokens of one format string.
struct PredicateFormatParser {
  /// The deepest nesting of parentheses, braces, brackets, NOTs and signs accepted.
  static let maximumDepth = 200

  private static let reserved: Set<String> = [
    "AND", "OR", "IN", "NOT", "ALL", "ANY", "SOME", "NONE", "LIKE", "CASEINSENSITIVE", "CI",
    "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH", "BETWEEN", "NULL", "NIL", "SELF", "TRUE",
    "YES", "FALSE", "NO", "FIRST", "LAST", "SIZE", "ANYKEY", "SUBQUERY", "FETCH", "CAST",
    "TRUEPREDICATE", "FALSEPREDICATE", "FUNCTION",
  ]

  private let lexemes: [PredicateLexeme]
  private let arguments: [Any?]
  private var position = 0
  private var nextArgument = 0
  private var depth = 0

  init(lexemes: [PredicateLexeme], arguments: [Any?]) {
    self.lexemes = lexemes
    self.arguments = arguments
  }

  /// The whole format as one predicate.
  mutating func parse() throws(PredicateFormatError) -> PredicateNode {
    let node = try orPredicate()
    guard token == .end else { throw expected("AND, OR or the end of the format") }
    return node
  }

  // MARK: Tokens

  private var token: PredicateToken { lexemes[position].token }

  private func peek(_ ahead: Int) -> PredicateToken {
    lexemes[min(position + ahead, lexemes.count - 1)].token
  }

  private mutating func advance() { position = min(position + 1, lexemes.count - 1) }

  private func expected(_ what: String) -> PredicateFormatError {
    .syntax(what, at: lexemes[position].offset)
  }

  /// The keyword the current token is, uppercased, if it is a plain identifier.
  private var keyword: String? {
    if case .identifier(let name) = token { return name.uppercased() }
    return nil
  }

  private func isSymbol(_ symbol: String) -> Bool { token == .symbol(symbol) }

  private mutating func expect(_ symbol: String) throws(PredicateFormatError) {
    guard isSymbol(symbol) else { throw expected("'\(symbol)'") }
    advance()
  }

  private mutating func enter() throws(PredicateFormatError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw expected("nesting no deeper than \(Self.maximumDepth)")
    }
  }

  private mutating func leave() { depth -= 1 }

  // MARK: Predicates

  private mutating func orPredicate() throws(PredicateFormatError) -> PredicateNode {
    try enter()
    defer { leave() }
    var node = try andPredicate()
    while keyword == "OR" || isSymbol("||") {
      advance()
      node = .or(node, try andPredicate())
    }
    return node
  }

  private mutating func andPredicate() throws(PredicateFormatError) -> PredicateNode {
    var node = try notPredicate()
    while keyword == "AND" || isSymbol("&&") {
      advance()
      node = .and(node, try notPredicate())
    }
    return node
  }

  private mutating func notPredicate() throws(PredicateFormatError) -> PredicateNode {
    if keyword == "NOT" || isSymbol("!") {
      advance()
      try enter()
      defer { leave() }
      return .not(try notPredicate())
    }
    return try primaryPredicate()
  }

  private mutating func primaryPredicate() throws(PredicateFormatError) -> PredicateNode {
    switch keyword {
    case "TRUEPREDICATE":
      advance()
      return .constant(true)
    case "FALSEPREDICATE":
      advance()
      return .constant(false)
    default: break
    }
    // `(` opens a predicate, unless what follows its `)` shows it was an expression's.
    if isSymbol("("), !closesExpression() {
      advance()
      let node = try orPredicate()
      try expect(")")
      return node
    }
    return .comparison(try comparison())
  }

  /// Whether the parenthesis at the current token is followed, once closed, by what continues
  /// an expression (an operator, a key, an index) rather than a predicate's AND/OR/end.
  private func closesExpression() -> Bool {
    var level = 0
    var i = position
    while i < lexemes.count {
      switch lexemes[i].token {
      case .symbol("("): level += 1
      case .symbol(")"):
        level -= 1
        if level == 0 {
          let next = lexemes[min(i + 1, lexemes.count - 1)].token
          if case .symbol(let s) = next { return s != ")" && s != "||" && s != "&&" }
          if case .identifier(let name) = next {
            return Self.operatorKeywords.contains(name.uppercased())
          }
          return false
        }
      case .end: return false
      default: break
      }
      i += 1
    }
    return false
  }

  private static let operatorKeywords: Set<String> = [
    "MATCHES", "LIKE", "BEGINSWITH", "ENDSWITH", "CONTAINS", "IN", "BETWEEN",
  ]

  private mutating func comparison() throws(PredicateFormatError) -> PredicateComparison {
    var modifier = PredicateComparison.Modifier.direct
    switch keyword {
    case "ANY", "SOME": modifier = .any
    case "ALL": modifier = .all
    case "NONE": modifier = .none
    default: break
    }
    if modifier != .direct { advance() }
    let lhs = try expression()
    let op = try comparisonOperator()
    let options = try comparisonOptions()
    let rhs = try expression()
    return PredicateComparison(modifier: modifier, lhs: lhs, op: op, options: options, rhs: rhs)
  }

  private mutating func comparisonOperator() throws(PredicateFormatError)
    -> PredicateComparison.Operator
  {
    let op: PredicateComparison.Operator
    switch token {
    case .symbol("="), .symbol("=="): op = .equal
    case .symbol("!="), .symbol("<>"): op = .notEqual
    case .symbol("<"): op = .less
    case .symbol("<="), .symbol("=<"): op = .lessOrEqual
    case .symbol(">"): op = .greater
    case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
    case .identifier(let name):
      switch name.uppercased() {
      case "MATCHES": op = .matches
      case "LIKE": op = .like
      case "BEGINSWITH": op = .beginsWith
      case "ENDSWITH": op = .endsWith
      case "CONTAINS": op = .contains
      case "IN": op = .in
      case "BETWEEN": op = .between
      case "UTI": throw .unsupported("UTI-CONFORMS-TO and UTI-EQUALS")
      default: throw expected("a comparison operator")
      }
    default: throw expected("a comparison operator")
    }
    advance()
    return op
  }

  /// `[c]`, `[d]`, `[cd]`... right after the operator.
  private mutating func comparisonOptions() throws(PredicateFormatError)
    -> PredicateComparison.Options
  {
    guard isSymbol("["), case .identifier(let letters) = peek(1), peek(2) == .symbol("]") else {
      return []
    }
    var options: PredicateComparison.Options = []
    for letter in letters.lowercased() {
      switch letter {
      case "c": options.insert(.caseInsensitive)
      case "d": options.insert(.diacriticInsensitive)
      case "n": options.insert(.normalized)
      case "l": options.insert(.localeSensitive)
      default: throw expected("options among c, d, n and l")
      }
    }
    position += 3
    return options
  }

  // MARK: Expressions

  private mutating func expression() throws(PredicateFormatError) -> PredicateExpression {
    try enter()
    defer { leave() }
    var lhs = try term()
    while isSymbol("+") || isSymbol("-") {
      let op: PredicateArithmetic = isSymbol("+") ? .add : .subtract
      advance()
      lhs = .arithmetic(op, lhs, try term())
    }
    return lhs
  }

  private mutating func term() throws(PredicateFormatError) -> PredicateExpression {
    var lhs = try factor()
    while isSymbol("*") || isSymbol("/") {
      let op: PredicateArithmetic = isSymbol("*") ? .multiply : .divide
      advance()
      lhs = .arithmetic(op, lhs, try factor())
    }
    return lhs
  }

  private mutating func factor() throws(PredicateFormatError) -> PredicateExpression {
    let base = try unary()
    guard isSymbol("**") else { return base }
    advance()
    try enter()
    defer { leave() }
    return .arithmetic(.power, base, try factor())
  }

  private mutating func unary() throws(PredicateFormatError) -> PredicateExpression {
    if isSymbol("-") {
      advance()
      try enter()
      defer { leave() }
      return .negation(try unary())
    }
    return try postfix(try primary())
  }

  /// Key path components and subscripts after a primary expression.
  private mutating func postfix(_ base: PredicateExpression) throws(PredicateFormatError)
    -> PredicateExpression
  {
    var expression = base
    while true {
      if isSymbol(".") {
        advance()
        switch token {
        case .collectionOperator(let name):
          advance()
          var path: [String] = []
          while isSymbol(".") {
            advance()
            path.append(try keyName())
          }
          expression = .collectionOperator(expression, name, path)
        default:
          expression = .key(expression, try keyName())
        }
      } else if isSymbol("[") {
        advance()
        try enter()
        defer { leave() }
        let index: PredicateIndex
        switch keyword {
        case "FIRST": index = .first
        case "LAST": index = .last
        case "SIZE": index = .size
        default: index = .at(try self.expression())
        }
        if case .at = index {} else { advance() }
        try expect("]")
        expression = .index(expression, index)
      } else {
        return expression
      }
    }
  }

  /// A key: a name that is not a reserved word, or a `#`-escaped one.
  private mutating func keyName() throws(PredicateFormatError) -> String {
    switch token {
    case .identifier(let name) where !Self.reserved.contains(name.uppercased()):
      advance()
      return name
    case .escapedIdentifier(let name):
      advance()
      return name
    default:
      throw expected("a key")
    }
  }

  private mutating func primary() throws(PredicateFormatError) -> PredicateExpression {
    switch token {
    case .string(let text):
      advance()
      return .constant(text)
    case .number(let number):
      advance()
      return .constant(number)
    case .variable(let name):
      advance()
      return .variable(name)
    case .escapedIdentifier(let name):
      advance()
      return .key(.evaluatedObject, name)
    case .collectionOperator(let name):
      advance()
      var path: [String] = []
      while isSymbol(".") {
        advance()
        path.append(try keyName())
      }
      return .collectionOperator(.evaluatedObject, name, path)
    case .argument(let conversion):
      advance()
      return try argument(conversion)
    case .symbol("("):
      advance()
      let inner = try expression()
      try expect(")")
      return inner
    case .symbol("{"):
      advance()
      try enter()
      defer { leave() }
      var elements: [PredicateExpression] = []
      if !isSymbol("}") {
        elements.append(try expression())
        while isSymbol(",") {
          advance()
          elements.append(try expression())
        }
      }
      try expect("}")
      return .aggregate(elements)
    case .identifier(let name):
      return try named(name)
    default:
      throw expected("an expression")
    }
  }

  /// A literal keyword, SELF, a key, or a construct this engine does not evaluate.
  private mutating func named(_ name: String) throws(PredicateFormatError)
    -> PredicateExpression
  {
    let upper = name.uppercased()
    let literal: PredicateExpression?
    switch upper {
    case "TRUE", "YES": literal = .constant(PredicateNumber.integer(1))
    case "FALSE", "NO": literal = .constant(PredicateNumber.integer(0))
    case "NULL", "NIL": literal = .constant(nil)
    case "SELF": literal = .evaluatedObject
    case "SUBQUERY", "FUNCTION", "FETCH", "CAST", "ANYKEY":
      throw .unsupported(upper)
    default: literal = nil
    }
    if let literal {
      advance()
      return literal
    }
    guard !Self.reserved.contains(upper) else { throw expected("an expression") }
    if peek(1) == .symbol("(") || peek(1) == .symbol(":") {
      throw .unsupported("the function expression \(name)")
    }
    advance()
    return .key(.evaluatedObject, name)
  }

  /// The next argument, as the conversion reads it: `%@` an object, `%K` a key path, `%d` an
  /// integer, `%f` a double, `%s` a C string.
  private mutating func argument(_ conversion: String) throws(PredicateFormatError)
    -> PredicateExpression
  {
    guard nextArgument < arguments.count else { throw .insufficientArguments }
    let value = arguments[nextArgument]
    nextArgument += 1
    switch conversion.last {
    case "@":
      return .constant(value)
    case "K":
      guard let path = PredicateValue.string(value) else {
        throw .evaluation("Invalid keypath for %K: \(String(describing: value ?? "nil"))")
      }
      var expression = PredicateExpression.evaluatedObject
      for component in path.split(separator: ".", omittingEmptySubsequences: false) {
        expression = .key(expression, String(component))
      }
      return expression
    case "s", "S":
      if let pointer = value as? UnsafePointer<CChar> {
        return .constant(String(cString: pointer))
      }
      if let pointer = value as? UnsafeMutablePointer<CChar> {
        return .constant(String(cString: pointer))
      }
      return .constant(value)
    case "c", "C", "p":
      throw .unsupported("the %\(conversion) conversion")
    default:
      // d, i, o, u, x, e, f, g, a: a number, whatever Swift type carried it.
      guard case .number(let number) = PredicateValue(value) else {
        throw .evaluation("%\(conversion) needs a number, got "
          + String(describing: value ?? "nil"))
      }
      return .constant(number)
    }
  }
}
