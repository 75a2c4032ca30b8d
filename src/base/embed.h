/* base/embed.h - text files compiled into the binary (doc pages; later share/).
 *
 * mk/embed.c writes the table at build time from doc/; names are paths under
 * doc/ such as "cmds/cd.md". The data is NUL-terminated and lives forever. */
#ifndef MINNOW_BASE_EMBED_H
#define MINNOW_BASE_EMBED_H

#include <stddef.h>

typedef struct EmbeddedFile {
    const char *name; /* sorted (strcmp) */
    const char *data; /* NUL-terminated */
} EmbeddedFile;

extern const EmbeddedFile embedded_files[];
extern const size_t embedded_count;

/* The file called name, or NULL; *len gets its size. */
const char *embed_find(const char *name, size_t *len);

#endif
