// `#Preview` calls for `cellshot previews --generate-only`: which are found, and their text.
import SwiftUI

/* #Preview { Text("in a block comment") } */
// #Preview { Text("in a line comment") }

let notACall = "#Preview { Text(\"in a string\") }"

#Preview {
  Text("plain")
}

#Preview("Braces } in \"strings\"", traits: .sizeThatFitsLayout) {
  VStack {
    Text("}")  // a } in a comment
    Text("\(1 + (2))")
  }
}

enum Holder {
  // Not at the top level: not found.
  static let x = 1
}
