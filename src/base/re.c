/* base/re.c - the PCRE2 wrapper.
 *
 * Every pattern is compiled with PCRE2_UTF and every match runs with
 * PCRE2_MATCH_INVALID_UTF (a compile option since 10.34), so bytes that are not
 * UTF-8 never make a match fail with an error. The match data is made once per
 * pattern; the JIT is tried once a pattern has served JIT_AFTER matches. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "base/re.h"

#include "base/check.h"
#include "base/utf8.h"

#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { JIT_AFTER = 32 };

struct Regex {
    pcre2_code *code;
    pcre2_match_data *md;
    unsigned long uses; /* matches run, to decide on the JIT */
    bool jit;
};

static void set_error(ReError *err, int code, size_t offset)
{
    if (!err) return;
    if (pcre2_get_error_message(code, (PCRE2_UCHAR *)err->msg, sizeof err->msg) < 0 && !err->msg[0])
        snprintf(err->msg, sizeof err->msg, "error %d", code);
    err->offset = offset;
}

/* The end of a (*UTF) among the start-of-pattern items "(*NAME...)", or 0. */
static size_t utf_directive(Str p)
{
    for (size_t i = 0; i + 1 < p.len && p.ptr[i] == '(' && p.ptr[i + 1] == '*';) {
        const char *close = memchr(p.ptr + i, ')', p.len - i);
        if (!close) return 0;
        size_t end = (size_t)(close - p.ptr) + 1;
        if (end - i == 6 && !memcmp(p.ptr + i, "(*UTF)", 6)) return end;
        i = end;
    }
    return 0;
}

Regex *re_compile(Str pattern, unsigned flags, ReError *err)
{
    size_t bad = flags & RE_NO_UTF_DIRECTIVE ? utf_directive(pattern) : 0;
    if (bad) {
        set_error(err, PCRE2_ERROR_UTF_IS_DISABLED, bad);
        return NULL;
    }
    uint32_t opts = PCRE2_UTF | PCRE2_MATCH_INVALID_UTF;
    if (flags & RE_CASELESS) opts |= PCRE2_CASELESS;
    int code;
    PCRE2_SIZE offset;
    pcre2_code *c = pcre2_compile((PCRE2_SPTR)(pattern.ptr ? pattern.ptr : ""), pattern.len, opts, &code,
                                  &offset, NULL);
    if (!c) {
        set_error(err, code, offset);
        return NULL;
    }
    Regex *re = xcalloc(1, sizeof *re);
    re->code = c;
    re->md = pcre2_match_data_create_from_pattern(c, NULL);
    if (!re->md) mn_panic(__FILE__, __LINE__, "out of memory");
    return re;
}

void re_free(Regex *re)
{
    if (!re) return;
    pcre2_match_data_free(re->md);
    pcre2_code_free(re->code);
    free(re);
}

size_t re_group_count(const Regex *re)
{
    uint32_t n = 0;
    pcre2_pattern_info(re->code, PCRE2_INFO_CAPTURECOUNT, &n);
    return n;
}

size_t re_name_count(const Regex *re)
{
    uint32_t n = 0;
    pcre2_pattern_info(re->code, PCRE2_INFO_NAMECOUNT, &n);
    return n;
}

Str re_name_at(const Regex *re, size_t i, size_t *group)
{
    /* The name table: entries of entry_size bytes, a 2-byte big-endian group
     * number and then the NUL-terminated name. */
    PCRE2_SPTR table = NULL;
    uint32_t entry = 0;
    pcre2_pattern_info(re->code, PCRE2_INFO_NAMETABLE, &table);
    pcre2_pattern_info(re->code, PCRE2_INFO_NAMEENTRYSIZE, &entry);
    const unsigned char *e = table + i * entry;
    if (group) *group = (size_t)e[0] << 8 | e[1];
    return str_cstr((const char *)e + 2);
}

/* Counts a use and switches to the JIT once it pays (pcre2_match and
 * pcre2_substitute use the JIT code by themselves once it exists). */
static void count_use(Regex *re)
{
    if (!re->jit && ++re->uses > JIT_AFTER) {
        re->jit = true;
        pcre2_jit_compile(re->code, PCRE2_JIT_COMPLETE); /* failure: the interpreter is used */
    }
}

static int run(Regex *re, Str subject, size_t start, uint32_t opts, ReError *err)
{
    count_use(re);
    int rc = pcre2_match(re->code, (PCRE2_SPTR)(subject.ptr ? subject.ptr : ""), subject.len, start, opts,
                         re->md, NULL);
    if (rc >= 0) return 1;
    if (rc == PCRE2_ERROR_NOMATCH) return 0;
    set_error(err, rc, start);
    return -1;
}

int re_match(Regex *re, Str subject, size_t start, ReError *err)
{
    if (start > subject.len) return 0;
    return run(re, subject, start, 0, err);
}

bool re_span(const Regex *re, size_t group, size_t *begin, size_t *end)
{
    if (group >= pcre2_get_ovector_count(re->md)) return false;
    const PCRE2_SIZE *ov = pcre2_get_ovector_pointer(re->md);
    if (ov[2 * group] == PCRE2_UNSET) return false;
    *begin = ov[2 * group];
    *end = ov[2 * group + 1];
    return true;
}

/* Matches found the way fish 4 finds them (the Rust pcre2 crate): after an
 * empty match the search goes on one character later, and an empty match
 * right where the previous match ended is skipped. */
int re_next(Regex *re, Str subject, ReIter *it, ReError *err)
{
    while (!it->done && it->pos <= subject.len) {
        int rc = run(re, subject, it->pos, 0, err);
        if (rc <= 0) {
            it->done = true;
            return rc;
        }
        const PCRE2_SIZE *ov = pcre2_get_ovector_pointer(re->md);
        size_t b = ov[0], e = ov[1];
        if (b == e) {
            uint32_t cp;
            it->pos = e < subject.len ? e + utf8_decode(subject.ptr + e, subject.len - e, &cp) : e + 1;
            if (it->has_last && e == it->last) continue;
        } else {
            it->pos = e;
        }
        it->last = e;
        it->has_last = true;
        return 1;
    }
    it->done = true;
    return 0;
}

long re_substitute(Regex *re, Str subject, Str replacement, bool all, StrBuf *out, ReError *err)
{
    uint32_t opts = PCRE2_SUBSTITUTE_EXTENDED | PCRE2_SUBSTITUTE_UNSET_EMPTY |
                    PCRE2_SUBSTITUTE_OVERFLOW_LENGTH | (all ? PCRE2_SUBSTITUTE_GLOBAL : 0);
    size_t room = subject.len + replacement.len + 64;
    count_use(re);
    for (;;) {
        sb_reserve(out, room + 1);
        PCRE2_SIZE len = room;
        int rc = pcre2_substitute(re->code, (PCRE2_SPTR)(subject.ptr ? subject.ptr : ""), subject.len, 0,
                                  opts, re->md, NULL,
                                  (PCRE2_SPTR)(replacement.ptr ? replacement.ptr : ""), replacement.len,
                                  (PCRE2_UCHAR *)out->ptr + out->len, &len);
        if (rc == PCRE2_ERROR_NOMEMORY) {
            room = len; /* the length needed */
            continue;
        }
        if (rc < 0) {
            set_error(err, rc, 0);
            if (out->ptr) out->ptr[out->len] = '\0';
            return -1;
        }
        out->len += len;
        out->ptr[out->len] = '\0';
        return rc;
    }
}
