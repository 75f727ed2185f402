// ViewFuzzing: random view trees for the `fuzz-views` target and its tests.
//
// Takes bytes (libFuzzer's input, or a seed's); gives a view tree built from them, every
// container, leaf and modifier with hostile numbers and strings, together with the Swift
// expression that builds the same tree, so that a finding reads as code. Any bytes make a tree
// (past their end every byte reads as 0, which ends the tree quickly). Never imports PNGCodec.

import Cellshot

/// Reads choices from bytes, one byte a choice.
struct ByteReader {
  let bytes: [UInt8]
  var index = 0

  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// A choice of `count` options.
  mutating func choose(_ count: Int) -> Int { Int(byte()) % max(1, count) }

  mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }
}

/// A view and the Swift expression that builds it.
public struct GeneratedView {
  public let view: AnyView
  public let expression: String
}

/// Builds view trees from bytes.
@MainActor
public struct ViewTreeGenerator {
  var reader: ByteReader
  /// How many more views the tree may get: generation stops making containers at 0.
  var budget: Int
  let maxDepth: Int

  /// The tree `bytes` describe: at most `maxViews` views, `maxDepth` levels.
  public static func tree(from bytes: [UInt8], maxViews: Int = 200, maxDepth: Int = 12)
    -> GeneratedView
  {
    var generator = ViewTreeGenerator(reader: ByteReader(bytes: bytes), budget: maxViews,
                                      maxDepth: maxDepth)
    return generator.view(depth: 0)
  }

  mutating func view(depth: Int) -> GeneratedView {
    budget -= 1
    var made: GeneratedView
    if depth >= maxDepth || budget <= 0 || reader.choose(3) == 0 {
      made = leaf()
    } else {
      made = container(depth: depth)
    }
    // Modifiers: while the next byte says so, up to four.
    for _ in 0..<4 where reader.choose(2) == 1 {
      made = modifier(on: made, depth: depth)
    }
    return made
  }

  /// Up to four children.
  mutating func children(depth: Int) -> [GeneratedView] {
    (0..<(1 + reader.choose(4))).map { _ in view(depth: depth + 1) }
  }

  static func list(_ views: [GeneratedView]) -> String {
    views.map(\.expression).joined(separator: "; ")
  }
}

/// A view made of several: `VStack { a; b }` as an AnyView.
@MainActor
struct Several: View {
  let views: [AnyView]
  var body: some View {
    ForEach(0..<views.count, id: \.self) { views[$0] }
  }
}
