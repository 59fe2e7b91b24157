#include "yaml_floor.h"

#include <yaml.h>

long yaml_floor_parse(const unsigned char *bytes, size_t length, size_t *error_line) {
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        if (error_line) *error_line = 0;
        return -1;
    }
    yaml_parser_set_input_string(&parser, bytes, length);
    long count = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            // libyaml's marks are 0-based.
            if (error_line) *error_line = parser.problem_mark.line + 1;
            count = -1;
            break;
        }
        yaml_event_type_t type = event.type;
        yaml_event_delete(&event);
        count += 1;
        if (type == YAML_STREAM_END_EVENT) break;
    }
    yaml_parser_delete(&parser);
    return count;
}
