// CDeepStack: a deep stack for work that recurses as deep as a view tree.
//
// Takes a function and its argument; calls it on this same thread, on a stack of its own of a
// given size (address space reserved once per thread, pages committed only as the recursion
// reaches them), then returns. The thread does not change, so whatever a thread's identity
// carries (thread-local storage, the dispatch queue it serves, hence the main actor) is the
// same inside. Linux only (makecontext/swapcontext); elsewhere the function is called on the
// thread's own stack. Never imported by anything but Cellshot's DeepStack.
#ifndef CDEEPSTACK_H
#define CDEEPSTACK_H

#include <stddef.h>

typedef void (*cellshot_deep_work)(void *context);

/// Calls `work(context)` on a stack of `size` bytes and returns when it does. Called while
/// already on the deep stack, it calls `work` directly. Returns 0 when `work` ran on the deep
/// stack (or was already on it), 1 when no deep stack could be had and `work` ran on the
/// thread's own stack.
int cellshot_call_on_deep_stack(size_t size, cellshot_deep_work work, void *context);

#endif
