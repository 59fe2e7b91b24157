#ifndef ROUTEGEN_YAML_FLOOR_H
#define ROUTEGEN_YAML_FLOOR_H

#include <stddef.h>

/// Parses `length` bytes of YAML with libyaml's event API, consuming every event and building
/// nothing: the least any YAML reader can do. Returns the number of events, or -1 when libyaml
/// reports an error, with its 1-based line in `*error_line` (when not NULL).
long yaml_floor_parse(const unsigned char *bytes, size_t length, size_t *error_line);

#endif
