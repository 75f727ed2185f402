import Foundation
@testable import Cellshot
import CellshotTesting
import Testing

/// Containers of data as an iPhone draws them: a tree's top level with chevrons, collapsed; a
/// table's first column only, as a plain list; disclosure groups and their styles; group boxes;
/// labeled values; the search's unavailable view; share links; sections of a view's content;
/// the editing a bound ForEach allows; and lists with a selection, drawn as lists without.
@MainActor @Suite struct DataContainerTests {
  struct Node: Identifiable {
    var name: String
    var children: [Node]?
    var id: String { name }
  }

  static let tree = [
    Node(name: "Documents", children: [Node(name: "Taxes.pdf", children: nil)]),
    Node(name: "Photos", children: []),
    Node(name: "Notes.txt", children: nil),
  ]

  struct Person: Identifiable {
    let given: String
    let family: String
    let email: String
    var id: String { email }
  }

  static let people = [
    Person(given: "Juan", family: "Chavez", email: "juan@example.com"),
    Person(given: "Mei", family: "Chen", email: "mei@example.com"),
  ]

  @Test func aTreeShowsItsTopLevelWithChevronsOnItsParents() throws {
    let f = layoutFrames(List(Self.tree, children: \.children) { Text($0.name) })
    let texts = resolvedTexts(List(Self.tree, children: \.children) { Text($0.name) })
    #expect(texts == ["Documents", "Photos", "Notes.txt"], "collapsed: no child is shown")
    // A parent (even one with no children) has a chevron; a leaf (children nil) has none.
    let chevrons = frames(f, "Image(systemName: \"chevron.right\")")
    #expect(chevrons.count == 2, "\(f.map(\.name))")
    let rows = f.filter {
      $0.name.hasPrefix(".frame(maxWidth:") && $0.name.contains("minHeight: 44")
    }
    #expect(rows.count == 3)
    // OutlineGroup outside a list draws the same disclosure groups, one under the other.
    let outline = resolvedTexts(VStack { OutlineGroup(Self.tree, children: \.children) {
      Text($0.name)
    } })
    #expect(outline == ["Documents", "Photos", "Notes.txt"])
  }

  @Test func aListWithASelectionDrawsTheSameRowsAsOneWithout() throws {
    let renderer = Renderer(size: CGSize(width: 390, height: 300))
    let plain = try renderer.render(List(Self.people) { Text($0.given) }).buffer
    var chosen: String? = "mei@example.com"
    let one = Binding(get: { chosen }, set: { chosen = $0 })
    let single = try renderer.render(List(Self.people, selection: one) { Text($0.given) }).buffer
    let many = try renderer.render(
      List(selection: .constant(Set(["juan@example.com"]))) {
        ForEach(Self.people) { Text($0.given) }
      }).buffer
    // No row is drawn selected on an iPhone outside edit mode: the same pixels.
    #expect(single == plain)
    #expect(many == plain)
    let tree = try renderer.render(
      List(Self.tree, children: \.children, selection: one) { Text($0.name) }).buffer
    let treeAlone = try renderer.render(List(Self.tree, children: \.children) { Text($0.name) })
    #expect(tree == treeAlone.buffer)
  }

  @Test func anOpenParentShowsItsChildrenBelowIt() {
    // What OutlineGroup draws for a parent, opened: its row, then its children's rows.
    let open = List {
      DisclosureGroup(isExpanded: .constant(true)) {
        OutlineGroup(Self.tree[0].children!, children: \.children) { Text($0.name) }
      } label: {
        Text(Self.tree[0].name)
      }
    }
    #expect(resolvedTexts(open) == ["Documents", "Taxes.pdf"])
    let f = layoutFrames(open)
    #expect(frame(f, "Text(\"Taxes.pdf\")").minY > frame(f, "Text(\"Documents\")").maxY)
  }

  @Test func aBoundTreeGivesItsRowsBindings() {
    var tree = Self.tree
    let binding = Binding(get: { tree }, set: { tree = $0 })
    let texts = resolvedTexts(List(binding, children: \.children) { $node in
      TextField("Name", text: $node.name)
    })
    #expect(texts.contains("Documents") && !texts.contains("Taxes.pdf"))
  }

  @Test func aDisclosureGroupOpensWhenBoundOpenAndTakesItsStyle() {
    struct Framed: DisclosureGroupStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack {
          configuration.label.foregroundColor(.red)
          if configuration.isExpanded { configuration.content }
        }
      }
    }
    let open = DisclosureGroup("Details", isExpanded: .constant(true)) { Text("Inside") }
    let closed = DisclosureGroup("Details") { Text("Inside") }
    #expect(resolvedTexts(open) == ["Details", "Inside"])
    #expect(resolvedTexts(closed) == ["Details"])
    #expect(frames(layoutFrames(open), "Image(systemName: \"chevron.down\")").count == 1)
    let styled = layoutFrames(open.disclosureGroupStyle(Framed()))
    #expect(frames(styled, "Image(systemName: \"chevron.down\")").isEmpty,
            "the style draws the group")
    #expect(resolvedTexts(open.disclosureGroupStyle(Framed())) == ["Details", "Inside"])
  }

  @Test func aGroupBoxIsARoundedSecondaryBoxAsWideAsOffered() throws {
    let box = GroupBox("Account") { Text("Signed in") }.padding(20)
    let f = layoutFrames(box, width: 300, height: 200)
    let label = frame(f, "Text(\"Account\")")
    let content = frame(f, "Text(\"Signed in\")")
    // 16 points inside the box, the box 20 from the edges: label and content at x = 36.
    #expect(label.minX == 36 && content.minX == 36, "\(f.map(\.name))")
    #expect(content.minY > label.maxY)
    let picture = try Renderer(size: CGSize(width: 300, height: 200), background: .white)
      .render(box).buffer
    let secondary = Color(.secondarySystemBackground).resolved(dark: false)
    let y = Int(label.midY)
    #expect(picture[270, y] == secondary.premultiplied, "the box spans the width offered")
    #expect(picture[10, y] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    // A box in a box takes the tertiary background.
    let inner = GroupBox { GroupBox { Text("In") } }.padding(20)
    let inText = frame(layoutFrames(inner, width: 300, height: 200), "Text(\"In\")")
    let nested = try Renderer(size: CGSize(width: 300, height: 200), background: .white)
      .render(inner).buffer
    let tertiary = Color(.tertiarySystemBackground).resolved(dark: false)
    let secondaryRing = nested[Int(inText.minX) - 24, Int(inText.midY)]
    #expect(nested[Int(inText.minX) - 8, Int(inText.midY)] == tertiary.premultiplied)
    #expect(secondaryRing == secondary.premultiplied)
  }

  @Test func labeledContentShowsItsValueFormattedAndTakesItsStyle() {
    struct Stacked: LabeledContentStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label; configuration.content }
      }
    }
    let price = LabeledContent("Count", value: 1234, format: .number)
    #expect(resolvedTexts(price) == ["Count", 1234.formatted(.number)])
    let f = layoutFrames(Form { price })
    #expect(frame(f, "Text(\"Count\")").minX == 36)
    #expect(frame(f, "Text(\"\(1234.formatted(.number))\")").maxX == 354,
            "value at the trailing edge")
    let stacked = layoutFrames(LabeledContent("Name", value: "Mei").labeledContentStyle(Stacked()))
    #expect(frame(stacked, "Text(\"Mei\")").minY >= frame(stacked, "Text(\"Name\")").maxY)
  }

  @Test func aTableShowsItsFirstColumnAsAPlainList() {
    let table = Table(Self.people) {
      TableColumn("Given Name", value: \.given)
      TableColumn("Family Name", value: \.family)
      TableColumn("E-Mail") { Text($0.email) }
    }
    #expect(resolvedTexts(table) == ["Juan", "Mei"], "no headers, no other columns")
    let f = layoutFrames(table)
    #expect(f.contains { $0.name == "Table" })
    // A plain list: rows edge to edge, text inset 20 points.
    #expect(frame(f, "Text(\"Juan\")").minX == 20)
    let rows = Table(of: Person.self) {
      TableColumn("Name") { Text($0.given) }
    } rows: {
      Section("Friends") {
        TableRow(Self.people[0])
      }
      TableRow(Self.people[1])
    }
    #expect(resolvedTexts(rows) == ["Friends", "Juan", "Mei"])
  }

  @Test func contentUnavailableSearchSaysWhatWasSearched() {
    #expect(resolvedTexts(ContentUnavailableView.search)
      == ["No Results", "Check the spelling or try a new search."])
    #expect(resolvedTexts(ContentUnavailableView.search(text: "cats"))
      == ["No Results for \u{201C}cats\u{201D}", "Check the spelling or try a new search."])
    let f = layoutFrames(ContentUnavailableView.search)
    #expect(frames(f, "Image(systemName: \"magnifyingglass\")").count == 1)
  }

  @Test func shareLinksShowTheShareSymbolAndTheirTitle() {
    let url = URL(string: "https://example.com")!
    #expect(resolvedTexts(ShareLink(item: url)) == ["Share"])
    #expect(resolvedTexts(ShareLink("Send Link", item: url)) == ["Send Link"])
    #expect(frames(layoutFrames(ShareLink(item: "text")),
                   "Image(systemName: \"square.and.arrow.up\")").count == 1)
    #expect(resolvedTexts(PasteButton(payloadType: String.self) { _ in }) == ["Paste"])
    #expect(resolvedTexts(RenameButton()) == ["Rename"])
  }

  @ViewBuilder func produce() -> some View {
    Text("Loose")
    Section("Fruit") { Text("Apple"); Text("Pear") }
    Section { Text("Kale") } footer: { Text("Greens") }
  }

  @Test func sectionsOfAViewAreGivenOneByOne() {
    let content = produce()
    let sections = sectionConfigurations(content)
    #expect(sections.count == 3, "the loose view forms a section of its own")
    #expect(sections[1].header.count == 1 && sections[1].content.count == 2)
    #expect(sections[2].footer.count == 1 && sections[2].header.isEmpty)
    let headers = resolvedTexts(VStack {
      ForEach(sections: content) { section in section.header }
    })
    #expect(headers == ["Fruit"])
    #expect(sectionConfigurations(EmptyView()).count == 1, "there is always one section")
  }

  @Test func aCollapsedSectionShowsItsHeaderAlone() {
    let list = List {
      Section("Open", isExpanded: .constant(true)) { Text("A") }
      Section("Closed", isExpanded: .constant(false)) { Text("B") }
    }
    #expect(resolvedTexts(list) == ["OPEN", "A", "CLOSED"])
  }

  @Test func editingMovesAndRemovesByOffsets() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: [1, 3], toOffset: 5)
    #expect(letters == ["a", "c", "e", "b", "d"])
    letters.move(fromOffsets: [4], toOffset: 0)
    #expect(letters == ["d", "a", "c", "e", "b"])
    letters.remove(atOffsets: [0, 2])
    #expect(letters == ["a", "e", "b"])
    #expect(EditActions<[String]>.all == [.delete, .move])
    #expect(EditActions<Set<Int>>.all.isEmpty, "a set neither removes by offset nor reorders")
    var items = Self.tree
    let binding = Binding(get: { items }, set: { items = $0 })
    let each = ForEach(binding, editActions: .all) { $node in Text(node.name) }
    #expect(each.data.map(\.id) == ["Documents", "Photos", "Notes.txt"])
    #expect(resolvedTexts(List { each }) == ["Documents", "Photos", "Notes.txt"])
  }

  @Test func columnCustomizationKeepsWhatWasSet() throws {
    var customization = TableColumnCustomization<Person>()
    #expect(customization[visibility: "email"] == .automatic)
    customization[visibility: "email"] = .hidden
    let data = try JSONEncoder().encode(customization)
    let decoded = try JSONDecoder().decode(TableColumnCustomization<Person>.self, from: data)
    #expect(decoded == customization && decoded[visibility: "email"] == .hidden)
    var behavior = TableColumnCustomizationBehavior.all
    behavior.remove(.resize)
    #expect(behavior.contains(.reorder) && !behavior.contains(.resize))
  }

  @Test func gridLayoutLaysOutAsGridAndAnchorsPlaceCells() {
    func cells() -> some View {
      GridRow {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
      }
    }
    let grid = layoutFrames(Grid { cells() })
    let layout = layoutFrames(AnyLayout(GridLayout()) { cells() })
    let custom = layoutFrames(GridLayout() { cells() })
    let small = { (f: [(name: String, frame: CGRect)]) in
      f.first { $0.name.contains("width: 10") }?.frame ?? .null
    }
    #expect(small(grid) == small(layout) && small(grid) == small(custom), "\(small(layout))")
    // The small cell's top-leading corner on its box's: at the column's start, the row's top.
    let big = grid.first { $0.name.contains("width: 40") }?.frame ?? .null
    #expect(small(grid).minY == big.minY && small(grid).minX == big.maxX + 8)
  }

  /// One screen of what these containers draw: a tree, an open disclosure group, labeled
  /// values, a table, a group box, a share link and the search's unavailable view.
  @Test func containersScreen() {
    let screen = NavigationStack {
      VStack(spacing: 0) {
        List {
          Section("Files") {
            OutlineGroup(Self.tree, children: \.children) { Label($0.name, systemImage: "doc") }
          }
          Section {
            DisclosureGroup("Options", isExpanded: .constant(true)) {
              LabeledContent("Version", value: "17.4")
            }
            LabeledContent("Price", value: 9.5, format: .number.precision(.fractionLength(2)))
          }
        }
        .frame(height: 330)
        Table(Self.people) {
          TableColumn("Given Name", value: \.given)
          TableColumn("E-Mail", value: \.email)
        }
        .frame(height: 96)
        VStack(spacing: 12) {
          GroupBox("Account") {
            Text("Signed in as mei@example.com")
          }
          ShareLink(item: URL(string: "https://example.com")!)
          ContentUnavailableView.search(text: "cats").frame(height: 150)
        }
        .padding(.horizontal, 16)
        .padding(.top, 12)
        Spacer(minLength: 0)
      }
      .navigationTitle("Containers")
      .navigationBarTitleDisplayMode(.inline)
    }
    assertSnapshot(of: screen, as: .image(device: .iphone13, scale: 2))
  }
}
