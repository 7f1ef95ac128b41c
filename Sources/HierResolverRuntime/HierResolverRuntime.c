// Most declarations in include/HierResolverRuntime.h name functions of the Swift runtime and of the
// C library. Defined here: the thread-local variables that hold each thread's resolution state and
// where its static resolves start, and four flags: whether a root scope was ever entered (until then,
// an unscoped `root` skips looking for one, which costs a task-local read), whether `root` was
// ever set (until then, reading it takes no lock), whether `Resolver.decorate` is set (a cache hit
// reads it), and whether `Resolver.defaultScope` was ever set (until then, registering skips it); and
// the counter that numbers containers as they are made. They carry no debug information: some debuggers'
// readers cannot mix this compiler's with Swift's.
#include "HierResolverRuntime.h"
#include <stdatomic.h>

__attribute__((nodebug)) __thread void *_Nullable hier_resolver_thread_state;
__attribute__((nodebug)) __thread struct hier_resolver_static_start hier_resolver_thread_static_start;

__attribute__((nodebug)) static atomic_int root_scopes_used;

__attribute__((nodebug)) void hier_resolver_note_root_scope(void) {
    atomic_store_explicit(&root_scopes_used, 1, memory_order_relaxed);
}

__attribute__((nodebug)) int hier_resolver_root_scopes_used(void) {
    return atomic_load_explicit(&root_scopes_used, memory_order_relaxed);
}

__attribute__((nodebug)) static atomic_int async_builds_used;

__attribute__((nodebug)) void hier_resolver_note_async_build(void) {
    atomic_store_explicit(&async_builds_used, 1, memory_order_relaxed);
}

__attribute__((nodebug)) int hier_resolver_async_builds_used(void) {
    return atomic_load_explicit(&async_builds_used, memory_order_relaxed);
}

__attribute__((nodebug)) static atomic_int root_set;

__attribute__((nodebug)) void hier_resolver_note_root_set(void) {
    atomic_store_explicit(&root_set, 1, memory_order_release);
}

__attribute__((nodebug)) int hier_resolver_root_was_set(void) {
    return atomic_load_explicit(&root_set, memory_order_acquire);
}

__attribute__((nodebug)) int hier_resolver_decorate_flag;

__attribute__((nodebug)) void hier_resolver_note_decorating(int decorating) {
    __atomic_store_n(&hier_resolver_decorate_flag, decorating, __ATOMIC_RELAXED);
}

__attribute__((nodebug)) int hier_resolver_default_scope_flag;

__attribute__((nodebug)) void hier_resolver_note_default_scope_set(void) {
    __atomic_store_n(&hier_resolver_default_scope_flag, 1, __ATOMIC_RELEASE);
}

uintptr_t hier_resolver_module_types[4096];

__attribute__((nodebug)) static _Atomic int64_t last_container_number;

__attribute__((nodebug)) int64_t hier_resolver_next_container_number(void) {
    return atomic_fetch_add_explicit(&last_container_number, 1, memory_order_relaxed) + 1;
}
