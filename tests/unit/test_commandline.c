/* tests/unit/test_commandline.c - `commandline` with a line editor present.
 *
 * The check file (tests/checks/builtin_commandline.fish) runs without an
 * editor; here sh->editor is filled as the editor fills it before running a
 * binding, the builtin is called through the builtin table, and what it
 * printed and what it changed in the shared state are checked. */
#include "unit.h"

#include "builtins/builtins.h"

#include <stdarg.h>
#include <string.h>

static Shell sh;
static StrBuf out, err;

static void editor(const char *text, size_t cursor)
{
    EditorLink *ed = &sh.editor;
    ed->active = true;
    sb_clear(&ed->text);
    sb_append_cstr(&ed->text, text);
    ed->cursor = cursor;
    ed->changed = false;
    ed->has_selection = false;
    ed->pager = ed->pager_full = ed->search_mode = ed->showing_suggestion = false;
    ed->search_field_shown = false;
    sb_clear(&ed->search_field);
    ed->search_cursor = 0;
    sl_clear(&ed->queued);
    ed->repaint = 0;
    ed->transient = (Str){NULL, 0};
}

/* Runs commandline with the arguments given (NULL-terminated); its output
 * lands in out and err. */
static int cl(const char *first, ...)
{
    char *argv[32] = {"commandline"};
    int argc = 1;
    va_list ap;
    va_start(ap, first);
    for (const char *a = first; a && argc < 31; a = va_arg(ap, const char *)) argv[argc++] = (char *)a;
    va_end(ap);
    argv[argc] = NULL;
    sb_clear(&out);
    sb_clear(&err);
    Io io = io_standard();
    io.t[1] = (IoTarget){.fd = 1, .buf = &out};
    io.t[2] = (IoTarget){.fd = 2, .buf = &err};
    const Builtin *b = shell_builtin(&sh, STR("commandline"));
    if (!b) return -1;
    return b->fn(&sh, &io, argc, argv);
}

#define OUT (out.ptr ? out.ptr : "")
#define TEXT (sh.editor.text.ptr ? sh.editor.text.ptr : "")

TEST(setup)
{
    char *envp[] = {NULL};
    shell_init(&sh, "minnow", envp, SHELL_NO_UNIVERSAL);
    EXPECT(shell_builtin(&sh, STR("commandline")) != NULL);
}

TEST(prints_the_line_and_parts_of_it)
{
    editor("echo hello | cat; ls -l", 3);
    EXPECT_EQ_INT(cl(NULL), 0);
    EXPECT_STR_EQ(OUT, "echo hello | cat; ls -l\n");
    EXPECT_EQ_INT(cl("-j", NULL), 0);
    EXPECT_STR_EQ(OUT, "echo hello | cat\n");
    EXPECT_EQ_INT(cl("-p", NULL), 0);
    EXPECT_STR_EQ(OUT, "echo hello \n");
    EXPECT_EQ_INT(cl("-t", NULL), 0);
    EXPECT_STR_EQ(OUT, "echo\n");
    EXPECT_EQ_INT(cl("-c", NULL), 0);
    EXPECT_STR_EQ(OUT, "ech\n");
    EXPECT_EQ_INT(cl("-ct", NULL), 0);
    EXPECT_STR_EQ(OUT, "ech\n");
    editor("echo hello | cat; ls -l", 19);
    EXPECT_EQ_INT(cl("-j", NULL), 0);
    EXPECT_STR_EQ(OUT, " ls -l\n");
    EXPECT_EQ_INT(cl("-xp", NULL), 0);
    EXPECT_STR_EQ(OUT, "ls\n-l\n");
    EXPECT(!sh.editor.changed);
}

TEST(the_cursor_in_a_substitution_limits_the_parts)
{
    editor("echo (ls -l | grep x) y", 14); /* on the r of grep */
    EXPECT_EQ_INT(cl("-j", NULL), 0);
    EXPECT_STR_EQ(OUT, "ls -l | grep x\n");
    EXPECT_EQ_INT(cl("-p", NULL), 0);
    EXPECT_STR_EQ(OUT, " grep x\n");
    EXPECT_EQ_INT(cl("-t", NULL), 0);
    EXPECT_STR_EQ(OUT, "grep\n");
    EXPECT_EQ_INT(cl("-pxc", NULL), 0);
    EXPECT_STR_EQ(OUT, "");
    editor("echo (ls -l | grep x) y", 23);
    EXPECT_EQ_INT(cl("-t", NULL), 0);
    EXPECT_STR_EQ(OUT, "y\n");
}

TEST(cursor_positions_count_characters)
{
    editor("h\xc3\xa9llo w\xc3\xb6rld", 7); /* before the w */
    EXPECT_EQ_INT(cl("-C", NULL), 0);
    EXPECT_STR_EQ(OUT, "6\n");
    EXPECT_EQ_INT(cl("-C", "2", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 3);
    EXPECT(sh.editor.changed);
    EXPECT_EQ_INT(cl("-C", "-5", NULL), 2); /* an option, as in fish */
    EXPECT(strstr(err.ptr, "commandline: -5: unknown option") != NULL);
    EXPECT_EQ_INT(cl("-C", "--", "-5", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 0);
    EXPECT_EQ_INT(cl("-C", "100", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 13);
    EXPECT_EQ_INT(cl("-C", "--", "-9223372036854775808", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 0);
    EXPECT_EQ_INT(cl("-C", "9223372036854775807", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 13);
}

TEST(cursor_relative_to_a_token)
{
    editor("echo foo bar", 10); /* in bar, after its b */
    EXPECT_EQ_INT(cl("-Ct", NULL), 0);
    EXPECT_STR_EQ(OUT, "1\n");
    EXPECT_EQ_INT(cl("-Cj", NULL), 0);
    EXPECT_STR_EQ(OUT, "10\n");
    EXPECT_EQ_INT(cl("-t", "-C", "2", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 11);
    EXPECT_EQ_INT(cl("-t", "-C", "--", "-1", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 8);
    EXPECT_EQ_INT(cl("-C", "x", NULL), 0); /* reported, taken as 0 */
    EXPECT(strstr(err.ptr, "commandline: x: invalid integer") != NULL);
    EXPECT_EQ_SIZE(sh.editor.cursor, 0);
}

TEST(replace_append_insert)
{
    editor("echo hello", 4);
    EXPECT_EQ_INT(cl("foo bar", NULL), 0);
    EXPECT_STR_EQ(TEXT, "foo bar");
    EXPECT_EQ_SIZE(sh.editor.cursor, 7);
    EXPECT(sh.editor.changed);
    editor("echo hello", 4);
    EXPECT_EQ_INT(cl("-a", " world", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echo hello world");
    EXPECT_EQ_SIZE(sh.editor.cursor, 4);
    editor("echo hello", 4);
    EXPECT_EQ_INT(cl("-i", "X", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echoX hello");
    EXPECT_EQ_SIZE(sh.editor.cursor, 5);
    editor("echo hello", 4);
    EXPECT_EQ_INT(cl("-r", "a", "b", "c", NULL), 0); /* joined with newlines */
    EXPECT_STR_EQ(TEXT, "a\nb\nc");
    EXPECT_EQ_SIZE(sh.editor.cursor, 5);
    editor("echo hello", 4);
    EXPECT_EQ_INT(cl("-a", NULL), 1); /* nothing to add */
    EXPECT(!sh.editor.changed);
}

TEST(replace_a_token_job_or_process)
{
    editor("echo foo bar", 6);
    EXPECT_EQ_INT(cl("-t", "bazz", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echo bazz bar");
    EXPECT_EQ_SIZE(sh.editor.cursor, 9);
    editor("echo foo  bar", 9); /* between two words: the token is empty */
    EXPECT_EQ_INT(cl("-t", "X", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echo foo X bar");
    editor("echo foo bar", 6);
    EXPECT_EQ_INT(cl("-ta", "X", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echo fooX bar");
    EXPECT_EQ_SIZE(sh.editor.cursor, 6);
    editor("echo foo bar", 6);
    EXPECT_EQ_INT(cl("-ti", "X", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echo fXoo bar");
    EXPECT_EQ_SIZE(sh.editor.cursor, 7);
    editor("a | b; c", 0);
    EXPECT_EQ_INT(cl("-p", "x", NULL), 0);
    EXPECT_STR_EQ(TEXT, "x| b; c");
    editor("a | b; c", 4);
    EXPECT_EQ_INT(cl("-j", "x", NULL), 0);
    EXPECT_STR_EQ(TEXT, "x; c");
}

TEST(input_replaces_the_text_read_but_changes_the_line)
{
    editor("something else", 0);
    EXPECT_EQ_INT(cl("-I", "foo bar", "-t", NULL), 0);
    EXPECT_STR_EQ(OUT, "bar\n");
    EXPECT_EQ_INT(cl("-I", "foo bar", "-t", "baz", NULL), 0); /* as fish: the result goes to the line */
    EXPECT_STR_EQ(TEXT, "foo baz");
}

TEST(insert_smart_drops_pasted_prompts)
{
    editor("", 0);
    EXPECT_EQ_INT(cl("--insert-smart", "$ echo hi\n$ ls $ x", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echo hi\nls $ x");
    EXPECT_EQ_SIZE(sh.editor.cursor, 14);
    editor("echo ", 5); /* not a command position: kept */
    EXPECT_EQ_INT(cl("--insert-smart", "$ x", NULL), 0);
    EXPECT_STR_EQ(TEXT, "echo $ x");
    editor("", 0);
    EXPECT_EQ_INT(cl("--insert-smart", "no prompt", NULL), 0);
    EXPECT_STR_EQ(TEXT, "no prompt");
    editor("", 0);
    EXPECT_EQ_INT(cl("--insert-smart", "-t", "x", NULL), 2);
    EXPECT(strstr(err.ptr, "--insert-smart --current-token: options cannot be used together") != NULL);
}

TEST(function_queues_input_functions)
{
    editor("x", 0);
    EXPECT_EQ_INT(cl("-f", "beginning-of-line", "repaint", "end-of-line", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.queued.n, 3);
    if (sh.editor.queued.n == 3) {
        EXPECT_STR_EQ(sh.editor.queued.items[0].ptr, "beginning-of-line");
        EXPECT_STR_EQ(sh.editor.queued.items[2].ptr, "end-of-line");
    }
    EXPECT_EQ_INT(sh.editor.repaint, 1);
    EXPECT_EQ_INT(cl("-f", "nosuch", NULL), 2);
    EXPECT(strstr(err.ptr, "commandline: Unknown input function 'nosuch'") != NULL);
    EXPECT_EQ_SIZE(sh.editor.queued.n, 3);
    EXPECT_EQ_INT(cl("-f", "-t", "repaint", NULL), 2);
    EXPECT(strstr(err.ptr, "commandline: invalid option combination") != NULL);
    EXPECT_EQ_INT(cl("-f", NULL), 2);
    EXPECT(strstr(err.ptr, "commandline: --function: option requires an argument") != NULL);
}

TEST(selection)
{
    editor("h\xc3\xa9llo world", 0);
    EXPECT_EQ_INT(cl("-s", NULL), 0);
    EXPECT_STR_EQ(OUT, "");
    EXPECT_EQ_INT(cl("-B", NULL), 1);
    EXPECT_EQ_INT(cl("-E", NULL), 1);
    sh.editor.has_selection = true;
    sh.editor.sel_start = 1;
    sh.editor.sel_end = 5;
    EXPECT_EQ_INT(cl("-s", NULL), 0);
    EXPECT_STR_EQ(OUT, "\xc3\xa9ll");
    EXPECT_EQ_INT(cl("-B", NULL), 0);
    EXPECT_STR_EQ(OUT, "1\n");
    EXPECT_EQ_INT(cl("-E", NULL), 0);
    EXPECT_STR_EQ(OUT, "4\n");
    EXPECT_EQ_INT(cl("-B", "3", NULL), 2);
}

TEST(state_questions)
{
    editor("x", 0);
    EXPECT_EQ_INT(cl("-S", NULL), 1);
    EXPECT_EQ_INT(cl("-P", NULL), 1);
    EXPECT_EQ_INT(cl("--paging-full-mode", NULL), 1);
    EXPECT_EQ_INT(cl("--showing-suggestion", NULL), 1);
    sh.editor.search_mode = sh.editor.pager = sh.editor.showing_suggestion = true;
    EXPECT_EQ_INT(cl("-S", NULL), 0);
    EXPECT_EQ_INT(cl("-P", NULL), 0);
    EXPECT_EQ_INT(cl("--paging-full-mode", NULL), 1);
    sh.editor.pager_full = true;
    EXPECT_EQ_INT(cl("--paging-full-mode", NULL), 0);
    EXPECT_EQ_INT(cl("--showing-suggestion", NULL), 0);
    editor("if true", 7);
    EXPECT_EQ_INT(cl("--is-valid", NULL), 2);
    editor("echo )", 0);
    EXPECT_EQ_INT(cl("--is-valid", NULL), 1);
    editor("echo ok", 0);
    EXPECT_EQ_INT(cl("--is-valid", NULL), 0);
    EXPECT(!sh.editor.changed);
}

TEST(search_field)
{
    editor("the line", 3);
    EXPECT_EQ_INT(cl("--search-field", NULL), 1);
    sh.editor.search_field_shown = true;
    sb_append_cstr(&sh.editor.search_field, "abc");
    sh.editor.search_cursor = 1;
    EXPECT_EQ_INT(cl("--search-field", NULL), 0);
    EXPECT_STR_EQ(OUT, "abc\n");
    EXPECT_EQ_INT(cl("--search-field", "-C", NULL), 0);
    EXPECT_STR_EQ(OUT, "1\n");
    EXPECT_EQ_INT(cl("--search-field", "-i", "X", NULL), 0);
    EXPECT_STR_EQ(sh.editor.search_field.ptr, "aXbc");
    EXPECT_EQ_SIZE(sh.editor.search_cursor, 2);
    EXPECT_STR_EQ(TEXT, "the line");
    EXPECT_EQ_INT(cl("--search-field", "-t", NULL), 2);
}

TEST(lines_and_columns)
{
    editor("echo a\n  w\xc3\xb6rd\nlast", 12); /* second line, before the r */
    EXPECT_EQ_INT(cl("-L", NULL), 0);
    EXPECT_STR_EQ(OUT, "2\n");
    EXPECT_EQ_INT(cl("--column", NULL), 0);
    EXPECT_STR_EQ(OUT, "5\n");
    EXPECT_EQ_INT(cl("-L", "3", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 15);
    EXPECT_EQ_INT(cl("-L", "4", NULL), 2);
    EXPECT(strstr(err.ptr, "commandline: there is no line 4") != NULL);
    EXPECT_EQ_INT(cl("-L", "0", NULL), 2);
    EXPECT(strstr(err.ptr, "commandline: line/column index starts at 1") != NULL);
    editor("echo a\n  w\xc3\xb6rd\nlast", 7);
    EXPECT_EQ_INT(cl("--column", "5", NULL), 0);
    EXPECT_EQ_SIZE(sh.editor.cursor, 12);
    EXPECT_EQ_INT(cl("--column", "9", NULL), 2);
    EXPECT(strstr(err.ptr, "commandline: 9: column exceeds line length") == NULL);
    EXPECT(strstr(err.ptr, "commandline: column 9 exceeds line length") != NULL);
}

TEST(a_completed_line_is_read_without_an_editor)
{
    editor("", 0);
    sh.editor.active = false;
    sh.editor.transient = STR("git checkout ma");
    EXPECT_EQ_INT(cl("-ct", NULL), 0);
    EXPECT_STR_EQ(OUT, "ma\n");
    EXPECT_EQ_INT(cl("-xpc", NULL), 0);
    EXPECT_STR_EQ(OUT, "git\ncheckout\n");
    EXPECT_EQ_INT(cl("-C", NULL), 0);
    EXPECT_STR_EQ(OUT, "15\n");
    EXPECT_EQ_INT(cl("-C", "1", NULL), 1);
    EXPECT(strstr(err.ptr, "setting cursor while evaluating 'complete --arguments' is not yet supported") != NULL);
    sh.editor.transient = (Str){NULL, 0};
    EXPECT_EQ_INT(cl(NULL), 1);
    EXPECT(strstr(err.ptr, "commandline: Can not set commandline in non-interactive mode") != NULL);
    EXPECT_EQ_INT(cl("-f", "repaint", NULL), 0); /* checked, not queued */
    EXPECT_EQ_SIZE(sh.editor.queued.n, 0);
}

/* Substitutions in quotes nest as deep as the line goes: no recursion
 * (and past 256 levels the parts are looked for at that level). */
TEST(deep_nesting_is_no_crash)
{
    for (int depth = 200; depth <= 40000; depth *= 200) {
        StrBuf deep = STRBUF_INIT;
        sb_append_cstr(&deep, "echo ");
        for (int i = 0; i < depth; i++) sb_append_cstr(&deep, "\"$(");
        sb_append_cstr(&deep, "x y");
        editor(deep.ptr, deep.len);
        EXPECT_EQ_INT(cl("-t", NULL), 0);
        if (depth == 200) EXPECT_STR_EQ(OUT, "y\n");
        EXPECT_EQ_INT(cl("-p", NULL), 0);
        if (depth == 200) EXPECT_STR_EQ(OUT, "x y\n");
        EXPECT_EQ_INT(cl("--is-valid", NULL), 2);
        sb_fini(&deep);
    }
}

TEST(teardown)
{
    sb_fini(&out);
    sb_fini(&err);
    shell_fini(&sh);
}
