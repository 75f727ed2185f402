// Users port SwiftUI code: `import Cellshot` brings what `import SwiftUI` would, on Linux.
// CGFloat, CGSize, CGPoint and CGRect come from Foundation; Color, the geometry of the
// rasterizer and the font types come from Raster and BitmapFonts.
@_exported import BitmapFonts
@_exported import Foundation
@_exported import Raster
