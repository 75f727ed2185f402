// How a laid-out tree becomes VoiceOver's elements. Resolving leaves notes on nodes (`notes`):
// the accessibility modifiers' properties, and the role a control gives the node it made (a
// button, a switch, a slider, a text field, an image and its label). After layout, the tree is
// walked in order: a hidden node is left out with all it holds; a node with a role, or one the
// app made an element (`.accessibilityElement(children:)`), is one element, its label the
// app's or its children's labels joined by ", " (`.combine`; images add nothing there); a text
// or a labelled image on its own is one element; any other node gives its children's elements,
// its properties applied to each, sorted by `accessibilitySortPriority` (higher first, stable)
// among siblings. Frames are the nodes' frames after layout.

import Foundation

/// What resolving said of one node for accessibility.
enum AccessibilityNote {
  case properties([AccessibilityAttachmentModifier.Property])
  case role(AccessibilityRole)
}

/// What a control is to VoiceOver.
enum AccessibilityRole {
  case button
  case toggle(isOn: Bool)
  /// A slider's value, as VoiceOver says it ("75%").
  case adjustable(value: String)
  case link
  /// A text field: its title (the placeholder), its text, and whether it hides it.
  case textField(title: String, text: String, secure: Bool)
  /// An image and its label; nil for a decorative one, which VoiceOver passes over.
  case image(label: String?, isSymbol: Bool)
  case tab(index: Int, count: Int, selected: Bool)
  /// A segment of a segmented control: a button, "2 of 3".
  case segment(index: Int, count: Int, selected: Bool)
  case header
}

extension NodeBuilder {
  /// Notes `note` on each of `ids`.
  func noteAccessibility(_ ids: [NodeID], _ note: AccessibilityNote) {
    for id in ids { accessibilityNotes[id, default: []].append(note) }
  }

  /// `ids`, noted as a control of `role` (the nodes a control's `_makeNodes` made), dimmed
  /// when the environment disables it.
  func noted(_ ids: [NodeID], _ role: AccessibilityRole, enabled: Bool = true) -> [NodeID] {
    noteAccessibility(ids, .role(role))
    if !enabled { noteAccessibility(ids, .properties([.addTraits(.notEnabled)])) }
    return ids
  }
}

/// A view noted as a control of `role` (a segment, a tab bar's item), drawn as it is.
struct AccessibilityRoleView<Content: View>: PrimitiveView {
  let content: Content
  let role: AccessibilityRole

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    builder.noted(resolve(content, builder, environment), role, enabled: environment.isEnabled)
  }
}

extension View {
  /// This view, read by VoiceOver as a control of `role`.
  func accessibilityRole(_ role: AccessibilityRole) -> AccessibilityRoleView<Self> {
    AccessibilityRoleView(content: self, role: role)
  }
}

/// The notes of one node, merged: the innermost label, value and hint win; traits add up.
struct MergedAccessibility {
  var label: String?
  var value: String?
  var hint: String?
  var identifier: String?
  var addTraits: AccessibilityTraits = []
  var removeTraits: AccessibilityTraits = []
  var hidden = false
  var sortPriority: Double?
  var children: AccessibilityChildBehavior?
  /// The control the node is (the outermost one noted), if any.
  var role: AccessibilityRole?
  /// The node is an image: its label (nil: decorative) and whether it is a symbol.
  var image: (label: String?, isSymbol: Bool)?
  /// The elements of the view VoiceOver reads instead of this one
  /// (`accessibilityRepresentation`), all at this node's frame.
  var representation: (@MainActor (CGRect) -> [AccessibilityCollector.Found])?

  init(_ notes: [AccessibilityNote]) {
    for note in notes {
      switch note {
      case .role(.image(let label, let isSymbol)): image = (label, isSymbol)
      case .role(let role): self.role = role
      case .properties(let properties):
        for property in properties { apply(property) }
      }
    }
  }

  private mutating func apply(_ property: AccessibilityAttachmentModifier.Property) {
    switch property {
    case .label(let text): if label == nil { label = text.plainString }
    case .value(let text): if value == nil { value = text.plainString }
    case .hint(let text): if hint == nil { hint = text.plainString }
    case .identifier(let id): if identifier == nil { identifier = id }
    case .hidden(let isHidden): hidden = hidden || isHidden
    case .addTraits(let traits): addTraits.formUnion(traits)
    case .removeTraits(let traits): removeTraits.formUnion(traits)
    case .sortPriority(let priority): if sortPriority == nil { sortPriority = priority }
    case .heading: addTraits.insert(.isHeader)
    case .element(let behavior): if children == nil { children = behavior }
    case .representation(let view):
      if representation == nil {
        representation = { @MainActor frame in
          AccessibilityCollector.elements(of: view, at: frame)
        }
      }
    case .inputLabels, .other: break
    }
  }

  /// Whether the node makes one element of itself.
  var isElement: Bool {
    role != nil || image != nil || children == .combine || children == .ignore
  }

  /// Whether anything here changes the elements beneath (applied to each of them).
  var overridesElements: Bool {
    label != nil || value != nil || hint != nil || !addTraits.isEmpty || !removeTraits.isEmpty
      || identifier != nil
  }
}

extension Text {
  /// The characters the text shows, its parts' joined.
  var plainString: String { parts.map { $0.map(\.plainString).joined() } ?? string }
}

/// Walks a laid-out tree into VoiceOver's elements.
@MainActor struct AccessibilityCollector {
  let nodes: [Node]
  let notes: [NodeID: [AccessibilityNote]]

  /// One element found, with the sort priority it is ordered by among its siblings, and
  /// whether its label came from an image alone (left out of a combined label).
  struct Found {
    var element: AccessibilityElement
    var priority: Double = 0
    var fromImageOnly = false
  }

  /// The elements of `view` resolved on its own, never laid out: each at `frame`.
  static func elements(of view: AnyView, at frame: CGRect) -> [Found] {
    let builder = NodeBuilder()
    let ids = resolve(view, builder, EnvironmentValues())
    let collector = AccessibilityCollector(nodes: builder.nodes, notes: builder.accessibilityNotes)
    return ids.flatMap { collector.elements($0, frame: frame) }
  }

  func tree(from root: NodeID) -> AccessibilityTree {
    AccessibilityTree(elements: elements(root).map(\.element))
  }

  /// The elements of the subtree at `id`: all at `override` when set (a representation's),
  /// each frame cut to `clip`, the frame of the nearest clipping view above.
  func elements(_ id: NodeID, frame override: CGRect? = nil, clip: CGRect? = nil) -> [Found] {
    let node = nodes[id]
    let merged = MergedAccessibility(notes[id] ?? [])
    if merged.hidden { return [] }
    if case .opacity(let opacity) = node.kind, opacity <= 0 { return [] }
    var clip = clip
    if case .clip = node.kind { clip = clip.map { $0.intersection(node.frame) } ?? node.frame }
    var frame = override ?? node.frame
    if let clip, override == nil { frame = frame.intersection(clip) }
    if frame.isNull { frame = .zero }
    if let representation = merged.representation {
      return representation(frame).map { apply(merged, to: $0) }
    }
    if merged.role == nil, let image = merged.image, image.label == nil { return [] }
    if merged.isElement {
      return [element(id, merged, frame: frame, override: override, clip: clip)]
    }
    if case .text(let text) = node.kind, node.children.isEmpty {
      guard !text.string.isEmpty else { return [] }
      let found = Found(element: AccessibilityElement(label: text.string,
                                                      traits: .isStaticText, frame: frame))
      return [apply(merged, to: found)]
    }
    // Children in order, each group moved by its own sort priority (stable).
    var groups: [(priority: Double, found: [Found])] = []
    for child in node.children {
      let found = elements(child, frame: override, clip: clip)
      guard !found.isEmpty else { continue }
      let priority = MergedAccessibility(notes[child] ?? []).sortPriority ?? 0
      groups.append((priority, found))
    }
    if groups.contains(where: { $0.priority != 0 }) {
      groups = groups.enumerated().sorted {
        $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority
          : $0.offset < $1.offset
      }.map(\.element)
    }
    var found = groups.flatMap(\.found)
    if merged.overridesElements { found = found.map { apply(merged, to: $0) } }
    if let priority = merged.sortPriority {
      for i in found.indices { found[i].priority = priority }
    }
    return found
  }

  /// A node that is one element: a control, or what the app made one.
  func element(_ id: NodeID, _ merged: MergedAccessibility, frame: CGRect,
               override: CGRect?, clip: CGRect?) -> Found {
    let node = nodes[id]
    // What the node itself shows (a control made of one text or one image), then its children.
    var inner: [Found] = []
    if case .text(let text) = node.kind, !text.string.isEmpty {
      inner.append(Found(element: AccessibilityElement(label: text.string, traits: .isStaticText,
                                                       frame: frame)))
    }
    if let image = merged.image, let label = image.label {
      inner.append(Found(element: AccessibilityElement(label: label, traits: .isImage,
                                                       frame: frame),
                         fromImageOnly: image.isSymbol))
    }
    if merged.children != .ignore {
      inner += node.children.flatMap { elements($0, frame: override, clip: clip) }
    }
    var element = AccessibilityElement(frame: frame)
    let labels = inner.filter { !$0.fromImageOnly }.map(\.element.label).filter { !$0.isEmpty }
    element.label = labels.joined(separator: ", ")
    if element.label.isEmpty, let image = inner.first(where: \.fromImageOnly) {
      element.label = image.element.label
    }
    var fromImageOnly = false
    switch merged.role {
    case .button: element.traits = .isButton
    case .toggle(let isOn):
      element.traits = [.isButton, .isToggle]
      element.value = isOn ? "1" : "0"
    case .adjustable(let value):
      element.traits = .adjustable
      element.value = value
    case .link: element.traits = .isLink
    case .textField(let title, let text, let secure):
      element.traits = secure ? [.textEntry, .secureTextEntry] : .textEntry
      element.label = text.isEmpty ? title
        : secure ? String(repeating: "•", count: text.count) : text
    case .tab(let index, let count, let selected):
      element.traits = selected ? [.tab, .isSelected] : .tab
      element.position = .init(index: index, count: count)
    case .segment(let index, let count, let selected):
      element.traits = selected ? [.isButton, .isSelected] : .isButton
      element.position = .init(index: index, count: count)
    case .header: element.traits = .isHeader
    case .image: break
    case nil:
      if merged.children == .combine {
        // `.combine` keeps the children's values and some of their traits, as SwiftUI
        // merges them.
        element.value = inner.map(\.element.value).filter { !$0.isEmpty }
          .joined(separator: ", ")
        element.traits = inner.reduce(AccessibilityTraits()) {
          $0.union($1.element.traits.intersection([.isHeader, .isButton, .isLink, .isSelected]))
        }
      } else if merged.children == nil, let image = merged.image {
        // An image on its own.
        element.traits = .isImage
        element.label = image.label ?? ""
        fromImageOnly = image.isSymbol
      }
    }
    return apply(merged, to: Found(element: element, fromImageOnly: fromImageOnly))
  }

  /// `found` with what the node's modifiers say over it.
  func apply(_ merged: MergedAccessibility, to found: Found) -> Found {
    var out = found
    if let label = merged.label {
      out.element.label = label
      out.fromImageOnly = false
    }
    if let value = merged.value { out.element.value = value }
    if let hint = merged.hint { out.element.hint = hint }
    if let identifier = merged.identifier { out.element.identifier = identifier }
    out.element.traits.formUnion(merged.addTraits)
    out.element.traits.subtract(merged.removeTraits)
    return out
  }
}
