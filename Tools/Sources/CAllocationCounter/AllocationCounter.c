// Counts heap allocations for `toastkit bench` by defining the allocator's entry points in the
// executable, which the dynamic linker then binds every library's calls to, and forwarding to
// glibc's own implementations (__libc_malloc and friends). Each call adds one to a relaxed
// atomic counter; nothing else changes. Under AddressSanitizer or ThreadSanitizer the sanitizer
// owns the allocator, so nothing is defined and the count reads as unavailable.
#include "AllocationCounter.h"
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#if defined(__GLIBC__)
#  include <malloc.h>
#endif

#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#    define TOASTKIT_NO_COUNTING 1
#  endif
#endif

#ifndef TOASTKIT_NO_COUNTING
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic unsigned long allocations;

static void counted(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

void *malloc(size_t size) { counted(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { counted(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { counted(); return __libc_realloc(pointer, size); }
void *aligned_alloc(size_t alignment, size_t size) { counted(); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    counted();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

unsigned long toastkit_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
#else
unsigned long toastkit_allocation_count(void) { return ~0UL; }
#endif

// Blocks up to this size come from the heap, which keeps them after free, rather than from
// their own mapping (glibc's largest setting; a 2x screen is 5.3 MB).
enum { keep_blocks_up_to = 32 * 1024 * 1024, trim_above = 512 * 1024 * 1024 };

void toastkit_keep_freed_memory(void) {
#if defined(__GLIBC__) && !defined(TOASTKIT_NO_COUNTING)
    mallopt(M_MMAP_THRESHOLD, keep_blocks_up_to);
    mallopt(M_TRIM_THRESHOLD, trim_above);
#endif
}
