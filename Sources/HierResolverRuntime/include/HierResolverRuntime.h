// What HierResolver needs from below Swift: one Swift runtime entry point, and the bounds of the
// calling thread's stack.
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
void *swift_tryRetain(void *object);

#include <stdint.h>

/// Where the calling code's stack frame is: the real stack, even where a sanitizer keeps the
/// addresses of local variables elsewhere.
static inline uintptr_t hier_resolver_frame_address(void) {
    return (uintptr_t)__builtin_frame_address(0);
}

#if defined(__linux__)
#include <pthread.h>

/// The GNU C library's: fills `attributes` with those of the running `thread`, its stack's address
/// and size among them (`pthread_attr_getstack`); 0 on success. The caller destroys `attributes`.
int pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes);
#endif

#endif
