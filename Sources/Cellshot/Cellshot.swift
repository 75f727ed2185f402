// Cellshot: SwiftUI's view layer on Linux.
//
// Takes a SwiftUI view tree; gives its layout (every view's frame) and a display list that
// Raster draws into pixels, the same on every machine. Stages, one folder each, data flowing
// one way:
//   Core/      the View protocol and the tree's building blocks; resolving a view tree into
//              an arena of layout nodes (`View._makeNodes`, `Layout/NodeBuilder.swift`)
//   State/     property wrappers, the environment, what one render knows while views resolve;
//              Combine's contract (`State/Combine/`), which observable objects are made of
//   Layout/    the layout engine: one rule per node kind in `Layout/Rules/`, sizing and
//              placing together, with the API of the layout modifiers and containers
//   Render/    the renderer (layout passes, then painting), one painting rule per kind in
//              `Render/Paint/`, and the display list, the seam to the rasterizer
// and the API users call, by kind: `Views/` (Text, Image, shapes, symbols, controls),
// `Containers/` (List, Form, tabs, navigation and its bars), `Modifiers/` (environment,
// effects, and the modifiers a picture accepts and ignores), `Animation/` (animations, springs,
// transitions, keyframes: values, drawn at rest), `UIKit/` (the UIKit names SwiftUI code
// touches), `Previews/` (PreviewProvider, rendered by `cellshot previews`), `Assets/` (asset
// catalogs, for `Color("name")` and `Image("name")`).
// Cellshot never imports libpng or CPNGShim; it uses PNGCodec only to read image assets and to
// write previews. Colours that change with the appearance are resolved when the tree is built:
// Raster never sees light or dark.
//
// Users port SwiftUI code: `import Cellshot` brings what `import SwiftUI` would, on Linux.
// CGFloat, CGSize, CGPoint and CGRect come from Foundation; the rasterizer's geometry and the
// font types come from Raster and BitmapFonts. (A file that imports Cellshot need not import
// Raster: both have a `Color`, and Cellshot's is SwiftUI's.)
@_exported import BitmapFonts
@_exported import Foundation
@_exported import Raster
