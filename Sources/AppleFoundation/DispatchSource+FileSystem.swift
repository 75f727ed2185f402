// Dispatch's file-system sources, which Apple's platforms have (kqueue's vnode events) and
// Linux's Dispatch does not (it has their events' type only):
// `DispatchSource.makeFileSystemObjectSource`, its protocol, and `O_EVTONLY`. A picture's files
// do not change while it is drawn, so the source never fires: its handlers are kept (the cancel
// handler runs on `cancel()`, as Dispatch's does), and it resumes, suspends and cancels as any
// source. Its `data` and `mask` are numbers (0), not `FileSystemEvent`s.
#if os(Linux)
import Dispatch
import Glibc

/// Open a file only to watch it, as Darwin's `O_EVTONLY`: read-only here.
public let O_EVTONLY: Int32 = O_RDONLY

/// A source of a file's or folder's changes, as Dispatch's on Apple's platforms. Linux's
/// Dispatch calls its sources' handlers through its own class only, so the source is one of
/// its own (a user-data source, which fires only when data is merged into it: never here);
/// its `data` and `mask` are that source's numbers, not `FileSystemEvent`s.
public protocol DispatchSourceFileSystemObject: DispatchSourceProtocol {}

extension DispatchSource: DispatchSourceFileSystemObject {
  /// A source watching `fileDescriptor` for `eventMask`: on Linux one that never fires.
  public static func makeFileSystemObjectSource(
    fileDescriptor: Int32, eventMask: FileSystemEvent, queue: DispatchQueue? = nil
  ) -> any DispatchSourceFileSystemObject {
    // A user-data source is a `DispatchSource`, the class every Linux source is.
    makeUserDataAddSource(queue: queue) as! DispatchSource
  }
}
#endif
