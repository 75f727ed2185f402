@testable import Cellshot
import Testing

/// `.searchable` draws its field under the navigation bar's title, as an iPhone shows it at
/// rest; preferences reported inside a view reach the layers its preference values build; the
/// editing names a list accepts leave it as it was, and `listRowInsets(_:_:)` moves its rows.
@MainActor @Suite struct SearchAndPreferenceTests {
  func inbox(search: Bool, text: String = "", prompt: String? = nil,
             mode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
    NavigationStack {
      Group {
        if search {
          if let prompt {
            List { Text("Ada") }.searchable(text: .constant(text), prompt: prompt)
          } else {
            List { Text("Ada") }.searchable(text: .constant(text))
          }
        } else {
          List { Text("Ada") }
        }
      }
      .navigationTitle("Contacts")
      .navigationBarTitleDisplayMode(mode)
    }
  }

  @Test func theFieldSitsUnderTheLargeTitle() {
    let plain = layoutFrames(inbox(search: false))
    let searched = layoutFrames(inbox(search: true))
    let title = frame(searched, "Text(\"Contacts\")")
    #expect(title == frame(plain, "Text(\"Contacts\")"))
    // The prompt, "Search" by default, in the 36-point field under the title's 52-point row.
    let prompt = frame(searched, "Text(\"Search\")")
    let field = searched.first { $0.name.hasPrefix(".background") && $0.frame.height == 36 }
    #expect(field?.frame.minX == 16 && field?.frame.width == 390 - 32)
    #expect((field?.frame.minY ?? 0) > title.maxY)
    #expect(abs(prompt.midY - (field?.frame.midY ?? 0)) < 1)
    // The content starts 52 points lower.
    #expect(frame(searched, "Text(\"Ada\")").minY - frame(plain, "Text(\"Ada\")").minY == 52)
  }

  @Test func theFieldShowsItsTextOrItsPrompt() {
    #expect(resolvedTexts(inbox(search: true)).contains("Search"))
    #expect(resolvedTexts(inbox(search: true, prompt: "Find a friend")).contains("Find a friend"))
    let typed = resolvedTexts(inbox(search: true, text: "Gra", prompt: "Find a friend"))
    #expect(typed.contains("Gra") && !typed.contains("Find a friend"))
    // Inline, the field is under the 44-point bar.
    let inline = layoutFrames(inbox(search: true, mode: .inline))
    #expect(frame(inline, "Text(\"Search\")").minY > frame(inline, "Text(\"Contacts\")").maxY)
  }

  @Test func aSearchableNavigationStackShowsItsField() {
    let outside = NavigationStack { List { Text("Ada") }.navigationTitle("Contacts") }
      .searchable(text: .constant(""), prompt: Text("Names"))
      .searchSuggestions { Text("Grace") }
      .searchScopes(.constant(1)) { Text("All").tag(1) }
    let texts = resolvedTexts(outside)
    #expect(texts.contains("Names"))
    // Suggestions and scopes show only while the field is focused.
    #expect(!texts.contains("Grace") && !texts.contains("All"))
    // Without a navigation view there is no bar to hold a field.
    #expect(!resolvedTexts(List { Text("Ada") }.searchable(text: .constant("")))
      .contains("Search"))
  }

  struct Total: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  @Test func preferencesReachTheLayersReadingThem() {
    let view = VStack {
      Text("A").preference(key: Total.self, value: 2)
      Text("B").preference(key: Total.self, value: 5)
    }
    let over = resolvedTexts(view.overlayPreferenceValue(Total.self) { Text("sum \($0)") })
    #expect(over.contains("sum 7"))
    let under = layoutFrames(view.frame(width: 200, height: 100)
      .backgroundPreferenceValue(Total.self, alignment: .topLeading) { Text("n\($0)") })
    let box = under.first { $0.frame.width == 200 && $0.frame.height == 100 }?.frame
    #expect(frame(under, "Text(\"n7\")").origin == box?.origin)
  }

  @Test func transformEnvironmentChangesTheValue() {
    let transformed = layoutFrames(Text("Hi").transformEnvironment(\.font) { $0 = .largeTitle })
    let set = layoutFrames(Text("Hi").font(.largeTitle))
    #expect(frame(transformed, "Text(\"Hi\")") == frame(set, "Text(\"Hi\")"))
  }

  @Test func rowInsetsByEdgeKeepTheOtherEdges() {
    let plain = layoutFrames(List { Text("Ada") })
    let edged = layoutFrames(List { Text("Ada").listRowInsets(.leading, 40) })
    let same = layoutFrames(List {
      Text("Ada").moveDisabled(true).deleteDisabled(true).selectionDisabled()
        .listItemTint(.red).listRowSeparatorTint(.blue)
    })
    #expect(frame(edged, "Text(\"Ada\")").minX - frame(plain, "Text(\"Ada\")").minX == 20)
    #expect(frame(edged, "Text(\"Ada\")").minY == frame(plain, "Text(\"Ada\")").minY)
    #expect(same.map(\.frame) == plain.map(\.frame))
  }

  @Test func directionSetsHoldTheirMembers() {
    #expect(HorizontalEdge.Set.all == [.leading, .trailing])
    #expect(HorizontalEdge.Set(.trailing) == .trailing)
    #expect(VerticalDirection.Set(.down).contains(.down) && !VerticalDirection.Set.up.contains(.down))
    #expect(HorizontalDirection.allCases == [.leading, .trailing])
    #expect(DropOperation.Set([.copy, .move]).description == "[copy, move]")
  }
}

import CellshotTesting

@MainActor @Suite struct SearchFieldGoldenTests {
  /// A contacts screen with its search field at rest, under the large title.
  @Test func searchFieldUnderTheLargeTitle() {
    let view = NavigationStack {
      List {
        Text("Ada Lovelace")
        Text("Grace Hopper")
      }
      .navigationTitle("Contacts")
      .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always))
    }
    assertSnapshot(of: view, as: .image(size: CGSize(width: 390, height: 360), scale: 2))
  }
}

@MainActor @Suite struct ContainerRelativeLengthTests {
  @Test func aLengthClosureSizesTheFrame() {
    let frames = layoutFrames(Color.red.containerRelativeFrame(.horizontal) { length, axis in
      axis == .horizontal ? length * 0.8 : length
    })
    #expect(frames.contains { $0.frame.width == 390 * 0.8 })
  }
}
