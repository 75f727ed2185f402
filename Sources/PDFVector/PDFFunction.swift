// PDF functions (ISO 32000-1, 7.10): what maps a shading's parameter to its colour. Type 0
// (sampled), 2 (exponential), 3 (stitching) and 4 (a PostScript calculator program). A
// calculator program runs with a bounded stack and a bounded number of steps, so a hostile file
// cannot make it run for ever.

import Foundation

/// A function from m inputs to n outputs.
indirect enum PDFFunction: Sendable {
  case sampled(domain: [Double], range: [Double], size: [Int], bits: Int, encode: [Double],
               decode: [Double], samples: [UInt8])
  case exponential(domain: [Double], c0: [Double], c1: [Double], n: Double)
  case stitching(domain: [Double], functions: [PDFFunction], bounds: [Double], encode: [Double])
  case calculator(domain: [Double], range: [Double], program: [PDFCalculator.Op])
  /// One function per output (an array of functions).
  case each([PDFFunction])

  static let maxDepth = 8

  /// Reads the function `object` of `file`.
  static func read(_ object: PDFObject, in file: PDFFile, depth: Int = 0) throws(PDFError)
    -> PDFFunction
  {
    guard depth < maxDepth else { throw PDFError("\(file.name): functions nest too deep") }
    let resolved = try file.resolve(object)
    if let list = resolved.array {
      var functions: [PDFFunction] = []
      for item in list.prefix(16) { functions.append(try read(item, in: file, depth: depth + 1)) }
      return .each(functions)
    }
    guard let dict = resolved.dictionary, let type = try file.resolve(dict["FunctionType"]).number
    else { throw PDFError("\(file.name): a function has no FunctionType") }
    func numbers(_ key: String) throws(PDFError) -> [Double]? {
      guard let list = try file.resolve(dict[key]).array else { return nil }
      var out: [Double] = []
      for item in list.prefix(4096) { out.append(try file.resolve(item).number ?? 0) }
      return out
    }
    let domain = try numbers("Domain") ?? [0, 1]
    switch Int(type) {
    case 2:
      return .exponential(domain: domain, c0: try numbers("C0") ?? [0], c1: try numbers("C1") ?? [1],
                          n: try file.resolve(dict["N"]).number ?? 1)
    case 3:
      var functions: [PDFFunction] = []
      for item in (try file.resolve(dict["Functions"]).array ?? []).prefix(256) {
        functions.append(try read(item, in: file, depth: depth + 1))
      }
      guard !functions.isEmpty else { throw PDFError("\(file.name): a stitching function is empty") }
      return .stitching(domain: domain, functions: functions, bounds: try numbers("Bounds") ?? [],
                        encode: try numbers("Encode") ?? [])
    case 4:
      guard case .stream(let d, let raw) = resolved else {
        throw PDFError("\(file.name): a calculator function is not a stream")
      }
      let program = try PDFCalculator.parse(try file.decode(d, raw), file: file.name)
      return .calculator(domain: domain, range: try numbers("Range") ?? [], program: program)
    case 0:
      guard case .stream(let d, let raw) = resolved else {
        throw PDFError("\(file.name): a sampled function is not a stream")
      }
      let size = (try numbers("Size") ?? []).map { max(1, min(Int($0), 65536)) }
      let range = try numbers("Range") ?? []
      let bits = Int(try file.resolve(dict["BitsPerSample"]).number ?? 8)
      guard [1, 2, 4, 8, 12, 16, 24, 32].contains(bits), !size.isEmpty, range.count >= 2 else {
        throw PDFError("\(file.name): a sampled function's Size, Range or BitsPerSample is wrong")
      }
      let defaultEncode: [Double] = size.flatMap { [0, Double($0 - 1)] }
      let encode = try numbers("Encode") ?? defaultEncode
      return .sampled(domain: domain, range: range, size: size, bits: bits, encode: encode,
                      decode: try numbers("Decode") ?? range, samples: try file.decode(d, raw))
    default:
      throw PDFError("\(file.name): function type \(Int(type)) is not one Cellshot reads")
    }
  }

  /// The outputs for `input`.
  func callAsFunction(_ input: [Double]) -> [Double] {
    switch self {
    case .each(let functions):
      return functions.flatMap { $0(input).prefix(1) }
    case .exponential(let domain, let c0, let c1, let n):
      let x = Self.clip(input.first ?? 0, domain, 0)
      let p = x <= 0 && n != n.rounded() ? 0 : Foundation.pow(x, n)
      return (0..<max(c0.count, c1.count)).map { i in
        let a = i < c0.count ? c0[i] : 0, b = i < c1.count ? c1[i] : 1
        return a + (p.isFinite ? p : 0) * (b - a)
      }
    case .stitching(let domain, let functions, let bounds, let encode):
      let x = Self.clip(input.first ?? 0, domain, 0)
      var k = 0
      while k < bounds.count, k < functions.count - 1, x >= bounds[k] { k += 1 }
      let low = k == 0 ? (domain.first ?? 0) : bounds[k - 1]
      let high = k < bounds.count ? bounds[k] : (domain.count > 1 ? domain[1] : 1)
      let e0 = 2 * k < encode.count ? encode[2 * k] : 0
      let e1 = 2 * k + 1 < encode.count ? encode[2 * k + 1] : 1
      let t = high == low ? e0 : e0 + (x - low) * (e1 - e0) / (high - low)
      return functions[min(k, functions.count - 1)]([t])
    case .calculator(let domain, let range, let program):
      var stack = input.enumerated().map { Self.clip($0.element, domain, $0.offset) }
      PDFCalculator.run(program, &stack)
      let count = range.count / 2
      let outputs = count > 0 ? Array(stack.suffix(count)) : stack
      return outputs.enumerated().map { Self.clip($0.element, range, $0.offset) }
    case .sampled(let domain, let range, let size, let bits, let encode, let decode, let samples):
      // One input (what shadings use): linear between the two nearest samples.
      let x = Self.clip(input.first ?? 0, domain, 0)
      let d0 = domain.first ?? 0, d1 = domain.count > 1 ? domain[1] : 1
      let e0 = encode.first ?? 0, e1 = encode.count > 1 ? encode[1] : Double(size[0] - 1)
      var e = d1 == d0 ? e0 : e0 + (x - d0) * (e1 - e0) / (d1 - d0)
      e = min(max(e, 0), Double(size[0] - 1))
      let outputs = range.count / 2
      let i0 = Int(e.rounded(.down)), i1 = min(i0 + 1, size[0] - 1), f = e - Double(i0)
      let maxValue = Double((UInt64(1) << UInt64(bits)) - 1)
      func sample(_ index: Int, _ j: Int) -> Double {
        let bit = (index * outputs + j) * bits
        var value: UInt64 = 0
        for b in 0..<bits {
          let at = (bit + b) >> 3
          guard at < samples.count else { return 0 }
          value = value << 1 | UInt64(samples[at] >> (7 - UInt8((bit + b) & 7)) & 1)
        }
        return Double(value)
      }
      return (0..<outputs).map { j in
        let s = sample(i0, j) * (1 - f) + sample(i1, j) * f
        let lo = 2 * j < decode.count ? decode[2 * j] : 0
        let hi = 2 * j + 1 < decode.count ? decode[2 * j + 1] : 1
        return Self.clip(lo + s * (hi - lo) / maxValue, range, j)
      }
    }
  }

  private static func clip(_ x: Double, _ bounds: [Double], _ i: Int) -> Double {
    guard x.isFinite else { return 0 }
    guard 2 * i + 1 < bounds.count else { return x }
    return min(max(x, bounds[2 * i]), bounds[2 * i + 1])
  }
}

/// A type 4 function's PostScript calculator: its program and an interpreter for it.
enum PDFCalculator {
  indirect enum Op: Sendable {
    case number(Double)
    case op(String)
    /// `{ then } if` or `{ then } { else } ifelse`.
    case conditional(then: [Op], else: [Op]?)
  }

  static let maxSteps = 100_000
  static let maxStack = 100

  /// Parses `{ ... }`.
  static func parse(_ bytes: [UInt8], file: String) throws(PDFError) -> [Op] {
    var lexer = PDFLexer(bytes)
    guard case .keyword("{") = try lexer.next() else {
      throw PDFError("\(file): a calculator function does not start with {")
    }
    return try block(&lexer, file: file, depth: 0)
  }

  private static func block(_ lexer: inout PDFLexer, file: String, depth: Int)
    throws(PDFError) -> [Op]
  {
    guard depth < 32 else { throw PDFError("\(file): a calculator function nests too deep") }
    var ops: [Op] = []
    var pending: [[Op]] = []
    while true {
      switch try lexer.next() {
      case .end: throw PDFError("\(file): a calculator function is not closed")
      case .keyword("}"): return ops
      case .keyword("{"): pending.append(try block(&lexer, file: file, depth: depth + 1))
      case .keyword("if"):
        guard let then = pending.popLast() else { throw PDFError("\(file): if without a block") }
        ops.append(.conditional(then: then, else: nil))
      case .keyword("ifelse"):
        guard pending.count >= 2, let otherwise = pending.popLast(), let then = pending.popLast()
        else { throw PDFError("\(file): ifelse without two blocks") }
        ops.append(.conditional(then: then, else: otherwise))
      case .keyword(let word): ops.append(.op(word))
      case .object(.number(let value)): ops.append(.number(value))
      case .object(.bool(let value)): ops.append(.number(value ? 1 : 0))
      case .object: throw PDFError("\(file): a calculator function holds a value it cannot use")
      }
    }
  }

  /// Runs `program` on `stack`; a program that misbehaves (underflow, too many steps) leaves
  /// the stack as it stands.
  static func run(_ program: [Op], _ stack: inout [Double]) {
    var steps = 0
    _ = execute(program, &stack, &steps)
  }

  private static func execute(_ program: [Op], _ s: inout [Double], _ steps: inout Int) -> Bool {
    for op in program {
      steps += 1
      guard steps <= maxSteps, s.count <= maxStack else { return false }
      switch op {
      case .number(let v): s.append(v)
      case .conditional(let then, let otherwise):
        guard let flag = s.popLast() else { return false }
        if flag != 0 {
          if !execute(then, &s, &steps) { return false }
        } else if let otherwise {
          if !execute(otherwise, &s, &steps) { return false }
        }
      case .op(let name):
        if !apply(name, &s) { return false }
      }
    }
    return true
  }

  private static func apply(_ name: String, _ s: inout [Double]) -> Bool {
    func pop() -> Double? { s.popLast() }
    func unary(_ f: (Double) -> Double) -> Bool {
      guard let a = pop() else { return false }
      s.append(f(a))
      return true
    }
    func binary(_ f: (Double, Double) -> Double) -> Bool {
      guard let b = pop(), let a = pop() else { return false }
      s.append(f(a, b))
      return true
    }
    switch name {
    case "add": return binary(+)
    case "sub": return binary(-)
    case "mul": return binary(*)
    case "div": return binary { $1 == 0 ? 0 : $0 / $1 }
    case "idiv": return binary { $1 == 0 ? 0 : ($0 / $1).rounded(.towardZero) }
    case "mod": return binary { $1 == 0 ? 0 : $0.truncatingRemainder(dividingBy: $1) }
    case "neg": return unary { -$0 }
    case "abs": return unary { Swift.abs($0) }
    case "ceiling": return unary { $0.rounded(.up) }
    case "floor": return unary { $0.rounded(.down) }
    case "round": return unary { ($0 + 0.5).rounded(.down) }
    case "truncate", "cvi": return unary { $0.rounded(.towardZero) }
    case "cvr": return unary { $0 }
    case "sqrt": return unary { $0 > 0 ? $0.squareRoot() : 0 }
    case "sin": return unary { Foundation.sin($0 * .pi / 180) }
    case "cos": return unary { Foundation.cos($0 * .pi / 180) }
    case "atan":
      return binary { a, b in
        var d = Foundation.atan2(a, b) * 180 / .pi
        if d < 0 { d += 360 }
        return d
      }
    case "exp": return binary { let p = Foundation.pow($0, $1); return p.isFinite ? p : 0 }
    case "ln": return unary { $0 > 0 ? Foundation.log($0) : 0 }
    case "log": return unary { $0 > 0 ? Foundation.log10($0) : 0 }
    case "eq": return binary { $0 == $1 ? 1 : 0 }
    case "ne": return binary { $0 != $1 ? 1 : 0 }
    case "gt": return binary { $0 > $1 ? 1 : 0 }
    case "ge": return binary { $0 >= $1 ? 1 : 0 }
    case "lt": return binary { $0 < $1 ? 1 : 0 }
    case "le": return binary { $0 <= $1 ? 1 : 0 }
    case "and": return binary { Double(Int64(clamping: $0) & Int64(clamping: $1)) }
    case "or": return binary { Double(Int64(clamping: $0) | Int64(clamping: $1)) }
    case "xor": return binary { Double(Int64(clamping: $0) ^ Int64(clamping: $1)) }
    case "not": return unary { $0 == 0 ? 1 : ($0 == 1 ? 0 : Double(~Int64(clamping: $0))) }
    case "true": s.append(1); return true
    case "false": s.append(0); return true
    case "pop": return pop() != nil
    case "dup":
      guard let a = s.last else { return false }
      s.append(a)
      return true
    case "exch":
      guard s.count >= 2 else { return false }
      s.swapAt(s.count - 1, s.count - 2)
      return true
    case "copy":
      guard let n = pop(), n >= 0, Int(n) <= s.count else { return false }
      s += s.suffix(Int(n))
      return true
    case "index":
      guard let n = pop(), n >= 0, Int(n) < s.count else { return false }
      s.append(s[s.count - 1 - Int(n)])
      return true
    case "roll":
      guard let j = pop(), let n = pop(), n >= 0, Int(n) <= s.count, j.isFinite else {
        return false
      }
      let count = Int(n)
      guard count > 0 else { return true }
      let shift = ((Int(j.truncatingRemainder(dividingBy: Double(count))) % count) + count) % count
      let top = Array(s.suffix(count))
      s.removeLast(count)
      s += Array(top[(count - shift)...] + top[..<(count - shift)])
      return true
    default:
      return false
    }
  }
}

extension Int64 {
  init(clamping value: Double) {
    guard value.isFinite else { self = 0; return }
    self = Int64(Swift.min(Swift.max(value, -9e18), 9e18))
  }
}
