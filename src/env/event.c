/* env/event.c - the handler table: a plain array, searched in order (there
 * are a few dozen handlers at most, and order of definition is the order
 * handlers run). */
#include "env/event.h"

#include "base/check.h"
#include "base/vec.h"

#include <stdlib.h>
#include <string.h>

typedef struct Handler {
    EventKind kind;
    char *param;    /* owned */
    char *function; /* owned */
} Handler;

struct EventTable {
    Handler *items;
    size_t n, cap;
};

EventTable *event_new(void)
{
    return xcalloc(1, sizeof(EventTable));
}

void event_free(EventTable *t)
{
    if (!t) return;
    for (size_t i = 0; i < t->n; i++) {
        free(t->items[i].param);
        free(t->items[i].function);
    }
    free(t->items);
    free(t);
}

void event_add(EventTable *t, EventKind kind, Str param, Str function)
{
    Handler h = {kind, xmemdup(param.ptr, param.len), xmemdup(function.ptr, function.len)};
    VEC_PUSH(t->items, t->n, t->cap, 8, h);
}

/* Drops the handlers drop() picks. */
static void remove_where(EventTable *t, bool (*drop)(const Handler *h, int kind, Str s), int kind, Str s)
{
    size_t kept = 0;
    for (size_t i = 0; i < t->n; i++) {
        Handler *h = &t->items[i];
        if (drop(h, kind, s)) {
            free(h->param);
            free(h->function);
        } else {
            t->items[kept++] = *h;
        }
    }
    t->n = kept;
}

static bool of_function(const Handler *h, int kind, Str function)
{
    (void)kind;
    return str_eq_cstr(function, h->function);
}

static bool of_param(const Handler *h, int kind, Str param)
{
    return (int)h->kind == kind && str_eq_cstr(param, h->param);
}

void event_remove_function(EventTable *t, Str function)
{
    remove_where(t, of_function, 0, function);
}

void event_remove_param(EventTable *t, EventKind kind, Str param)
{
    remove_where(t, of_param, (int)kind, param);
}

bool event_has(const EventTable *t, EventKind kind, Str param)
{
    for (size_t i = 0; i < t->n; i++) {
        if (t->items[i].kind == kind && str_eq_cstr(param, t->items[i].param)) return true;
    }
    return false;
}

void event_handlers(const EventTable *t, EventKind kind, Str param, StrList *out)
{
    for (size_t i = 0; i < t->n; i++) {
        const Handler *h = &t->items[i];
        if (h->kind == kind && str_eq_cstr(param, h->param)) sl_push_cstr(out, h->function);
    }
}

bool event_at(const EventTable *t, size_t i, EventKind *kind, const char **param, const char **function)
{
    if (i >= t->n) return false;
    *kind = t->items[i].kind;
    *param = t->items[i].param;
    *function = t->items[i].function;
    return true;
}
