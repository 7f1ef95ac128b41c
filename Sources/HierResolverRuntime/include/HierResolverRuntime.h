// What HierResolver needs from below Swift: three Swift runtime entry points (one of them on Linux only), thread-local variables,
// four atomic flags, an atomic counter, and the bounds of the calling thread's stack.
//
// The Swift runtime entry points declared here are the only ones the library calls, each for a
// measured reason given where it is declared, and each is part of the runtime's stable ABI on every
// platform Package.swift names: the Swift project's ABI baselines list them (`test/abi/Inputs/`), the
// core runtime's since Swift 5.0 and the concurrency runtime's since 5.5, which is shipped with the
// app where the system lacks it. Each is declared as the runtime declares it (the declaration is
// quoted beside it), so that the calling convention matches. `.ci/check-runtime-symbols`
// fails when this target declares any other `swift_` symbol: everything else is reached through public
// Swift.
//
// A resolution stops before it runs off the end of its thread's stack, so it needs to know where
// that end is. The GNU C library has the call that says so, but declares it only for code that
// asks for GNU extensions, which Swift's Glibc module does not; Apple's libraries declare their own.

#ifndef HIER_RESOLVER_RUNTIME_H
#define HIER_RESOLVER_RUNTIME_H

#include <stdint.h>

/// Retains `object` and returns it, unless its deinit has begun; then returns NULL and does nothing.
///
/// The runtime's declaration (include/swift/Runtime/HeapObject.h), in the C calling convention:
/// `SWIFT_RUNTIME_EXPORT HeapObject *swift_tryRetain(HeapObject *object);`
///
/// Why: a root container's entry in the registry of live roots (which a bare property wrapper's
/// fallback searches) holds no reference count and no weak reference. A weak reference gives an
/// object a side table, which moves every retain and release of it to the runtime's slow path. Held
/// weakly, a root costs a static resolve through it 130 instructions more (W11: 414 to 544; W8: 367
/// to 497), an owner of three `@Injected` properties 400 more (W12: 1,710 to 2,110), and each
/// registration 138 more (W6: 1,671 to 1,809). Each container's set of live children (which shutdown
/// walks, descendants first) holds its children the same way, so that a server's container per request
/// gets no side table either: held weakly, a request's child, module, scope and shutdown cost 2.3 µs
/// instead of 2.0. The Swinject module's `Container`, which its core container, registrations and
/// wrappers point back to, is held the same way (`ObjectLink`): held weakly, handing it to factories
/// cost its W2 611 ns instead of 438. To take a strong reference from such an entry, the registry
/// needs the runtime's conditional retain, in one atomic step, which is what loading a weak reference
/// does internally.
void *_Nullable swift_tryRetain(void *_Nonnull object);

/// The task running on the calling thread, or NULL when none is.
///
/// The runtime's declaration (include/swift/Runtime/Concurrency.h), in the Swift calling convention:
/// `SWIFT_EXPORT_FROM(swift_Concurrency) SWIFT_CC(swift) AsyncTask *swift_task_getCurrent(void);`
///
/// Why: a synchronous root scope remembers the task that entered it, so that code of another task the
/// thread runs meanwhile, from a nested run loop, is not in the scope; every static resolve in a scope
/// (the benchmark's W8) compares it with the running task, and a static resolve outside any scope
/// asks whether a task runs before it looks for an asynchronous scope's task-local value. This is the
/// entry point compiled code calls to read the current task; the public form, `withUnsafeCurrentTask`,
/// whose generic closure is not inlined into a client, costs W8 205 instructions more a resolve (367
/// to 572).
__attribute__((swiftcall)) void *_Nullable swift_task_getCurrent(void);

/// ``swift_task_getCurrent``, callable from Swift.
static inline void *_Nullable hier_resolver_current_task(void) {
    return swift_task_getCurrent();
}

#if !defined(__APPLE__)
/// An executor as the runtime passes it: the object that identifies it and a word that says how to
/// call it (the runtime's `SerialExecutorRef`, include/swift/ABI/Executor.h, two words).
struct hier_resolver_executor_ref {
    void *_Nullable identity;
    uintptr_t implementation;
};

/// The executor whose job the calling thread runs, or the generic executor (a NULL identity) when
/// it runs none.
///
/// The runtime's declaration (include/swift/Runtime/Concurrency.h), in the Swift calling convention:
/// `SWIFT_EXPORT_FROM(swift_Concurrency) SWIFT_CC(swift) SerialExecutorRef swift_task_getCurrentExecutor(void);`
///
/// Why, on Linux only: a `@MainActor` factory runs synchronously only on the main actor. There the main
/// actor's executor is the main dispatch queue, which another thread may drain, so the main thread
/// does not tell; the queue's tag tells for a main-actor job and a main-queue block, but not for
/// main-actor code that runs a block of another queue synchronously (`queue.sync { }`), where the
/// running job is still the main actor's. Public Swift has no check that answers rather than stops the
/// program (`MainActor.assumeIsolated`, `preconditionIsolated`), so this entry point, the one compiled
/// code calls to learn the current executor, answers, compared with `MainActor.sharedUnownedExecutor`.
/// It is called only when the queue's tag says no, never on a cache hit: no budget row runs it. Apple
/// platforms need it not: there the main actor runs on the main thread alone.
__attribute__((swiftcall)) struct hier_resolver_executor_ref swift_task_getCurrentExecutor(void);

/// The identity of ``swift_task_getCurrentExecutor``'s executor, callable from Swift.
static inline void *_Nullable hier_resolver_current_executor_identity(void) {
    return swift_task_getCurrentExecutor().identity;
}
#endif

/// The calling thread's resolution state (a retained `ResolutionState`), or NULL before the thread
/// first needs one. A C thread-local variable is read in an instruction or two; `pthread_getspecific`,
/// which still holds the state for its destructor, is a call.
extern __thread void *_Nullable hier_resolver_thread_state;

static inline void *_Nullable hier_resolver_get_thread_state(void) {
    return hier_resolver_thread_state;
}

static inline void hier_resolver_set_thread_state(void *_Nullable state) {
    hier_resolver_thread_state = state;
}

/// What the static API needs to know on each call, kept beside the state for the same reason: the
/// container of the synchronous root scope this thread runs (unretained; the scope keeps it alive)
/// and the task that entered it, and whether this thread has seen `registerAllServices()` done.
struct hier_resolver_static_start {
    void *_Nullable scoped_root;
    void *_Nullable scoped_task;
    int bootstrap_done;
};

extern __thread struct hier_resolver_static_start hier_resolver_thread_static_start;

static inline struct hier_resolver_static_start *_Nonnull hier_resolver_static_start(void) {
    return &hier_resolver_thread_static_start;
}

/// The scoped container when this thread runs a synchronous root scope entered by the running task
/// (or by no task, with none running); else NULL.
static inline void *_Nullable hier_resolver_scoped_root(void) {
    struct hier_resolver_static_start *_Nonnull start = &hier_resolver_thread_static_start;
    if (start->scoped_root == 0) return 0;
    return start->scoped_task == swift_task_getCurrent() ? start->scoped_root : 0;
}

/// ``hier_resolver_scoped_root``, once `registerAllServices()` is known to have run: where a static
/// resolve can start without asking anything else.
static inline void *_Nullable hier_resolver_scoped_start(void) {
    return hier_resolver_thread_static_start.bootstrap_done ? hier_resolver_scoped_root() : 0;
}

/// Notes that a root scope was entered in this process; from then on `root` looks for one.
void hier_resolver_note_root_scope(void);

/// Whether a root scope was ever entered in this process (a relaxed atomic read).
int hier_resolver_root_scopes_used(void);

/// Notes that an async factory was run in this process; from then on a static resolve asks the
/// running task whether it runs inside one.
void hier_resolver_note_async_build(void);

/// Whether an async factory was ever run in this process (a relaxed atomic read).
int hier_resolver_async_builds_used(void);

/// Notes that the process-wide `root` was set, after setting it; from then on reading it takes its lock.
void hier_resolver_note_root_set(void);

/// Whether the process-wide `root` was ever set (an acquire read, pairing with the note's release).
int hier_resolver_root_was_set(void);

/// Whether `Resolver.decorate` is set: 1 while it is, else 0. Written only by its setter.
extern int hier_resolver_decorate_flag;

/// Whether `Resolver.decorate` is set (a relaxed atomic read): a resolve on the observed path,
/// which every resolve takes while it is set, reads it before it looks for the hook.
static inline int hier_resolver_decorating(void) {
    return __atomic_load_n(&hier_resolver_decorate_flag, __ATOMIC_RELAXED);
}

/// Notes whether `Resolver.decorate` is set, after storing it.
void hier_resolver_note_decorating(int decorating);

/// Notes that `Resolver.defaultScope` was set, after setting it; from then on registering reads it.
void hier_resolver_note_default_scope_set(void);

/// Whether `Resolver.defaultScope` was set: 1 once it was, else 0. Written only by the note above.
extern int hier_resolver_default_scope_flag;

/// Whether `Resolver.defaultScope` was ever set (an acquire read, pairing with the note's release);
/// inlined, since every registration that names no lifetime reads it.
static inline int hier_resolver_default_scope_was_set(void) {
    return __atomic_load_n(&hier_resolver_default_scope_flag, __ATOMIC_ACQUIRE);
}

/// The next number in the order containers are made, from 1 (a relaxed atomic increment): a container
/// is numbered as it is made, without a lock, which a server does on every request.
int64_t hier_resolver_next_container_number(void);

/// A cache of the runtime's answer to "is this type a module?" (`DependencyRegister`), asked on every
/// registration: 4,096 words (32 KB, untouched until used), each 0 or a type's metadata address with
/// its low bit set for a module. Metadata addresses are aligned and live as long as the process, so
/// one word is a whole entry and relaxed atomics suffice; a collision only costs asking the runtime
/// again (about 250 instructions, against a few here).
extern uintptr_t hier_resolver_module_types[4096];

/// The slot of the type whose metadata is at `type`: its address, hashed (Fibonacci hashing spreads
/// the neighbouring addresses of a module's types over the table).
static inline uintptr_t *_Nonnull hier_resolver_module_type_slot(uintptr_t type) {
    return &hier_resolver_module_types[(uint64_t)(type >> 3) * 0x9E3779B97F4A7C15ull >> 52];
}

/// The cached answer for the type whose metadata is at `type`: 2 a module, 1 not one, 0 not known.
static inline int hier_resolver_module_type_known(uintptr_t type) {
    uintptr_t entry = __atomic_load_n(hier_resolver_module_type_slot(type), __ATOMIC_RELAXED);
    return (entry & ~(uintptr_t)1) == type ? (int)(entry & 1) + 1 : 0;
}

/// Remembers the runtime's answer for the type whose metadata is at `type`.
static inline void hier_resolver_module_type_remember(uintptr_t type, int isModule) {
    __atomic_store_n(hier_resolver_module_type_slot(type), type | (isModule ? 1 : 0), __ATOMIC_RELAXED);
}

/// Where the calling code's stack frame is: the real stack, even where a sanitizer keeps the
/// addresses of local variables elsewhere.
static inline uintptr_t hier_resolver_frame_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#if defined(__linux__)
#include <pthread.h>

/// The GNU C library's: fills `attributes` with those of the running `thread`, its stack's address
/// and size among them (`pthread_attr_getstack`); 0 on success. The caller destroys `attributes`.
int pthread_getattr_np(pthread_t thread, pthread_attr_t *_Nonnull attributes);
#endif

#endif
