internal import CDeepStack

/// Runs work that recurses as deep as a view tree on a stack sized for it.
///
/// Resolving, laying out and painting a tree go down it recursively, some kilobytes a level in
/// a debug build: a thread's 8 MB end near a thousand nested stacks. `run` calls its body on
/// the same thread, on a stack of `size` bytes (reserved once per thread; pages are committed
/// only as deep as the recursion goes), so views nest to `maxDepth` levels. The thread does not
/// change, so the body stays on the main actor. (On systems other than Linux, and when the
/// address space cannot be had, the body runs on the thread's own stack.)
enum DeepStack {
  /// The stack deep work runs on: 1 GiB of address space.
  static let size = 1 << 30
  /// How many levels deep resolving may go (a view and its body are a level each): past it, the
  /// rest of a tree is left out with a warning.
  static let maxDepth = 100_000

  /// Calls `body` on the deep stack and returns its result.
  @MainActor
  static func run<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      let box = Box(body)
      let context = Unmanaged.passUnretained(box as DeepWork).toOpaque()
      _ = cellshot_call_on_deep_stack(size, { raw in
        guard let raw else { return }
        Unmanaged<DeepWork>.fromOpaque(raw).takeUnretainedValue().call()
      }, context)
      return box.result!
    }
  }

  /// The body and, once it has run, its result.
  private final class Box<T>: DeepWork {
    let body: () -> T
    var result: T?
    init(_ body: @escaping () -> T) { self.body = body }
    override func call() { result = body() }
  }
}

/// Work the deep stack calls back into, whatever its result's type.
class DeepWork {
  func call() {}
}
