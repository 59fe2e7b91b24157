#ifndef ROUTEGEN_FLOOR_H
#define ROUTEGEN_FLOOR_H

#include <stddef.h>

/// What the floor read: spec files, their bytes and libyaml events.
typedef struct {
    size_t file_count;
    size_t byte_count;
    size_t event_count;
} floor_input_totals;

/// Parses every `*.routes.yaml` and `*.app.yaml` among `paths` (files, or folders searched
/// recursively, skipping hidden ones as routegen does) with libyaml's event API, adding to
/// `totals`. Returns 0, or -1 after printing why to standard error.
int floor_read_specs(char *const *paths, int path_count, floor_input_totals *totals);

/// Writes `file_count` files of `byte_count` bytes in all into `folder` (created if needed),
/// each through a temporary file renamed over it, without fsync: what routegen does for each
/// file it creates. Returns 0, or -1 after printing why to standard error.
int floor_write_outputs(const char *folder, size_t file_count, size_t byte_count);

/// Reads back the files `floor_write_outputs` writes and compares them with what it would
/// write, after listing the folder: what a run that finds everything up to date does. Returns
/// the number of files that differ or are missing, or -1 after printing why to standard error.
long floor_check_outputs(const char *folder, size_t file_count, size_t byte_count);

#endif
