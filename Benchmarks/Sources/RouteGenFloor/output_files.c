#include "floor.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/// The bytes of file `index`: `byte_count / file_count`, one more for the first remainder files.
static size_t size_of_file(size_t index, size_t file_count, size_t byte_count) {
    return byte_count / file_count + (index < byte_count % file_count ? 1 : 0);
}

/// A buffer of `size` bytes of Swift comment lines, the same for every file.
static unsigned char *make_contents(size_t size) {
    static const char line[] = "// Written by routegen-floor: the bytes a generated file would take.\n";
    unsigned char *bytes = malloc(size > 0 ? size : 1);
    if (!bytes) return NULL;
    for (size_t offset = 0; offset < size; offset += sizeof line - 1) {
        size_t count = size - offset < sizeof line - 1 ? size - offset : sizeof line - 1;
        memcpy(bytes + offset, line, count);
    }
    return bytes;
}

static void file_path(char *buffer, size_t length, const char *folder, size_t index) {
    snprintf(buffer, length, "%s/Floor%06zu.swift", folder, index);
}

static int make_folder(const char *path) {
    if (mkdir(path, 0777) == 0 || errno == EEXIST) return 0;
    if (errno != ENOENT) return -1;
    char *parent = strdup(path);
    char *slash = strrchr(parent, '/');
    int result = -1;
    if (slash && slash != parent) {
        *slash = '\0';
        if (make_folder(parent) == 0) result = (mkdir(path, 0777) == 0 || errno == EEXIST) ? 0 : -1;
    }
    free(parent);
    return result;
}

static int write_all(int descriptor, const unsigned char *bytes, size_t size) {
    size_t written = 0;
    while (written < size) {
        ssize_t result = write(descriptor, bytes + written, size - written);
        if (result < 0 && errno == EINTR) continue;
        if (result < 0) return -1;
        written += (size_t)result;
    }
    return 0;
}

int floor_write_outputs(const char *folder, size_t file_count, size_t byte_count) {
    if (file_count == 0) return 0;
    if (make_folder(folder) != 0) {
        fprintf(stderr, "routegen-floor: cannot create %s: %s\n", folder, strerror(errno));
        return -1;
    }
    unsigned char *contents = make_contents(size_of_file(0, file_count, byte_count));
    size_t length = strlen(folder) + 64;
    char *path = malloc(length), *temporary = malloc(length);
    int result = contents && path && temporary ? 0 : -1;
    for (size_t index = 0; result == 0 && index < file_count; index++) {
        file_path(path, length, folder, index);
        snprintf(temporary, length, "%s/.Floor%06zu.swift.floor-%d.tmp", folder, index, (int)getpid());
        int descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (descriptor < 0
            || write_all(descriptor, contents, size_of_file(index, file_count, byte_count)) != 0
            || close(descriptor) != 0
            || rename(temporary, path) != 0) {
            fprintf(stderr, "routegen-floor: cannot write %s: %s\n", path, strerror(errno));
            result = -1;
        }
    }
    free(contents);
    free(path);
    free(temporary);
    return result;
}

/// Whether the file at `path` holds exactly `size` bytes of `contents`.
static int holds(const char *path, const unsigned char *contents, unsigned char *buffer, size_t size) {
    int descriptor = open(path, O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return 0;
    struct stat status;
    int same = fstat(descriptor, &status) == 0 && (size_t)status.st_size == size;
    size_t read_count = 0;
    while (same && read_count < size) {
        ssize_t result = read(descriptor, buffer + read_count, size - read_count);
        if (result < 0 && errno == EINTR) continue;
        if (result <= 0) break;
        read_count += (size_t)result;
    }
    close(descriptor);
    return same && read_count == size && memcmp(buffer, contents, size) == 0;
}

long floor_check_outputs(const char *folder, size_t file_count, size_t byte_count) {
    DIR *listing = opendir(folder);
    if (!listing) return (long)file_count;
    while (readdir(listing) != NULL) {}
    closedir(listing);
    if (file_count == 0) return 0;
    size_t largest = size_of_file(0, file_count, byte_count);
    unsigned char *contents = make_contents(largest), *buffer = malloc(largest > 0 ? largest : 1);
    size_t length = strlen(folder) + 64;
    char *path = malloc(length);
    if (!contents || !buffer || !path) {
        fprintf(stderr, "routegen-floor: out of memory\n");
        free(contents);
        free(buffer);
        free(path);
        return -1;
    }
    long differing = 0;
    for (size_t index = 0; index < file_count; index++) {
        file_path(path, length, folder, index);
        if (!holds(path, contents, buffer, size_of_file(index, file_count, byte_count))) differing += 1;
    }
    free(contents);
    free(buffer);
    free(path);
    return differing;
}
