// The one Swift runtime entry point HierResolver calls directly.
//
// A root container's registry entry holds no reference count and no weak reference (a weak
// reference gives an object a side table, which moves every retain and release of it to the
// runtime's slow path). To take a strong reference from such an entry, the registry needs the
// runtime's conditional retain: it retains the object unless the object's deinit has begun, in one
// atomic step, which is what loading a weak reference does internally.

#ifndef HIER_RESOLVER_RUNTIME_H
#define HIER_RESOLVER_RUNTIME_H

/// Retains `object` and returns it, unless its deinit has begun; then returns NULL and does
/// nothing. Exported by the Swift runtime on every platform.
void *swift_tryRetain(void *object);

#endif
