// See include/CMallocCache.h. With glibc, every allocation of a multi-threaded process takes
// its arena's lock, and glibc's own per-thread cache keeps 7 blocks a class: a feature's
// trees, freed in bursts of hundreds of blocks of a few sizes, overflow it, and the next
// feature takes them back one locked step at a time. This cache keeps 128 a class.

#define _GNU_SOURCE
#include "CMallocCache.h"

#if ROUTEGEN_MALLOC_CACHE_RUNS

#include <malloc.h>
#include <pthread.h>
#include <stdint.h>

// glibc's own entry points, which it exports for allocators that wrap it.
extern void *__libc_malloc(size_t);
extern void __libc_free(void *);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);

enum {
    // glibc's chunks are multiples of 16 bytes, at least 32, and hold 8 bytes fewer than
    // their size: class i holds chunks of 32 + 16 i bytes, up to 1,040 (1,032 usable).
    ClassCount = 64,
    LargestUsable = 1032,
    Depth = 128,
};

/// One thread's blocks: a list per class, linked through each block's first word.
typedef struct {
    void *heads[ClassCount];
    uint16_t counts[ClassCount];
    int flushesAtExit;
} ThreadCache;

// In the executable's own static TLS block, so that reaching it never allocates.
static __thread ThreadCache cache __attribute__((tls_model("initial-exec")));
static pthread_key_t exitKey;
/// How many blocks exiting threads gave back, for the tests.
static size_t flushedBlocks;
static pthread_once_t exitKeyOnce = PTHREAD_ONCE_INIT;

/// Gives a thread's blocks back to glibc; the exit key's destructor. A block freed after it
/// (by a destructor that runs later) registers the thread again, and glibc runs it again.
static void flush(void *unused) {
    (void)unused;
    cache.flushesAtExit = 0;
    for (int index = 0; index < ClassCount; index++) {
        void *block = cache.heads[index];
        while (block != NULL) {
            void *next = *(void **)block;
            __libc_free(block);
            __atomic_fetch_add(&flushedBlocks, 1, __ATOMIC_RELAXED);
            block = next;
        }
        cache.heads[index] = NULL;
        cache.counts[index] = 0;
    }
}

static void makeExitKey(void) {
    pthread_key_create(&exitKey, flush);
}

/// The class of a request of `size` bytes (as glibc rounds it), or -1 past the largest.
static inline int requestClass(size_t size) {
    if (size > LargestUsable) return -1;
    size_t chunk = (size + 8 + 15) & ~(size_t)15;
    return chunk < 32 ? 0 : (int)(chunk / 16 - 2);
}

/// The class of a block glibc says holds `usable` bytes, or -1 past the largest.
static inline int blockClass(size_t usable) {
    return usable > LargestUsable ? -1 : (int)((usable + 8) / 16 - 2);
}

int routegen_malloc_cache_is_active(void) { return 1; }

size_t routegen_malloc_cache_depth(void) { return Depth; }

size_t routegen_malloc_cache_usable_size(void *pointer) { return malloc_usable_size(pointer); }

size_t routegen_malloc_cache_flushed_blocks(void) { return __atomic_load_n(&flushedBlocks, __ATOMIC_RELAXED); }

size_t routegen_malloc_cache_count(size_t size) {
    int index = requestClass(size);
    return index < 0 ? 0 : cache.counts[index];
}

void *routegen_malloc_cache_malloc(size_t size) {
    int index = requestClass(size);
    if (index >= 0) {
        void *block = cache.heads[index];
        if (block != NULL) {
            cache.heads[index] = *(void **)block;
            cache.counts[index]--;
            return block;
        }
    }
    return __libc_malloc(size);
}

void routegen_malloc_cache_free(void *pointer) {
    if (pointer == NULL) return;
    int index = blockClass(malloc_usable_size(pointer));
    if (index >= 0 && cache.counts[index] < Depth) {
        if (!cache.flushesAtExit) {
            cache.flushesAtExit = 1;
            pthread_once(&exitKeyOnce, makeExitKey);
            pthread_setspecific(exitKey, &cache);
        }
        *(void **)pointer = cache.heads[index];
        cache.heads[index] = pointer;
        cache.counts[index]++;
        return;
    }
    __libc_free(pointer);
}

void *routegen_malloc_cache_calloc(size_t count, size_t size) { return __libc_calloc(count, size); }

void *routegen_malloc_cache_realloc(void *pointer, size_t size) { return __libc_realloc(pointer, size); }

#else

int routegen_malloc_cache_is_active(void) { return 0; }
size_t routegen_malloc_cache_depth(void) { return 0; }
size_t routegen_malloc_cache_count(size_t size) { (void)size; return 0; }
size_t routegen_malloc_cache_usable_size(void *pointer) { (void)pointer; return 0; }
size_t routegen_malloc_cache_flushed_blocks(void) { return 0; }
void *routegen_malloc_cache_malloc(size_t size) { return malloc(size); }
void routegen_malloc_cache_free(void *pointer) { free(pointer); }
void *routegen_malloc_cache_calloc(size_t count, size_t size) { return calloc(count, size); }
void *routegen_malloc_cache_realloc(void *pointer, size_t size) { return realloc(pointer, size); }

#endif
