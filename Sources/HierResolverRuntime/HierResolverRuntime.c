// The stack bounds of include/HierResolverRuntime.h; `swift_tryRetain` is the Swift runtime's own.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include <pthread.h>
#include "HierResolverRuntime.h"

int hier_resolver_thread_stack(uintptr_t *low, uintptr_t *high) {
    *low = 0;
    *high = 0;
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t top = (uintptr_t)pthread_get_stackaddr_np(self);
    size_t size = pthread_get_stacksize_np(self);
    if (top == 0 || size == 0) return 0;
    *high = top;
    *low = top - size;
    return 1;
#elif defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *address = 0;
    size_t size = 0;
    int status = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_destroy(&attributes);
    if (status != 0 || address == 0 || size == 0) return 0;
    *low = (uintptr_t)address;
    *high = (uintptr_t)address + size;
    return 1;
#else
    return 0;
#endif
}
