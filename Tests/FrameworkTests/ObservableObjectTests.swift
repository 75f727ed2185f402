import Combine
import Foundation
import SwiftUI
import Testing

/// A view model as apps write one: published properties, one fed from another.
final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published var shown: [String] = []
  @Published var count = 0

  init() {
    $query.map { $0.isEmpty ? [] : ["\($0) 1", "\($0) 2"] }.assign(to: &$shown)
  }
}

/// A model that sends its own `objectWillChange`, as SwiftUIPager's `Page` does.
final class Pager: ObservableObject {
  var objectWillChange = PassthroughSubject<Void, Never>()
  private(set) var index = 0

  func update(to index: Int) {
    objectWillChange.send()
    self.index = index
  }
}

/// A model with no published property that tells observers by hand.
final class Settings: ObservableObject {
  var volume = 0 {
    willSet { objectWillChange.send() }
  }
}

/// A view that takes what publishers send when it appears.
struct Receiver: View {
  let source: PassthroughSubject<Int, Never>
  @State private var greeting = "none"
  @State private var ticks = 0
  @State private var last = 0

  var body: some View {
    VStack {
      Text(greeting)
      Text("ticks \(ticks)")
      Text("last \(last)")
    }
    .onReceive(Just("hello")) { greeting = $0 }
    .onReceive(Timer.publish(every: 0.001, on: .main, in: .common).autoconnect()) { _ in
      ticks += 1
    }
    .onReceive(source.prepend(7)) { last = $0 }
  }
}

@MainActor
@Suite struct ObservableObjectTests {
  @Test func publishedPropertiesPublishBeforeTheyChange() {
    let model = SearchModel()
    var heard: [String] = []
    var readInSink: [String] = []
    let cancellable = model.$query.sink {
      heard.append($0)
      readInSink.append(model.query)
    }
    model.query = "cat"
    model.query = "cow"
    // The current value first, then each new one, heard before the property takes it.
    #expect(heard == ["", "cat", "cow"])
    #expect(readInSink == ["", "", "cat"])
    // assign(to: &$shown) feeds one property from another.
    #expect(model.shown == ["cow 1", "cow 2"])
    _ = cancellable
  }

  @Test func objectWillChangeFiresBeforeEachChange() {
    let model = SearchModel()
    var before: [Int] = []
    let cancellable = model.objectWillChange.sink { before.append(model.count) }
    #expect(model.objectWillChange === model.objectWillChange)
    model.count = 1
    model.count = 2
    model.query = "a"  // and `shown`, fed from it
    #expect(before == [0, 1, 2, 2])
    cancellable.cancel()
    model.count = 3
    #expect(before.count == 4)

    let pager = Pager()
    var pages: [Int] = []
    let paging = pager.objectWillChange.sink { pages.append(pager.index) }
    pager.update(to: 1)
    pager.update(to: 2)
    #expect(pages == [0, 1])
    _ = paging

    let settings = Settings()
    var changes = 0
    let watching = settings.objectWillChange.sink { changes += 1 }
    settings.volume = 3
    #expect(changes == 1 && settings.objectWillChange === settings.objectWillChange)
    _ = watching
  }

  /// A picture is the instant the view appeared: what a publisher sends as it is subscribed
  /// to arrives; a timer's ticks and later sends do not, and the subscription is cancelled.
  @Test func onReceiveTakesWhatArrivesAtOnce() {
    let source = PassthroughSubject<Int, Never>()
    var cancels = 0
    let watched = PassthroughSubject<Int, Never>()
    let shown = texts(Receiver(source: source))
    #expect(shown == ["hello", "ticks 0", "last 7"])
    _ = texts(Text("x").onReceive(watched.handleEvents(receiveCancel: { cancels += 1 })) { _ in })
    #expect(cancels >= 1)
    source.send(9)
    watched.send(1)
  }
}
