// AllocationCounter: counts heap allocations while switched on, for the "allocs/op" column.
//
// On Linux with glibc the target defines malloc, calloc, realloc, posix_memalign,
// aligned_alloc and memalign in the benchmark executable. The dynamic linker binds every
// shared library's calls (libswiftCore's swift_slowAlloc, Foundation, libdispatch) to the
// executable's definitions first, so all of the process's allocations pass through them.
// Elsewhere (Darwin, musl) it defines nothing and reports itself unsupported.
//
// Counting is process-wide: only count while no other thread allocates.

#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocations are counted on this platform (Linux with glibc).
bool hier_allocation_counter_supported(void);

/// Sets the count to zero and starts counting.
void hier_allocation_counter_start(void);

/// Stops counting; returns the allocations counted since the last start.
uint64_t hier_allocation_counter_stop(void);

#endif
