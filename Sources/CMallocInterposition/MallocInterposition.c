// Makes CMallocCache the allocator of the process it is linked into: with glibc, an
// executable's own malloc, free, calloc and realloc are the ones every library's calls reach
// (glibc documents replacing them this way). Linked into the `routegen` executable only, never
// into the libraries or the tests. Elsewhere this file defines nothing.

#include "CMallocCache.h"

#if ROUTEGEN_MALLOC_CACHE_RUNS

void *malloc(size_t size) { return routegen_malloc_cache_malloc(size); }
void free(void *pointer) { routegen_malloc_cache_free(pointer); }
void *calloc(size_t count, size_t size) { return routegen_malloc_cache_calloc(count, size); }
void *realloc(void *pointer, size_t size) { return routegen_malloc_cache_realloc(pointer, size); }

#else

// A translation unit must declare something.
typedef int routegen_malloc_interposition_unused;

#endif
