#ifndef CMALLOCCACHE_H
#define CMALLOCCACHE_H

#include <stddef.h>
#include <stdlib.h>

// Sanitizers bring allocators of their own, which the cache must not stand in front of.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ROUTEGEN_MALLOC_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ROUTEGEN_MALLOC_SANITIZED 1
#endif

/// 1 where the cache runs: glibc (which `stdlib.h` names in `__GLIBC__`) on a 64-bit target,
/// without a sanitizer; else 0.
#if defined(__GLIBC__) && __SIZEOF_POINTER__ == 8 && !defined(ROUTEGEN_MALLOC_SANITIZED)
#define ROUTEGEN_MALLOC_CACHE_RUNS 1
#else
#define ROUTEGEN_MALLOC_CACHE_RUNS 0
#endif

/// routegen's per-thread cache of small heap blocks, in front of glibc's allocator.
///
/// Each thread keeps up to `routegen_malloc_cache_depth()` freed blocks of each of glibc's
/// size classes up to 1 KiB, and hands them back to its next requests of that class without
/// taking an arena's lock; larger blocks, and blocks past the depth, go to glibc as usual.
/// A thread's blocks go back to glibc when it exits. Every block is one of glibc's own, so
/// glibc's `free`, `realloc` and `malloc_usable_size` work on it whichever thread holds it.
///
/// Where the cache does not run (any C library but glibc, 32-bit targets, sanitizer builds)
/// these functions are the C library's `malloc`, `free`, `calloc` and `realloc`.
/// `CMallocInterposition` makes them the process's allocator in the `routegen` executable only.

/// Whether the cache runs in this build: `ROUTEGEN_MALLOC_CACHE_RUNS`, 1 or 0.
int routegen_malloc_cache_is_active(void);

/// The most blocks the calling thread keeps of one size class.
size_t routegen_malloc_cache_depth(void);

/// How many blocks the calling thread keeps for requests of `size` bytes (0 for a size the
/// cache does not keep).
size_t routegen_malloc_cache_count(size_t size);

/// How many blocks threads of this process gave back to glibc as they exited.
size_t routegen_malloc_cache_flushed_blocks(void);

/// How many bytes the block at `pointer` holds, as the C library says (what the cache sorts
/// blocks by); 0 where the C library does not say.
size_t routegen_malloc_cache_usable_size(void *pointer);

/// A block of at least `size` bytes: the calling thread's last freed block of its class, or
/// glibc's `malloc`.
void *routegen_malloc_cache_malloc(size_t size);

/// Keeps `pointer`'s block for the calling thread when its class has room, else gives it to
/// glibc's `free`. `NULL` does nothing.
void routegen_malloc_cache_free(void *pointer);

/// glibc's `calloc`.
void *routegen_malloc_cache_calloc(size_t count, size_t size);

/// glibc's `realloc`.
void *routegen_malloc_cache_realloc(void *pointer, size_t size);

#endif
