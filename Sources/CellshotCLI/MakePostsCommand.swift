import Gallery
import PNGCodec

/// `cellshot make-posts DIR`: draws the staggered grid's ten pictures again.
enum MakePostsCommand {
  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments)
    guard args.operands.count == 1 else { throw UsageError("make-posts needs one folder") }
    try checkFonts()
    try FileIO.makeDirectories(args.operands[0])
    for i in 1...10 {
      let path = "\(args.operands[0])/post\(i).png"
      try PNGEncoder.small.write(try PostPictures.draw(i), to: path)
      print(path)
    }
    return 0
  }
}
