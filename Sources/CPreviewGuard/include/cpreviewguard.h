// CPreviewGuard: a preview test that crashes the test process does not end the run.
//
// While a preview's own code runs (its body, laid out), `cs_guard_enter` names it. When that
// code traps (a Swift runtime error is SIGILL or SIGTRAP, a bad pointer SIGSEGV or SIGBUS, an
// abort SIGABRT), the handler appends one line to a journal file, `crashed <TAB> name <TAB>
// signal`, says so on standard error, and executes the test binary again with the arguments
// and environment it was started with (the same process id, so `swift test` waits for the
// restarted run). The restarted run reads the journal, reports the crashed preview's test as
// failed and skips the ones that passed. Everything the handler does is async-signal-safe
// (open, write, close, sigprocmask, execve), with buffers made at installation.
// A crash outside a named region goes to the handler that was there before (Swift's backtracer).
// Linux only; elsewhere `cs_guard_install` returns -1 and nothing is installed.
#ifndef CPREVIEWGUARD_H
#define CPREVIEWGUARD_H

/// Installs the handlers; `journal` is the file the crashed line goes to. Returns 0, or -1
/// when nothing could be installed (no /proc/self/cmdline, not Linux).
int cs_guard_install(const char *_Nonnull journal);

/// Names the preview whose code runs on this thread from now on (copied; 1,023 bytes at
/// most). Each thread has its own region.
void cs_guard_enter(const char *_Nonnull name);

/// Ends the named region begun on this thread.
void cs_guard_leave(void);

/// Executes the test binary again as the handler does (for a preview that never returns);
/// returns only when that failed.
void cs_guard_restart(void);

#endif
