// routegen-floor: the physical minimum of a routegen run, the "floor" that routegen's wall clock
// is measured against (Benchmarks/Scripts/floor-ratio.sh). It parses the same spec files with
// libyaml's event API, building nothing, and writes as many files of as many bytes in all as
// routegen writes, each through a temporary file and a rename. With --check it writes nothing
// and reads back what it would write instead: the floor of a run that finds everything up to date.

#include "floor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: routegen-floor <spec-or-folder>... -o <folder> --files <count> --bytes <count> [--check] [-v]\n"
    "Parses every *.routes.yaml and *.app.yaml with libyaml's event API, then writes <count> files\n"
    "of <count> bytes in all into <folder>; with --check, reads them back instead and exits 1 if any differ.\n";

static int parse_count(const char *text, size_t *count) {
    char *end = NULL;
    unsigned long long value = text ? strtoull(text, &end, 10) : 0;
    if (!text || *text == '\0' || *end != '\0') return -1;
    *count = (size_t)value;
    return 0;
}

int main(int argc, char **argv) {
    char **inputs = calloc((size_t)argc, sizeof *inputs);
    if (!inputs) return 1;
    int input_count = 0, check = 0, verbose = 0;
    const char *folder = NULL;
    size_t file_count = 0, byte_count = 0;
    int has_files = 0, has_bytes = 0;
    for (int index = 1; index < argc; index++) {
        const char *argument = argv[index];
        const char *value = index + 1 < argc ? argv[index + 1] : NULL;
        if (strcmp(argument, "-o") == 0 || strcmp(argument, "--output") == 0) {
            folder = value;
            index++;
        } else if (strcmp(argument, "--files") == 0) {
            has_files = parse_count(value, &file_count) == 0;
            index++;
        } else if (strcmp(argument, "--bytes") == 0) {
            has_bytes = parse_count(value, &byte_count) == 0;
            index++;
        } else if (strcmp(argument, "--check") == 0) {
            check = 1;
        } else if (strcmp(argument, "-v") == 0 || strcmp(argument, "--verbose") == 0) {
            verbose = 1;
        } else if (strcmp(argument, "-h") == 0 || strcmp(argument, "--help") == 0) {
            fputs(usage, stdout);
            return 0;
        } else if (argument[0] == '-') {
            fprintf(stderr, "routegen-floor: unknown option '%s'\n%s", argument, usage);
            return 2;
        } else {
            inputs[input_count++] = argv[index];
        }
    }
    if (!folder || !has_files || !has_bytes || input_count == 0) {
        fputs(usage, stderr);
        return 2;
    }

    floor_input_totals totals = {0, 0, 0};
    if (floor_read_specs(inputs, input_count, &totals) != 0) return 1;
    free(inputs);
    if (check) {
        long differing = floor_check_outputs(folder, file_count, byte_count);
        if (differing < 0) return 1;
        if (verbose) printf("routegen-floor: %ld of %zu files differ\n", differing, file_count);
        if (differing > 0) return 1;
    } else if (floor_write_outputs(folder, file_count, byte_count) != 0) {
        return 1;
    }
    if (verbose) {
        printf("routegen-floor: parsed %zu specs (%zu bytes, %zu events); %s %zu files (%zu bytes)\n",
               totals.file_count, totals.byte_count, totals.event_count, check ? "checked" : "wrote",
               file_count, byte_count);
    }
    return 0;
}
