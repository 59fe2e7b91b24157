#ifndef CMALLOCINTERPOSITION_H
#define CMALLOCINTERPOSITION_H

// Nothing to import: linking this target into an executable is what makes CMallocCache its
// allocator, through the definitions of malloc, free, calloc and realloc in
// MallocInterposition.c.

#endif
