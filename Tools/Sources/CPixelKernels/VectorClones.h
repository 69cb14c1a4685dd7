#ifndef TOASTKIT_VECTOR_CLONES_H
#define TOASTKIT_VECTOR_CLONES_H

// Each loop is also compiled for AVX2, picked when the processor has it (the dynamic loader
// chooses once, through an indirect function); x86-64's baseline SSE2 has no 32-bit multiply
// across lanes, which the YUV conversion's fixed-point sums need.
// Not under a sanitizer: the choosing runs before the sanitizer's run time is set up.
#if defined(__has_feature)
#  if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#    define TOASTKIT_SANITIZED 1
#  endif
#endif
#if defined(__x86_64__) && defined(__linux__) && !defined(TOASTKIT_SANITIZED)
#  define TOASTKIT_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#  define TOASTKIT_VECTOR_CLONES
#endif

#endif
