#include "floor.h"
#include "yaml_floor.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int has_suffix(const char *name, const char *suffix) {
    size_t name_length = strlen(name), suffix_length = strlen(suffix);
    return name_length > suffix_length && strcmp(name + name_length - suffix_length, suffix) == 0;
}

static int is_spec_name(const char *name) {
    return has_suffix(name, ".routes.yaml") || has_suffix(name, ".app.yaml");
}

/// Reads the whole file and parses it; the bytes live only as long as the parse.
static int read_spec(const char *path, floor_input_totals *totals) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    struct stat status;
    if (descriptor < 0 || fstat(descriptor, &status) != 0) {
        fprintf(stderr, "routegen-floor: cannot read %s: %s\n", path, strerror(errno));
        if (descriptor >= 0) close(descriptor);
        return -1;
    }
    size_t size = (size_t)status.st_size, read_count = 0;
    unsigned char *bytes = malloc(size > 0 ? size : 1);
    while (bytes && read_count < size) {
        ssize_t result = read(descriptor, bytes + read_count, size - read_count);
        if (result < 0 && errno == EINTR) continue;
        if (result <= 0) break;
        read_count += (size_t)result;
    }
    close(descriptor);
    if (!bytes || read_count != size) {
        fprintf(stderr, "routegen-floor: cannot read %s\n", path);
        free(bytes);
        return -1;
    }
    size_t error_line = 0;
    long events = yaml_floor_parse(bytes, size, &error_line);
    free(bytes);
    if (events < 0) {
        fprintf(stderr, "%s:%zu: error: libyaml cannot parse this file\n", path, error_line);
        return -1;
    }
    totals->file_count += 1;
    totals->byte_count += size;
    totals->event_count += (size_t)events;
    return 0;
}

static int read_folder(const char *path, floor_input_totals *totals) {
    DIR *folder = opendir(path);
    if (!folder) {
        fprintf(stderr, "routegen-floor: cannot list %s: %s\n", path, strerror(errno));
        return -1;
    }
    int result = 0;
    struct dirent *entry;
    while (result == 0 && (entry = readdir(folder)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        size_t length = strlen(path) + 1 + strlen(entry->d_name) + 1;
        char *child = malloc(length);
        snprintf(child, length, "%s/%s", path, entry->d_name);
        struct stat status;
        if (stat(child, &status) == 0) {
            if (S_ISDIR(status.st_mode)) {
                result = read_folder(child, totals);
            } else if (S_ISREG(status.st_mode) && is_spec_name(entry->d_name)) {
                result = read_spec(child, totals);
            }
        }
        free(child);
    }
    closedir(folder);
    return result;
}

int floor_read_specs(char *const *paths, int path_count, floor_input_totals *totals) {
    for (int index = 0; index < path_count; index++) {
        struct stat status;
        if (stat(paths[index], &status) != 0) {
            fprintf(stderr, "routegen-floor: %s: %s\n", paths[index], strerror(errno));
            return -1;
        }
        int result = S_ISDIR(status.st_mode) ? read_folder(paths[index], totals) : read_spec(paths[index], totals);
        if (result != 0) return -1;
    }
    return 0;
}
