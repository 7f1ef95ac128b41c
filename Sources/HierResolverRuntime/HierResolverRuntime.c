// Most declarations in include/HierResolverRuntime.h name functions of the Swift runtime and of the
// C library. Defined here: the thread-local variables that hold each thread's resolution state and
// where its static resolves start, the main-actor check, and
// the flag that says whether a root scope was ever entered (an unscoped `root` then skips looking
// for one, which costs a task-local read). They carry no debug information: some debuggers' readers
// cannot mix this compiler's with Swift's.
#include "HierResolverRuntime.h"
#include <stdatomic.h>
#include <stdbool.h>
#if defined(__APPLE__)
#include <pthread.h>
#endif

__attribute__((nodebug)) __thread void *_Nullable hier_resolver_thread_state;
__attribute__((nodebug)) __thread struct hier_resolver_static_start hier_resolver_thread_static_start;

__attribute__((nodebug)) static atomic_int root_scopes_used;

__attribute__((nodebug)) void hier_resolver_note_root_scope(void) {
    atomic_store_explicit(&root_scopes_used, 1, memory_order_relaxed);
}

__attribute__((nodebug)) int hier_resolver_root_scopes_used(void) {
    return atomic_load_explicit(&root_scopes_used, memory_order_relaxed);
}

// The Swift runtime's executor reference: the executor object and a word that says its kind.
struct hier_resolver_executor {
    void *_Nullable identity;
    uintptr_t implementation;
};

// The main actor's executor (every Swift runtime with concurrency exports it).
__attribute__((swiftcall)) struct hier_resolver_executor swift_task_getMainExecutor(void);

// Whether `executor` is the one running the caller; with `flags` 0 it answers and never stops the
// program. Newer than the rest: Apple systems before 26 lack it, so it is weak there.
#if defined(__APPLE__)
__attribute__((swiftcall, weak_import))
#else
__attribute__((swiftcall))
#endif
bool swift_task_isCurrentExecutorWithFlags(void *_Nullable identity, uintptr_t implementation, uint64_t flags);

__attribute__((nodebug)) int hier_resolver_on_main_actor(void) {
#if defined(__APPLE__)
    if (&swift_task_isCurrentExecutorWithFlags == 0) return pthread_main_np() != 0;
#endif
    struct hier_resolver_executor main = swift_task_getMainExecutor();
    return swift_task_isCurrentExecutorWithFlags(main.identity, main.implementation, 0) ? 1 : 0;
}
