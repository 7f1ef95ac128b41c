// The allocation counter (see include/AllocationCounter.h).
//
// ELF interposition: a symbol the executable defines and exports wins over glibc's for every
// caller in the process. The definitions below forward to glibc's own entry points
// (__libc_malloc and friends), so allocation behaves exactly as without them, and count a
// call only while `counting` is on. A timed run pays one relaxed load and a branch that is
// never taken per allocation. free is not needed: the memory comes from glibc either way.
// realloc counts as an allocation (it may move the block). valloc and pvalloc are left to
// glibc: nothing on the measured paths calls them.

#include "AllocationCounter.h"

#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t number, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_bool counting = false;
static atomic_uint_fast64_t count = 0;

static inline void note_allocation(void) {
    if (__builtin_expect(atomic_load_explicit(&counting, memory_order_relaxed), 0)) {
        atomic_fetch_add_explicit(&count, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    note_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t number, size_t size) {
    note_allocation();
    return __libc_calloc(number, size);
}

void *realloc(void *pointer, size_t size) {
    note_allocation();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    note_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // The checks glibc makes: a power of two that is a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
        return EINVAL;
    }
    note_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

bool hier_allocation_counter_supported(void) { return true; }

void hier_allocation_counter_start(void) {
    atomic_store_explicit(&count, 0, memory_order_relaxed);
    atomic_store_explicit(&counting, true, memory_order_seq_cst);
}

uint64_t hier_allocation_counter_stop(void) {
    atomic_store_explicit(&counting, false, memory_order_seq_cst);
    return atomic_load_explicit(&count, memory_order_relaxed);
}

#else

bool hier_allocation_counter_supported(void) { return false; }

void hier_allocation_counter_start(void) {}

uint64_t hier_allocation_counter_stop(void) { return 0; }

#endif
