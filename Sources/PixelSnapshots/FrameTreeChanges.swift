import Foundation

/// Compares two frame trees (lines of "  Name (x, y, wxh)") and names the views that moved.
public enum FrameTreeChanges {
  @Sendable public static func explain(_ recorded: String, _ current: String) -> String? {
    if recorded == current { return "the frame tree is unchanged: the views are where they were" }
    let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    let new = current.split(separator: "\n", omittingEmptySubsequences: false)
    func split(_ line: Substring) -> (name: String, frame: String) {
      guard let open = line.range(of: " (", options: .backwards) else { return (String(line), "") }
      return (line[..<open.lowerBound].trimmingCharacters(in: .whitespaces),
              String(line[line.index(after: open.lowerBound)...]))
    }
    guard old.count == new.count else {
      let common = min(old.count, new.count)
      let first = (0..<common).first { old[$0] != new[$0] } ?? common
      var text = "the view tree changed: \(old.count) views recorded, \(new.count) now"
      if first < old.count {
        text += "; first difference at line \(first + 1): \(split(old[first]).name)"
      }
      return text
    }
    var moved: [String] = []
    for (a, b) in zip(old, new) where a != b {
      let (nameA, frameA) = split(a), (nameB, frameB) = split(b)
      moved.append(nameA == nameB ? "\(nameA): \(frameA) -> \(frameB)"
                                  : "\(nameA) became \(nameB) \(frameB)")
    }
    let shown = moved.prefix(10).map { "  " + $0 }.joined(separator: "\n")
    let more = moved.count > 10 ? "\n  (\(moved.count - 10) more)" : ""
    return "views whose frames changed (\(moved.count)):\n\(shown)\(more)"
  }
}
