import Cellshot
import Foundation
import Testing

/// App code the way people write it: accessibility, tasks, sheets, alerts, search, swipe
/// actions, keyboards, focus. It compiles with only the import changed, and renders exactly as
/// the same screen without those modifiers.
@MainActor @Suite struct NonVisualModifierTests {
  struct Contact: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  enum Field: Hashable { case name, email }

  struct ContactsScreen: View {
    var decorated: Bool
    @State private var query = ""
    @State private var showsSheet = false
    @State private var showsAlert = false
    @State private var selected: Contact?
    @FocusState private var focused: Field?
    @FocusState private var nameFocused: Bool
    let contacts = [Contact(id: 1, name: "Ada"), Contact(id: 2, name: "Grace")]

    var body: some View {
      if decorated {
        content
          .searchable(text: $query, prompt: "Search")
          .refreshable { }
          .task { }
          .task(id: query) { }
          .onChange(of: query) { _, _ in }
          .onChange(of: query, perform: { _ in })
          .sheet(isPresented: $showsSheet) { Text("Sheet") }
          .sheet(item: $selected) { contact in Text(contact.name) }
          .fullScreenCover(isPresented: $showsSheet, onDismiss: {}) { Text("Cover") }
          .alert("Delete?", isPresented: $showsAlert) {
            Button("Delete") {}
            Button("Cancel") {}
          } message: {
            Text("This cannot be undone.")
          }
          .alert(isPresented: $showsAlert) {
            Alert(title: Text("Hi"), message: nil, dismissButton: .cancel())
          }
          .confirmationDialog("Share", isPresented: $showsAlert, titleVisibility: .visible) {
            Button("Copy") {}
          }
          .onOpenURL { _ in }
          .environmentObject(Model())
      } else {
        content
      }
    }

    var content: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text("Contacts").font(.largeTitle).bold()
          .accessibilityAddTraits(.isHeader)
          .accessibilityLabel("Contacts, heading")
        ForEach(contacts) { contact in
          HStack {
            Text(contact.name)
              .accessibilityIdentifier("contact-\(contact.id)")
            Spacer()
            Text("›").foregroundColor(.gray).accessibilityHidden(true)
          }
          .padding(.vertical, 8)
          .swipeActions(edge: .trailing, allowsFullSwipe: false) {
            Button("Delete") {}
          }
          .contextMenu { Button("Call") {} }
          .onLongPressGesture { }
          .accessibilityElement(children: .combine)
        }
        .onDelete { _ in }
        Text("name@example.com")
          .keyboardType(.emailAddress)
          .textContentType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
          .submitLabel(.done)
          .focused($focused, equals: .email)
          .focused($nameFocused)
          .onSubmit { }
        Button("Add") { showsSheet = true }
          .accessibilityHint("Adds a contact")
          .help("Add")
          .transition(.move(edge: .bottom).combined(with: .opacity))
      }
      .padding()
    }
  }

  final class Model: ObservableObject {}

  @Test func nonVisualModifiersChangeNothing() throws {
    let renderer = Renderer(size: CGSize(width: 390, height: 844), scale: 2)
    let plain = try renderer.render(ContactsScreen(decorated: false))
    let decorated = try renderer.render(ContactsScreen(decorated: true))
    #expect(plain.frameTree == decorated.frameTree)
    let samePixels = plain.buffer == decorated.buffer
    #expect(samePixels)
    #expect(plain.frameTree.contains("Text(\"Grace\")"), "\(plain.frameTree)")
  }
}
