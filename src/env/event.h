/* env/event.h - who handles which event: `function --on-event`,
 * `--on-variable`, `--on-signal`, `--on-job-exit`, `--on-process-exit`.
 *
 * The table only records handlers and answers "which functions handle this";
 * exec runs them at safe points (env never runs code). */
#ifndef MINNOW_ENV_EVENT_H
#define MINNOW_ENV_EVENT_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum EventKind { EVENT_GENERIC, EVENT_VARIABLE, EVENT_SIGNAL, EVENT_JOB_EXIT, EVENT_PROCESS_EXIT } EventKind;

typedef struct EventTable EventTable;

EventTable *event_new(void);
void event_free(EventTable *t);
/* Records that function handles (kind, param); param is the event or
 * variable name, or the signal number or pid in decimal. */
void event_add(EventTable *t, EventKind kind, Str param, Str function);
/* Drops every handler function had (when it is redefined or erased). */
void event_remove_function(EventTable *t, Str function);
/* Drops every handler of (kind, param) (one-shot events: a caller's exit). */
void event_remove_param(EventTable *t, EventKind kind, Str param);
/* Whether any function handles (kind, param); cheap, for hot paths. */
bool event_has(const EventTable *t, EventKind kind, Str param);
/* Appends the functions that handle (kind, param), in the order they were added. */
void event_handlers(const EventTable *t, EventKind kind, Str param, StrList *out);
/* The i-th handler in the order they were added (for `functions --handlers`
 * and function definitions): false past the end. *param and *function are
 * borrowed until the table next changes. */
bool event_at(const EventTable *t, size_t i, EventKind *kind, const char **param, const char **function);

#endif
