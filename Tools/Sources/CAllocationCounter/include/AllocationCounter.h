#ifndef TOASTKIT_ALLOCATION_COUNTER_H
#define TOASTKIT_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc) made by the whole
/// process so far, or ~0 when counting is unavailable (a sanitizer owns the allocator).
/// Linked only into the `toastkit` command, for `toastkit bench`.
unsigned long toastkit_allocation_count(void);

/// Keeps freed memory in the process for the next allocation instead of handing large blocks
/// back to the kernel, which would fault them in again, zeroed, for the next picture. glibc
/// only; nothing under a sanitizer, which owns the allocator.
void toastkit_keep_freed_memory(void);

#endif
