// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// The modules standing for Apple's frameworks on Linux (each its own product below, and all of
/// them in `AppleFrameworks`); not SnapshotTesting, which a test target takes on its own.
let appleFrameworks = [
  "SwiftUI", "SwiftUICore", "UIKit", "CoreGraphics", "CoreText", "WebKit", "SafariServices",
  "Combine", "SwiftData", "UniformTypeIdentifiers", "CoreTransferable", "PhotosUI", "Network",
  "CryptoKit", "MobileCoreServices", "CoreLocation", "CoreLocationUI", "AuthenticationServices",
  "MapKit", "Contacts", "UserNotifications", "CoreMotion", "StoreKit", "AVFoundation", "Symbols",
  "WidgetKit", "AppIntents", "ActivityKit", "Charts", "AppleFoundation", "os", "OSLog",
]

let package = Package(
  name: "Cellshot",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Cellshot", targets: ["Cellshot"]),
    .library(name: "CellshotTesting", targets: ["CellshotTesting"]),
    // The names app code imports on iOS, for Linux: add these for Linux only (docs/porting.md).
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "CoreText", targets: ["CoreText"]),
    .library(name: "WebKit", targets: ["WebKit"]),
    .library(name: "SafariServices", targets: ["SafariServices"]),
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
    // The frameworks SwiftUI code imports beside it, for Linux only as well.
    .library(name: "SwiftData", targets: ["SwiftData"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    .library(name: "PhotosUI", targets: ["PhotosUI"]),
    .library(name: "Network", targets: ["Network"]),
    .library(name: "CryptoKit", targets: ["CryptoKit"]),
    .library(name: "MobileCoreServices", targets: ["MobileCoreServices"]),
    .library(name: "CoreLocation", targets: ["CoreLocation"]),
    .library(name: "CoreLocationUI", targets: ["CoreLocationUI"]),
    .library(name: "AuthenticationServices", targets: ["AuthenticationServices"]),
    .library(name: "MapKit", targets: ["MapKit"]),
    .library(name: "Contacts", targets: ["Contacts"]),
    .library(name: "UserNotifications", targets: ["UserNotifications"]),
    .library(name: "CoreMotion", targets: ["CoreMotion"]),
    .library(name: "StoreKit", targets: ["StoreKit"]),
    .library(name: "AVFoundation", targets: ["AVFoundation"]),
    .library(name: "Symbols", targets: ["Symbols"]),
    .library(name: "WidgetKit", targets: ["WidgetKit"]),
    .library(name: "AppIntents", targets: ["AppIntents"]),
    .library(name: "ActivityKit", targets: ["ActivityKit"]),
    .library(name: "Charts", targets: ["Charts"]),
    .library(name: "os", targets: ["os"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    // What `import Foundation` gives on iOS beyond Linux's Foundation, imported into every file
    // of a target by `-import-module AppleFoundation` (the README's manifest).
    .library(name: "AppleFoundation", targets: ["AppleFoundation"]),
    // Every one of them at once: code that imports any framework Cellshot has builds on its
    // first try (the README's manifest), for a longer first build.
    .library(name: "AppleFrameworks", targets: appleFrameworks),
    .library(name: "SeedLayouts", targets: ["SeedLayouts"]),
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "PNGCodec", targets: ["PNGCodec"]),
    .executable(name: "cellshot", targets: ["CellshotCLI"]),
    // Xcode's asset symbols (`Color(.brand)`, `Image(.logo)`) for a target's asset catalogs.
    .plugin(name: "AssetSymbols", targets: ["AssetSymbols"]),
    // Every #Preview and PreviewProvider of the modules a test target tests, as its snapshot
    // tests: one per preview and variant (docs/previews.md).
    .plugin(name: "CellshotPreviewTests", targets: ["CellshotPreviewTests"]),
    // `swift package cellshot-previews`: a package's previews and their catalog, with nothing
    // built by hand.
    .plugin(name: "CellshotPreviewsCommand", targets: ["CellshotPreviewsCommand"]),
  ],
  targets: [
    // Libraries
    .target(name: "Raster", dependencies: ["CRasterKernels"]),
    .target(name: "BitmapFonts", dependencies: ["CFreeType", "CRasterKernels", "Raster"]),
    .target(name: "PNGCodec", dependencies: ["Raster", "CPNGShim", "CJPEGDecoder"]),
    // The vector PDFs of asset catalogs: objects, functions and the page's drawing operators.
    .target(name: "PDFVector", dependencies: ["PNGCodec", "Raster"]),
    .target(name: "Cellshot",
            dependencies: ["BitmapFonts", "CDeepStack", "CellshotMacros", "CoreTransferable",
                           "PDFVector", "PNGCodec", "PreviewSources", "Raster", "Symbols"]),
    // Snapshot assertions on pictures and text; CellshotTesting adds views on top.
    .target(name: "PixelSnapshots", dependencies: ["PNGCodec", "Raster"]),
    .target(name: "CellshotTesting",
            dependencies: ["Cellshot", "CPreviewGuard", "PixelSnapshots", "PreviewSources"]),
    // Compatibility modules: the names an iOS project imports (SwiftUI, SwiftUICore, UIKit,
    // Combine), holding names, never rules.
    .target(name: "Combine", dependencies: ["Cellshot"]),
    .target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"]),
    // Core Text's font manager and font references (app fonts registered; UIKit re-exports it).
    .target(name: "CoreText", dependencies: ["Cellshot", "CoreGraphics"]),
    .target(name: "UIKit",
            dependencies: ["Cellshot", "CoreText", "PNGCodec", "UserNotifications",
                           "_Testing_UIKit"]),
    // Empty, under the names of Swift Testing's cross-import overlays for UIKit and
    // CoreGraphics, which the Linux toolchain declares and does not ship: with them, a file
    // importing Testing and SwiftUI (which re-exports both) compiles.
    .target(name: "_Testing_UIKit"),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "SwiftUICore", dependencies: ["Cellshot"]),
    // WebKit and SafariServices: the classes SwiftUI code wraps (drawn as named grey boxes).
    .target(name: "WebKit", dependencies: ["UIKit"]),
    .target(name: "SafariServices", dependencies: ["UIKit"]),
    .target(name: "SwiftUI",
            dependencies: ["Cellshot", "Combine", "CoreGraphics", "CoreTransferable", "SwiftUICore",
                           "Symbols", "UIKit"]),
    // The frameworks beside SwiftUI, each under its name: SwiftData's models in memory, the
    // data types (UniformTypeIdentifiers) and transfer representations (CoreTransferable) of
    // sharing and drag and drop, the photo picker (PhotosUI), the network path (Network).
    .target(name: "SwiftData", dependencies: ["Cellshot", "SwiftUI"]),
    .target(name: "UniformTypeIdentifiers"),
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"]),
    .target(name: "PhotosUI", dependencies: ["Cellshot", "CoreTransferable"]),
    .target(name: "Network"),
    // Logging (Logger, os_log), locks (OSAllocatedUnfairLock, os_unfair_lock) and signposts,
    // under `import os` and `import OSLog` alike.
    // `import os.log` names a submodule: COSLog's module map declares the C module `os` and its
    // submodules (empty), and the Swift module `os` is its overlay.
    .target(name: "COSLog"),
    .target(name: "os", dependencies: ["COSLog"]),
    .target(name: "OSLog", dependencies: ["os"]),
    // Hashes, message authentication and ciphers (CryptoKit), and the type identifier constants
    // that came before UniformTypeIdentifiers (MobileCoreServices).
    .target(name: "CryptoKit"),
    .target(name: "MobileCoreServices", dependencies: ["UniformTypeIdentifiers"]),
    // What a phone senses and asks its user, as a phone at rest whose user allows what the app
    // asks: its location (CoreLocation), reminders kept in memory (UserNotifications), motion
    // (CoreMotion), the review prompt (StoreKit, an environment value), sound and camera
    // permission (AVFoundation).
    .target(name: "CoreLocation", dependencies: ["Contacts"]),
    // The system button that shares the location once (LocationButton), drawn as iOS's.
    .target(name: "CoreLocationUI", dependencies: ["Cellshot", "CoreLocation", "SwiftUI"]),
    // The web sign-in session apps start for OAuth, which shows nothing in a picture.
    .target(name: "AuthenticationServices", dependencies: ["UIKit"]),
    .target(name: "UserNotifications", dependencies: ["CoreLocation"]),
    // Maps (MapKit: Web-Mercator geometry, map items, a local search that asks no server, and
    // SwiftUI's Map drawn as a plain map without tiles) and postal addresses (Contacts).
    .target(name: "MapKit", dependencies: ["Cellshot", "Contacts", "CoreLocation"]),
    .target(name: "Contacts"),
    .target(name: "CoreMotion"),
    .target(name: "StoreKit", dependencies: ["Cellshot", "UIKit"]),
    .target(name: "AVFoundation"),
    .target(name: "Symbols"),
    // The keychain (Security), which iOS's Foundation brings along.
    .target(name: "Security", dependencies: ["CoreGraphics"]),
    // NSPredicate's format language, parsed and evaluated (Foundation only, so that its fuzz
    // target builds nothing else).
    .target(name: "PredicateFormat"),
    .target(name: "AppleFoundation", dependencies: ["Cellshot", "PredicateFormat", "Security"]),
    // Widgets (WidgetKit: configurations, timelines, families, and pictures of a widget as the
    // Home Screen draws it), the app intents widgets and controls run (AppIntents) and Live
    // Activities' data (ActivityKit).
    .target(name: "WidgetKit", dependencies: ["ActivityKit", "AppIntents", "Cellshot", "SwiftUI"]),
    .target(name: "AppIntents", dependencies: ["AppleFoundation", "Cellshot"]),
    .target(name: "ActivityKit"),
    // Swift Charts: marks, axes and scales, drawn as Cellshot's reading of an iPhone's chart.
    .target(name: "Charts", dependencies: ["Cellshot", "SwiftUI"]),
    // swift-snapshot-testing's API over Cellshot, for an iOS team's snapshot tests on Linux.
    .target(name: "SnapshotTesting",
            dependencies: ["Cellshot", "CellshotTesting", "PNGCodec", "PixelSnapshots", "Raster",
                           "SwiftUI", "UIKit"]),
    // The seeds' reusable layouts (Collection, StaggeredGrid, FlexiblePicker, GridView, ...),
    // apart from Cellshot so that `import Cellshot` shadows nothing of Swift's (Collection).
    .target(name: "SeedLayouts", dependencies: ["Cellshot"]),
    // The seed screens, ported with as few changes as possible: Swift 5 mode, as the seeds
    // were written.
    .target(
      name: "Gallery", dependencies: ["Cellshot", "SeedLayouts"], resources: [.copy("posts")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),

    // C shims: the only code that knows libpng (every setjmp of libpng's lives in CPNGShim),
    // the image filter's widest loops, and Cellshot's own JPEG decoder.
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev", "zlib1g-dev", "pkg-config"])]
    ),
    // FreeType, only to read the faces, tables and outlines (font units) of the font files an app
    // ships; BitmapFonts fills the glyphs with its own coverage, never FreeType's rasterizer.
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev", "pkg-config"])]
    ),
    .target(
      name: "CPNGShim", dependencies: ["CLibPNG"],
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
    ),
    // The image filter's AVX2 loops, chosen at run time (integer arithmetic: the same pixels).
    .target(name: "CRasterKernels"),
    // Baseline and progressive JPEG in integer arithmetic (libjpeg's defaults, not libjpeg).
    .target(name: "CJPEGDecoder"),
    // A deep stack on the same thread (makecontext/swapcontext) for resolving and laying out
    // views nested thousands deep: the main actor stays where it is.
    .target(name: "CDeepStack"),
    // Restarts a previews test run that a preview crashed, without it (async-signal-safe C:
    // a signal handler and execve).
    .target(name: "CPreviewGuard"),

    // The compiler plugin that expands #Preview (the plugin protocol by hand: no swift-syntax).
    .macro(name: "CellshotMacros"),
    // The AssetSymbols build plugin and the tool it runs (Foundation only: no Cellshot to build
    // for the host).
    .plugin(name: "AssetSymbols", capability: .buildTool(),
            dependencies: ["AssetSymbolsGenerator"]),
    .executableTarget(name: "AssetSymbolsGenerator"),
    // The CellshotPreviewTests build plugin and the tool it runs, which reads previews from
    // sources as `cellshot previews` does (PreviewSources: Foundation only).
    .plugin(name: "CellshotPreviewTests", capability: .buildTool(),
            dependencies: ["CellshotPreviewTestsGenerator"]),
    .executableTarget(name: "CellshotPreviewTestsGenerator", dependencies: ["PreviewSources"]),
    .plugin(name: "CellshotPreviewsCommand",
            capability: .command(
              intent: .custom(verb: "cellshot-previews",
                              description: "Draw the package's previews to PNG with a catalog"),
              permissions: [.writeToPackageDirectory(
                reason: "The previews' pictures and catalog go in the package's previews/")]),
            dependencies: ["CellshotCLI"]),
    .target(name: "PreviewSources"),

    // Tools
    // The `cellshot` tool. The target is not named `cellshot`: its folder would be Cellshot's
    // on a case-insensitive file system (macOS's default); the product keeps the name.
    .executableTarget(
      name: "CellshotCLI",
      dependencies: ["BitmapFonts", "Cellshot", "CellshotTesting", "Gallery", "PNGCodec",
                     "PreviewSources", "Raster", "SeedLayouts"]
    ),
    // Fuzz targets: `bash scripts/fuzz.sh png|jpeg|bdf|...` builds them for libFuzzer (CELLSHOT_FUZZ,
    // -sanitize=fuzzer,address); built plainly they replay the files they are given.
    .target(name: "FuzzDriver", dependencies: ["Raster"]),
    .executableTarget(name: "fuzz-png", dependencies: ["FuzzDriver", "PNGCodec", "Raster"]),
    // Cellshot's own JPEG decoder (`bash scripts/fuzz.sh jpeg`).
    .executableTarget(name: "fuzz-jpeg", dependencies: ["FuzzDriver", "PNGCodec", "Raster"]),
    .executableTarget(name: "fuzz-bdf", dependencies: ["BitmapFonts", "FuzzDriver", "Raster"]),
    // The font files an app ships (TrueType, OpenType CFF, collections), read and drawn.
    .executableTarget(name: "fuzz-font", dependencies: ["BitmapFonts", "FuzzDriver", "Raster"]),
    // NSPredicate's format language (PredicateFormat's parser and evaluator).
    .executableTarget(name: "fuzz-predicate", dependencies: ["FuzzDriver", "PredicateFormat"]),
    // Vector PDFs, read and drawn (`bash scripts/fuzz.sh pdf`).
    .executableTarget(name: "fuzz-pdf", dependencies: ["FuzzDriver", "PDFVector", "Raster"]),
    // The SF Symbols tables' reader (symbols.txt, symbols-more.txt, symbols-layered.txt).
    .executableTarget(name: "fuzz-symbols", dependencies: ["Cellshot", "FuzzDriver", "Raster"]),
    // Random view trees from bytes, and what rendering one must satisfy (`fuzz-views`).
    .target(name: "ViewFuzzing", dependencies: ["Cellshot"]),
    .executableTarget(name: "fuzz-views", dependencies: ["Cellshot", "FuzzDriver", "ViewFuzzing"]),

    // Tests: one target per layer, so that a change to one layer builds and runs its own.
    .target(name: "TestSupport", path: "Sources/TestSupport"),
    .testTarget(name: "RasterTests",
                dependencies: ["PNGCodec", "PixelSnapshots", "Raster", "TestSupport"]),
    .testTarget(name: "FontTests",
                dependencies: ["BitmapFonts", "PixelSnapshots", "Raster", "TestSupport"]),
    .testTarget(name: "PNGTests",
                dependencies: ["BitmapFonts", "PNGCodec", "Raster", "TestSupport"]),
    .testTarget(name: "LayoutTests",
                dependencies: ["Cellshot", "CellshotTesting", "PDFVector", "TestSupport", "UIKit",
                               "ViewFuzzing"]),
    .testTarget(name: "SnapshotTests",
                dependencies: ["Cellshot", "CellshotTesting", "Gallery", "PNGCodec", "SeedLayouts",
                               "TestSupport"]),
    // swift-snapshot-testing's spellings as iOS suites write them: these files import only
    // SnapshotTesting, SwiftUI, Testing and XCTest. References in __Snapshots__/ beside them.
    .testTarget(name: "SSTCompatibilityTests", dependencies: ["SnapshotTesting", "SwiftUI"],
                exclude: ["__Snapshots__"]),
    .testTarget(name: "CLITests",
                dependencies: ["Cellshot", "PNGCodec", "PreviewSources", "Raster", "TestSupport"]),
    // The frameworks beside SwiftUI (Combine, SwiftData, UniformTypeIdentifiers,
    // CoreTransferable, PhotosUI, Network, CoreLocation(UI), CoreText, MapKit, Contacts, UserNotifications,
    // CoreMotion, StoreKit, AVFoundation, CryptoKit, MobileCoreServices, Security, Charts) as app
    // code imports them, and what AppleFoundation adds to Foundation.
    .testTarget(name: "FrameworkTests",
                dependencies: ["AppleFoundation", "AuthenticationServices", "AVFoundation",
                               "Cellshot", "CellshotTesting", "Charts", "Combine", "Contacts",
                               "CoreLocation", "CoreText", "CoreLocationUI", "CoreMotion", "CryptoKit",
                               "MapKit", "MobileCoreServices", "Network", "OSLog", "PhotosUI",
                               "PNGCodec", "PredicateFormat", "Security", "StoreKit", "SwiftData",
                               "SwiftUI", "UIKit", "UniformTypeIdentifiers", "UserNotifications",
                               "WidgetKit", "os"]),
  ],
  swiftLanguageModes: [.v6]
)
