// The selection of an attributed text (iOS 26) and the edits made through it. Rule: a picture
// shows no caret or highlight, so a selection draws nothing; its values and edits are Apple's
// (an app's code that formats or replaces the selected text before a render gets the text it
// would get on iOS).

import Foundation

/// The selected ranges of an attributed text, or an insertion point with the attributes text
/// typed there takes.
public struct AttributedTextSelection: Equatable, Sendable {
  /// Where the selection is: a caret, or ranges of the text.
  @frozen public enum Indices: Equatable, Sendable {
    case insertionPoint(AttributedString.Index)
    case ranges(RangeSet<AttributedString.Index>)
  }

  var indices: Indices
  /// The attributes given for an insertion point, if any.
  var typingAttributes: AttributeContainer?

  /// An insertion point at the start of the text.
  public init() {
    indices = .insertionPoint(AttributedString().startIndex)
  }
  public init(insertionPoint: AttributedString.Index,
              typingAttributes: AttributeContainer? = nil) {
    indices = .insertionPoint(insertionPoint)
    self.typingAttributes = typingAttributes
  }
  public init(ranges: RangeSet<AttributedString.Index>) { indices = .ranges(ranges) }
  public init(range: Range<AttributedString.Index>) { indices = .ranges(RangeSet(range)) }

  /// The selection's indices in `text`: an insertion point past the text's end is its end.
  public func indices(in text: AttributedString) -> Indices {
    if case .insertionPoint(let index) = indices {
      return .insertionPoint(clamped(index, in: text))
    }
    return indices
  }

  /// Which side of a line break the caret sits on; a text laid out once has no preference.
  public func affinity(in text: AttributedString) -> TextSelectionAffinity { .automatic }

  /// The attributes text typed at the selection takes: those given, else those of the
  /// character before the insertion point (the first, at the start), or of the first selected
  /// character.
  public func typingAttributes(in text: AttributedString) -> AttributeContainer {
    switch indices {
    case .insertionPoint(let index):
      if let typingAttributes { return typingAttributes }
      guard !text.characters.isEmpty else { return AttributeContainer() }
      let point = clamped(index, in: text)
      let at = point > text.startIndex ? text.characters.index(before: point) : text.startIndex
      return text.runs[at].attributes
    case .ranges(let ranges):
      guard let first = ranges.ranges.first(where: { !$0.isEmpty }) else {
        return AttributeContainer()
      }
      return text.runs[first.lowerBound].attributes
    }
  }

  /// The attributes of each run in the selection (the typing attributes at an insertion
  /// point).
  public func attributes(in text: AttributedString) -> Attributes<AttributedString> {
    switch indices {
    case .insertionPoint:
      return Attributes(containers: [typingAttributes(in: text)])
    case .ranges(let ranges):
      return Attributes(containers: text[ranges].runs.map(\.attributes))
    }
  }

  /// The attributes of a selection's runs, in order.
  public struct Attributes<Text>: Sequence {
    public typealias Element = AttributeContainer
    let containers: [AttributeContainer]

    public func makeIterator() -> some IteratorProtocol<AttributeContainer> {
      containers.makeIterator()
    }
    /// Each run's value of one attribute (`nil` where it is unset).
    public subscript<K: AttributedStringKey>(type: KeyPath<AttributeDynamicLookup, K>)
      -> some Sequence<K.Value?> where K.Value: Sendable
    {
      containers.map { $0[K.self] }
    }
    public subscript<K: AttributedStringKey>(type: K.Type) -> some Sequence<K.Value?>
      where K.Value: Sendable
    {
      containers.map { $0[K.self] }
    }
  }
}

/// `index` moved into `text` (a selection made for another text may lie past its end).
private func clamped(_ index: AttributedString.Index, in text: AttributedString)
  -> AttributedString.Index
{
  min(max(index, text.startIndex), text.endIndex)
}

extension AttributedTextSelection {
  /// The selected ranges, an insertion point as an empty one.
  var rangeList: [Range<AttributedString.Index>] {
    switch indices {
    case .insertionPoint(let index): return [index..<index]
    case .ranges(let ranges): return Array(ranges.ranges)
    }
  }
}

extension AttributedString {
  /// The selected text.
  public subscript(selection: AttributedTextSelection) -> DiscontiguousAttributedSubstring {
    switch selection.indices {
    case .insertionPoint: return self[RangeSet<AttributedString.Index>()]
    case .ranges(let ranges): return self[ranges]
    }
  }

  /// The text changed by `body`, with `selection` moved along with the characters it selects.
  public mutating func transform<E: Error>(
    updating selection: inout AttributedTextSelection,
    body: (inout AttributedString) throws(E) -> Void
  ) throws(E) {
    var ranges = selection.rangeList
    var failure: E?
    transform(updating: &ranges) { text in
      do throws(E) { try body(&text) } catch { failure = error }
    }
    if let failure { throw failure }
    switch selection.indices {
    case .insertionPoint:
      let point = ranges.first?.lowerBound ?? endIndex
      selection.indices = .insertionPoint(point)
    case .ranges:
      selection.indices = .ranges(RangeSet(ranges))
    }
  }

  /// Each selected run's attributes changed by `body`; at an insertion point, the attributes
  /// text typed there takes.
  public mutating func transformAttributes<E: Error>(
    in selection: inout AttributedTextSelection,
    body: (inout AttributeContainer) throws(E) -> Void
  ) throws(E) {
    if case .insertionPoint = selection.indices {
      var container = selection.typingAttributes(in: self)
      try body(&container)
      selection.typingAttributes = container
      return
    }
    var edits: [(Range<AttributedString.Index>, AttributeContainer)] = []
    for run in self[selection.rangeList.reduce(into: RangeSet()) { $0.insert(contentsOf: $1) }]
      .runs {
      var container = run.attributes
      try body(&container)
      edits.append((run.range, container))
    }
    transform(updating: &selection) { text in
      for (range, container) in edits { text[range].setAttributes(container) }
    }
  }

  /// The selected text replaced by `newContent` in the selection's typing attributes; the
  /// selection becomes the insertion point after it.
  public mutating func replaceSelection(_ selection: inout AttributedTextSelection,
                                        withCharacters newContent: some Collection<Character>) {
    let content = AttributedString(String(newContent),
                                   attributes: selection.typingAttributes(in: self))
    replaceSelection(&selection, with: content)
  }

  /// The selected text replaced by `newContent` (the first range by it, the others removed);
  /// the selection becomes the insertion point after it.
  public mutating func replaceSelection(_ selection: inout AttributedTextSelection,
                                        with newContent: some AttributedStringProtocol) {
    let ranges = selection.rangeList.sorted { $0.lowerBound < $1.lowerBound }
    guard let first = ranges.first else { return }
    let start = characters.distance(from: startIndex, to: first.lowerBound)
    for range in ranges.dropFirst().reversed() { removeSubrange(range) }
    replaceSubrange(first, with: newContent)
    let end = characters.index(startIndex, offsetBy: start + newContent.characters.count)
    selection = AttributedTextSelection(insertionPoint: end)
  }
}
