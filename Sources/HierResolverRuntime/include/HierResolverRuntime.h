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
// that end is. The GNU C library has the call that says so under a name Swift's Glibc module does
// not export; Apple's have their own.

#ifndef HIER_RESOLVER_RUNTIME_H
#define HIER_RESOLVER_RUNTIME_H

#include <stdint.h>

/// Retains `object` and returns it, unless its deinit has begun; then returns NULL and does
/// nothing. Exported by the Swift runtime on every platform.
void *swift_tryRetain(void *object);

/// The lowest and highest addresses of the calling thread's stack (the stack grows down, towards
/// `*low`). Returns 0 if the platform does not tell, and sets both to 0.
int hier_resolver_thread_stack(uintptr_t *low, uintptr_t *high);

#endif
