// Commands: the menus and keyboard commands of an app's scenes (`.commands { ... }`), shown in
// an iPad's and a Mac's menu bar. An iPhone has no menu bar and a picture shows views, so they
// compile with SwiftUI's signatures and change nothing.
import Cellshot

/// Menus and commands of a scene.
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  @CommandsBuilder var body: Body { get }
}

/// Commands that are only themselves.
protocol PrimitiveCommands: Commands where Body == Never {}

extension PrimitiveCommands {
  public var body: Never { fatalError("\(Self.self) is primitive commands") }
}

extension Never: Commands {}

/// No commands.
public struct EmptyCommands: PrimitiveCommands {
  public init() {}
}

/// Several commands in a row, as `@CommandsBuilder` makes them.
public struct TupleCommands: PrimitiveCommands {
  let commands: [any Commands]
}

extension Optional: Commands where Wrapped: Commands {
  public var body: Never { fatalError("Optional is primitive commands") }
}

extension ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
  public var body: Never { fatalError("ConditionalContent is primitive commands") }
}

extension Group: Commands where Content: Commands {
  /// Commands grouped, for a modifier to apply to all of them.
  public init(@CommandsBuilder content: () -> Content) { self.init(_wrapping: content()) }

  public var body: Never { fatalError("Group is primitive commands") }
}

/// Builds commands from closures, as SwiftUI's `@CommandsBuilder` does.
@resultBuilder @MainActor @preconcurrency
public enum CommandsBuilder {
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  public static func buildBlock<C: Commands>(_ content: C) -> C { content }

  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands {
    var commands: [any Commands] = []
    repeat commands.append(each content)
    return TupleCommands(commands: commands)
  }

  public static func buildIf<C: Commands>(_ content: C?) -> C? { content }

  public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalContent<T, F> {
    ConditionalContent(_trueContent: first)
  }

  public static func buildEither<T: Commands, F: Commands>(second: F)
    -> ConditionalContent<T, F>
  {
    ConditionalContent(_falseContent: second)
  }

  public static func buildLimitedAvailability<C: Commands>(_ content: C) -> TupleCommands {
    TupleCommands(commands: [content])
  }

  public static func buildLimitedAvailability(_ content: any Commands) -> TupleCommands {
    TupleCommands(commands: [content])
  }
}

/// Where in the standard menus a command group goes.
public struct CommandGroupPlacement: Sendable {
  let name: String
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  public static let newItem = CommandGroupPlacement(name: "newItem")
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  public static let importExport = CommandGroupPlacement(name: "importExport")
  public static let printItem = CommandGroupPlacement(name: "printItem")
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  public static let windowList = CommandGroupPlacement(name: "windowList")
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  public static let help = CommandGroupPlacement(name: "help")
}

/// Commands added to a standard menu, before, after or in place of one of its groups.
public struct CommandGroup<Content: View>: Commands {
  let placement: CommandGroupPlacement
  let content: Content

  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    (placement, content) = (group, addition())
  }

  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    (placement, content) = (group, addition())
  }

  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    (placement, content) = (group, addition())
  }

  public var body: some Commands { EmptyCommands() }
}

/// A menu of the app's own in the menu bar.
public struct CommandMenu<Content: View>: Commands {
  let content: Content

  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public init(_ name: Text, @ViewBuilder content: () -> Content) { self.content = content() }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some Commands { EmptyCommands() }
}

/// The system's text editing commands (find, spelling).
public struct TextEditingCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The system's text formatting commands (font, alignment).
public struct TextFormattingCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The system's toolbar commands (show, customize).
public struct ToolbarCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The system's sidebar command (show or hide the sidebar).
public struct SidebarCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}

/// The system's inspector command (show or hide the inspector).
public struct InspectorCommands: Commands {
  public init() {}
  public var body: some Commands { EmptyCommands() }
}
