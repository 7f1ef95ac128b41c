// What HierResolver needs from below Swift: Swift runtime entry points (among them the check of
// whether code runs on the main actor), thread-local variables, one atomic flag, and
// the bounds of the calling thread's stack.
//
// A root container's registry entry holds no reference count and no weak reference (a weak
// reference gives an object a side table, which moves every retain and release of it to the
// runtime's slow path). To take a strong reference from such an entry, the registry needs the
// runtime's conditional retain: it retains the object unless the object's deinit has begun, in one
// atomic step, which is what loading a weak reference does internally.
//
// A resolution stops before it runs off the end of its thread's stack, so it needs to know where
// that end is. The GNU C library has the call that says so, but declares it only for code that
// asks for GNU extensions, which Swift's Glibc module does not; Apple's libraries declare their own.

#ifndef HIER_RESOLVER_RUNTIME_H
#define HIER_RESOLVER_RUNTIME_H


/// Retains `object` and returns it, unless its deinit has begun; then returns NULL and does
/// nothing. Exported by the Swift runtime on every platform.
void *_Nullable swift_tryRetain(void *_Nonnull object);

#include <stdint.h>

/// The task running on the calling thread, or NULL when none is: the Swift runtime's entry point
/// that compiled code calls to read the current task (`withUnsafeCurrentTask` costs ten times as
/// much). A synchronous root scope remembers it, so that code of another task the thread runs
/// meanwhile, from a nested run loop, is not in the scope.
__attribute__((swiftcall)) void *_Nullable swift_task_getCurrent(void);

/// ``swift_task_getCurrent``, callable from Swift.
static inline void *_Nullable hier_resolver_current_task(void) {
    return swift_task_getCurrent();
}

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

/// Where the value of the task-local `key` (a `TaskLocal` object) is stored for the running task or,
/// outside any task, for this thread; NULL when no value is bound. The Swift runtime's entry point,
/// which `TaskLocal.get()` calls; calling it directly saves the generic copy of the value.
__attribute__((swiftcall)) void *_Nullable swift_task_localValueGet(const void *_Nonnull key);

static inline void *_Nullable hier_resolver_task_local_value(const void *_Nonnull key) {
    return swift_task_localValueGet(key);
}

/// Whether the calling code runs on the main actor: 1 if it does, 0 if not. Asks the Swift
/// runtime's executor check in the mode that answers rather than stops the program (Swift's own
/// `MainActor.assumeIsolated` stops it, without a message on some platforms); where the runtime
/// predates that check (Apple systems before 26), whether this is the main thread, which is where
/// the main actor runs there. Not a thread identity check elsewhere: on Linux the main actor's jobs
/// may run on another thread (a test on the main actor, code after an `await` in `main`).
int hier_resolver_on_main_actor(void);

/// Notes that a root scope was entered in this process; from then on `root` looks for one.
void hier_resolver_note_root_scope(void);

/// Whether a root scope was ever entered in this process (a relaxed atomic read).
int hier_resolver_root_scopes_used(void);

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
