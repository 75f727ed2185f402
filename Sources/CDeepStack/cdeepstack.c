#include "cdeepstack.h"

#if defined(__linux__)
#define _GNU_SOURCE
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

// One deep stack per thread, kept for the thread's life.
static __thread char *deep_stack;
static __thread size_t deep_size;
static __thread int on_deep_stack;
static __thread ucontext_t caller, callee;
static __thread cellshot_deep_work pending_work;
static __thread void *pending_context;

static void trampoline(void) {
  pending_work(pending_context);
  // Returning resumes `caller` (uc_link).
}

/// Reserves `size` bytes of stack below a guard page that stops an overflow.
static int reserve(size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t total = size + page;
  void *base = mmap(NULL, total, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (base == MAP_FAILED) return -1;
  if (mprotect(base, page, PROT_NONE) != 0) {
    munmap(base, total);
    return -1;
  }
  deep_stack = (char *)base + page;
  deep_size = size;
  return 0;
}

int cellshot_call_on_deep_stack(size_t size, cellshot_deep_work work, void *context) {
  if (on_deep_stack) {
    work(context);
    return 0;
  }
  if (deep_stack == NULL || deep_size < size) {
    if (reserve(size) != 0) {
      work(context);
      return 1;
    }
  }
  if (getcontext(&callee) != 0) {
    work(context);
    return 1;
  }
  callee.uc_stack.ss_sp = deep_stack;
  callee.uc_stack.ss_size = deep_size;
  callee.uc_link = &caller;
  makecontext(&callee, trampoline, 0);
  pending_work = work;
  pending_context = context;
  on_deep_stack = 1;
  int swapped = swapcontext(&caller, &callee);
  on_deep_stack = 0;
  if (swapped != 0) {
    work(context);
    return 1;
  }
  return 0;
}

#else

int cellshot_call_on_deep_stack(size_t size, cellshot_deep_work work, void *context) {
  (void)size;
  work(context);
  return 1;
}

#endif
