import Cellshot

struct Badge: View {
  var body: some View { Text("New") }
}

struct Badge_Previews: PreviewProvider {
  static var previews: some View { Badge() }
}

public struct PublicPreviews: Cellshot.PreviewProvider, Sendable {
  public static var previews: some View { Badge() }
}

enum Holder {
  // Nested: not reachable by its plain name, so not found.
  struct Nested_Previews: PreviewProvider {
    static var previews: some View { Badge() }
  }
}

/*
struct Commented_Previews: PreviewProvider {
  static var previews: some View { Badge() }
}
*/

private struct Hidden_Previews: PreviewProvider {
  static var previews: some View { Badge() }
}

struct Extended {}

extension Extended: PreviewProvider {
  static var previews: some View { Badge() }
}
