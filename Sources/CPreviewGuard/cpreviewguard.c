// See cpreviewguard.h.
#define _GNU_SOURCE
#include "cpreviewguard.h"

#if defined(__linux__)
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern char **environ;

static const int guarded_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};
#define SIGNAL_COUNT (sizeof guarded_signals / sizeof guarded_signals[0])
static struct sigaction previous[SIGNAL_COUNT];

static char journal_path[4096];
static char **argv_copy;
static char **envp_copy;
// Each thread's own region: the main actor lays a preview out while another test's thread
// draws one.
static _Thread_local char name[1024];
static _Thread_local volatile sig_atomic_t inside;

static size_t length(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  return n;
}

static void say(int fd, const char *s) {
  size_t n = length(s);
  while (n > 0) {
    ssize_t written = write(fd, s, n);
    if (written <= 0) return;
    s += written;
    n -= (size_t)written;
  }
}

static const char *signal_name(int sig) {
  switch (sig) {
  case SIGILL: return "SIGILL";
  case SIGTRAP: return "SIGTRAP";
  case SIGSEGV: return "SIGSEGV";
  case SIGBUS: return "SIGBUS";
  case SIGFPE: return "SIGFPE";
  case SIGABRT: return "SIGABRT";
  default: return "a signal";
  }
}

static void exec_again(void) {
  sigset_t all;
  sigemptyset(&all);
  for (size_t i = 0; i < SIGNAL_COUNT; i++) sigaddset(&all, guarded_signals[i]);
  // execve keeps the signal mask: the signal being handled is blocked here.
  sigprocmask(SIG_UNBLOCK, &all, NULL);
  execve("/proc/self/exe", argv_copy, envp_copy ? envp_copy : environ);
}

static void handler(int sig, siginfo_t *info, void *context) {
  size_t index = 0;
  while (index < SIGNAL_COUNT && guarded_signals[index] != sig) index++;
  if (inside && argv_copy) {
    int fd = open(journal_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (fd >= 0) {
      say(fd, "crashed\t");
      say(fd, name);
      say(fd, "\t");
      say(fd, signal_name(sig));
      say(fd, "\n");
      close(fd);
      say(2, "cellshot: ");
      say(2, name);
      say(2, ": the preview crashed the test process (");
      say(2, signal_name(sig));
      say(2, "); running the rest again in a new one (CELLSHOT_PREVIEW_RESTART=0 stops here "
             "with the crash's backtrace)\n");
      exec_again();
    }
  }
  // Not a preview's crash, or no restart: as if this handler had never been there. The
  // faulting instruction runs again under the previous action (an abort raises again).
  if (index < SIGNAL_COUNT) sigaction(sig, &previous[index], NULL);
  (void)info;
  (void)context;
}

static int has_name(char **list, const char *entry) {
  size_t n = 0;
  while (entry[n] && entry[n] != '=') n++;
  for (; *list; list++) {
    if (strncmp(*list, entry, n) == 0 && (*list)[n] == '=') return 1;
  }
  return 0;
}

// The NUL-separated strings of `path` as a NULL-terminated list; when `first` is given, its
// strings first, then those of the file whose names it lacks. NULL on failure.
static char **read_list(const char *path, char **first) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return NULL;
  size_t capacity = 4096, used = 0;
  char *bytes = malloc(capacity + 1);
  for (;;) {
    if (!bytes) {
      close(fd);
      return NULL;
    }
    ssize_t got = read(fd, bytes + used, capacity - used);
    if (got < 0) {
      close(fd);
      free(bytes);
      return NULL;
    }
    if (got == 0) break;
    used += (size_t)got;
    if (used == capacity) {
      capacity *= 2;
      char *grown = realloc(bytes, capacity + 1);
      if (!grown) free(bytes);
      bytes = grown;
    }
  }
  close(fd);
  bytes[used] = 0;
  size_t count = 0, firsts = 0;
  for (size_t i = 0; i < used; i++) count += bytes[i] == 0;
  if (used > 0 && bytes[used - 1] != 0) count++;
  if (first) {
    while (first[firsts]) firsts++;
  }
  char **list = calloc(firsts + count + 1, sizeof(char *));
  if (!list) {
    free(bytes);
    return NULL;
  }
  size_t k = 0;
  for (size_t i = 0; i < firsts; i++) list[k++] = first[i];
  for (size_t i = 0; i < used; i += length(bytes + i) + 1) {
    if (!first || !has_name(list, bytes + i)) list[k++] = bytes + i;
  }
  list[k] = NULL;
  if (k == 0 && !first) {
    free(list);
    free(bytes);
    return NULL;
  }
  return list;
}

// The journal is the run's, not the process's: a restart (execve) keeps it, a normal exit of
// the last process removes it.
static void remove_journal(void) { unlink(journal_path); }

int cs_guard_install(const char *journal) {
  size_t n = length(journal);
  if (n >= sizeof journal_path || argv_copy) return -1;
  memcpy(journal_path, journal, n + 1);
  char **argv = read_list("/proc/self/cmdline", NULL);
  if (!argv) return -1;
  // The environment as it is now (with CELLSHOT_PREVIEW_JOURNAL), and what the process was
  // started with that is gone from it: a test library takes its own variables out once read
  // (Swift Testing's exit test's id), and the restarted process needs them again.
  envp_copy = read_list("/proc/self/environ", environ);
  argv_copy = argv;
  atexit(remove_journal);
  for (size_t i = 0; i < SIGNAL_COUNT; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaction(guarded_signals[i], &action, &previous[i]);
  }
  return 0;
}

void cs_guard_enter(const char *text) {
  size_t n = length(text);
  if (n >= sizeof name) n = sizeof name - 1;
  inside = 0;
  memcpy(name, text, n);
  name[n] = 0;
  inside = 1;
}

void cs_guard_leave(void) { inside = 0; }

void cs_guard_restart(void) {
  if (argv_copy) exec_again();
}

#else

int cs_guard_install(const char *journal) {
  (void)journal;
  return -1;
}
void cs_guard_enter(const char *text) { (void)text; }
void cs_guard_leave(void) {}
void cs_guard_restart(void) {}

#endif
