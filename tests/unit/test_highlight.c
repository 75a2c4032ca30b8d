/* tests/unit/test_highlight.c - roles per byte, the disk cache and its
 * thread, and the escapes drawn for roles.
 *
 * Expectations are written under the line, one letter per byte:
 *   .  normal (and what is not checked yet)   X  error
 *   c  command     k  keyword     e  end (; | & newline)
 *   p  param       o  option      #  comment     O  operator
 *   s  escape      q  quote       r  redirection
 * and a second string for the modifiers: u valid path, m matching bracket,
 * b both, anything else none. Disk answers are waited for before the line
 * is checked (settle), except in the tests about the cache itself.
 *
 * The shell sees a fake PATH and a fake working directory in a temporary
 * folder: bin/ holds the only commands (ls, cat, git), work/ the files. */
#include "unit.h"
#include "unit_files.h"

#include "base/check.h"
#include "env/var.h"
#include "exec/eval.h"
#include "interactive/filetest.h"
#include "interactive/highlight.h"

#include <poll.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static Shell sh;
static Highlighter *hl;
static char work[512], bin[512];

static const char letters[HL_ROLE_COUNT] = {
    [HL_NORMAL] = '.', [HL_ERROR] = 'X', [HL_COMMAND] = 'c', [HL_KEYWORD] = 'k',
    [HL_END] = 'e', [HL_PARAM] = 'p', [HL_OPTION] = 'o', [HL_COMMENT] = '#',
    [HL_OPERATOR] = 'O', [HL_ESCAPE] = 's', [HL_QUOTE] = 'q', [HL_REDIRECTION] = 'r',
};

static void write_exec(const char *dir, const char *name)
{
    write_text(dir, name, "#!/bin/sh\n");
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    chmod(path, 0755);
}

static void run(const char *script)
{
    Io io = io_standard();
    eval_text(&sh, str_cstr(script), NULL, &io);
}

static void set_var(const char *name, const char *value)
{
    vars_set_one(sh.vars, str_cstr(name), VM_GLOBAL, str_cstr(value));
}

/* Waits for every disk answer the line needs. */
static void settle(const char *line, size_t cursor)
{
    uint8_t *roles = xmalloc(strlen(line) + 1);
    for (int round = 0; round < 50; round++) {
        hl_compute(hl, str_cstr(line), cursor, roles);
        if (hl_waiting(hl) == 0) break;
        while (hl_waiting(hl)) {
            if (!hl_wait(hl, 2000)) break;
            hl_take_results(hl);
        }
    }
    free(roles);
}

/* Computes (after settling when wait) and compares with want and mods. */
static void check_at(const char *file, int lineno, const char *line, size_t cursor, bool wait,
                     const char *want, const char *mods)
{
    size_t n = strlen(line);
    uint8_t roles[4096];
    char got[4096], got_mods[4096];
    if (n >= sizeof roles) abort();
    if (wait) settle(line, cursor);
    hl_compute(hl, str_make(line, n), cursor, roles);
    bool mods_ok = true;
    for (size_t i = 0; i < n; i++) {
        unsigned r = roles[i] & HL_ROLE_MASK;
        got[i] = r < HL_ROLE_COUNT && letters[r] ? letters[r] : '?';
        bool u = roles[i] & HL_MOD_VALID_PATH, m = roles[i] & HL_MOD_MATCH;
        got_mods[i] = u && m ? 'b' : u ? 'u' : m ? 'm' : ' ';
        if (mods) {
            char w = i < strlen(mods) ? mods[i] : ' ';
            if (w != 'u' && w != 'm' && w != 'b') w = ' ';
            if (w != got_mods[i]) mods_ok = false;
        } else if (u || m) {
            mods_ok = false;
        }
    }
    got[n] = got_mods[n] = '\0';
    if (strlen(want) != n) {
        unit_fail(file, lineno, "expectation for \"%s\" has %zu letters, the line %zu bytes", line,
                  strlen(want), n);
    } else if (strcmp(got, want) != 0 || !mods_ok) {
        unit_fail(file, lineno, "roles differ for:");
        printf("    line: %s\n    want: %s\n    got:  %s\n", line, want, got);
        printf("    mods want: [%s]\n    mods got:  [%s]\n", mods ? mods : "", got_mods);
    }
}

#define CHECK(line, want) check_at(__FILE__, __LINE__, line, SIZE_MAX, true, want, NULL)
#define CHECK_MODS(line, cursor, want, mods) check_at(__FILE__, __LINE__, line, cursor, true, want, mods)
#define CHECK_NOW(line, want) check_at(__FILE__, __LINE__, line, SIZE_MAX, false, want, NULL)

TEST(setup)
{
    const char *root = folder("hl");
    snprintf(bin, sizeof bin, "%s/bin", root);
    snprintf(work, sizeof work, "%s/work", root);
    folder("hl/bin");
    folder("hl/work/dir/inner");
    folder("hl/fn");
    folder("hl/home/projects");
    folder("hl/cdpath/elsewhere");
    write_exec(bin, "ls");
    write_exec(bin, "cat");
    write_exec(bin, "git");
    write_text(bin, "notexec", "");
    write_text(work, "foo", "");
    write_text(work, "bar", "");
    write_text(work, "-dash", "");
    write_exec(work, "script");
    char fn[600];
    snprintf(fn, sizeof fn, "%s/fn", root);
    write_text(fn, "autofn.fish", "function autofn; end\n");
    char path_env[600], home_env[600];
    snprintf(path_env, sizeof path_env, "PATH=%s", bin);
    snprintf(home_env, sizeof home_env, "HOME=%s/home", root);
    char *envp[] = {path_env, home_env, NULL};
    shell_init(&sh, "minnow", envp, SHELL_NO_UNIVERSAL);
    set_var("fish_function_path", fn);
    set_var("PWD", work);
    EXPECT(chdir(work) == 0);
    run("function myfn; end; abbr -a gco git checkout");
    hl = hl_new(&sh);
    EXPECT(hl != NULL);
    EXPECT(hl_fd(hl) >= 0);
}

TEST(commands_builtins_functions_abbreviations)
{
    CHECK("echo", "cccc");
    CHECK("ls", "cc");
    CHECK("ech", "XXX");
    CHECK("myfn", "cccc");
    CHECK("autofn", "cccccc"); /* not loaded yet: found in fish_function_path */
    CHECK("gco", "ccc");
    CHECK("notexec", "XXXXXXX");
    CHECK("command ls", "kkkkkkk.cc");
    CHECK("command myfn", "kkkkkkk.XXXX"); /* command: only PATH */
    CHECK("builtin echo", "kkkkkkk.cccc");
    CHECK("builtin ls", "kkkkkkk.XX");
    CHECK("exec cat", "kkkk.ccc");
    CHECK("command -v", "ccccccc.oo");
}

TEST(paths_as_commands)
{
    CHECK("./script", "cccccccc");
    CHECK("./foo", "XXXXX");          /* not executable */
    CHECK("dir/", "cccc");            /* a directory written as a path: implicit cd */
    CHECK("./dir", "ccccc");
    CHECK("..", "cc");
    CHECK("nodir/", "XXXXXX");
    CHECK("'ls'", "qqqq");            /* quotes are removed (and shown, as fish does) */
    CHECK("$HOME", "OOOOO");          /* expands to a directory path: implicit cd */
    CHECK("$nosuchvar", "XXXXXXXXXX"); /* expands to nothing */
    CHECK("l*", "cO");                /* wildcards: not checked */
    CHECK("(echo ls)", "XXXXXXXXX");  /* no substitution as a command */
}

TEST(arguments_options_and_dashdash)
{
    CHECK("ls -l --all -- -x y", "cc.oo.ooooo.oo.pp.p");
    CHECK("ls --foo=bar", "cc.ooooooooo");
}

TEST(valid_paths_are_underlined)
{
    CHECK_MODS("cat foo nofile dir/inner", SIZE_MAX, "ccc.ppp.pppppp.ppppppppp",
               "    uuu        uuuuuuuuu");
    CHECK_MODS("cat ~/projects", SIZE_MAX, "ccc.Oppppppppp", "    uuuuuuuuuu");
    CHECK_MODS("cat '-dash'", SIZE_MAX, "ccc.qqqqqqq", "    uuuuuuu");
    CHECK_MODS("cat $HOME", SIZE_MAX, "ccc.OOOOO", NULL); /* variables: fish does not check */
    /* the word under the cursor counts when it begins an existing path */
    CHECK_MODS("cat fo", 6, "ccc.pp", "    uu");
    CHECK_MODS("cat fo", 2, "ccc.pp", NULL);
    CHECK_MODS("cat di", 5, "ccc.pp", "    uu");
    CHECK_MODS("cat dir/inn", 11, "ccc.ppppppp", "    uuuuuuu");
    CHECK_MODS("cat dir/x", 9, "ccc.ppppp", NULL);
}

TEST(cd_wants_a_directory)
{
    CHECK_MODS("cd dir", SIZE_MAX, "cc.ppp", "   uuu");
    CHECK("cd foo", "cc.XXX");
    CHECK("cd nodir", "cc.XXXXX");
    CHECK("cd --help", "cc.oooooo");
    CHECK_MODS("cd di", 5, "cc.pp", "   uu");
    char cdp[600];
    snprintf(cdp, sizeof cdp, "%s/../cdpath", work);
    set_var("CDPATH", cdp);
    CHECK_MODS("cd elsewhere", SIZE_MAX, "cc.ppppppppp", "   uuuuuuuuu");
    CHECK_MODS("cd dir", SIZE_MAX, "cc.ppp", "   uuu"); /* $PWD is searched too */
    CHECK("cd ./elsewhere", "cc.XXXXXXXXXXX");            /* ./ ignores CDPATH */
    vars_erase(sh.vars, STR("CDPATH"), VM_GLOBAL);
}

TEST(keywords_and_separators)
{
    CHECK("if true; echo a; else if false; end",
          "kk.cccce.cccc.pe.kkkk.kk.ccccce.kkk");
    CHECK("for x in a b; echo $x; end", "kkk.p.kk.p.pe.cccc.OOe.kkk");
    CHECK("while true; end", "kkkkk.cccce.kkk");
    CHECK("switch $x; case a b; end", "kkkkkk.OOe.kkkk.p.pe.kkk");
    CHECK("function f -a x; end", "kkkkkkkk.p.oo.pe.kkk");
    CHECK("begin; echo; end", "kkkkke.cccce.kkk");
    CHECK("{ echo; }", "k.cccce.k");
    CHECK("not true", "OOO.cccc");
    CHECK("! true", "O.cccc");
    CHECK("time ls", "OOOO.cc");
    CHECK("true && ls || cat", "cccc.OO.cc.OO.ccc");
    CHECK("true; and ls; or cat", "cccce.OOO.cce.OO.ccc");
    CHECK("ls | cat &", "cc.e.ccc.e");
    CHECK("ls &| cat", "cc.ee.ccc");
    CHECK("if --help", "cc.oooooo"); /* a keyword with --help is the builtin */
}

TEST(multi_line_blocks)
{
    CHECK("begin\n  echo a\nend", "kkkkke..cccc.pekkk");
    CHECK("if true\n  ls\nelse\n  cat\nend", "kk.cccce..ccekkkke..cccekkk");
}

TEST(quotes_variables_escapes)
{
    CHECK("echo 'a b' \"c $d e\"", "cccc.qqqqq.qqqOOqqq");
    CHECK("echo \"$x[1]\" $y[2..3]", "cccc.qOOOpOq.OOOppppO");
    CHECK("echo \"a \\\" \\$ \\n\"", "cccc.qqqssqssqqqq");
    CHECK("echo \"$x[$i]\" \"$y[1\"", "cccc.qOOOOOOq.qOOXqq");
    CHECK("echo 'it\\'s'", "cccc.qqqssqq");
    CHECK("echo \\n\\x41 \\U10FFFF \\q", "cccc.ssssss.ssssssss.pp");
    CHECK("echo $$x $PATH", "cccc.OOO.OOOOO");
    CHECK_MODS("echo ~ ~/foo a~", SIZE_MAX, "cccc.O.Opppp.pp", "     u");
    CHECK("echo *.c **/x ?", "cccc.Opp.OOpp.p");
    CHECK("echo {a,b}c", "cccc.OpOpOp");
    CHECK("echo %self", "cccc.OOOOO");
    CHECK("echo a\\ b", "cccc.pssp");
}

TEST(comments)
{
    CHECK("echo a # hi", "cccc.p.####");
    CHECK("# all", "#####");
    CHECK("echo a#b", "cccc.ppp");
    CHECK("echo a\n# c\nls", "cccc.pe###ecc");
}

TEST(redirections)
{
    CHECK_MODS("cat < foo > out 2>&1 >> bar", SIZE_MAX, "ccc.r.rrr.r.rrr.rrrr.rr.rrr",
               "      uuu               uuu");
    CHECK("cat < nofile", "ccc.r.XXXXXX");
    CHECK("cat < dir", "ccc.r.XXX");
    CHECK("echo > dir", "cccc.r.XXX");
    CHECK("echo > nodir/x", "cccc.r.XXXXXXX");
    CHECK("echo > x/", "cccc.r.XX");
    CHECK_MODS("echo >? foo", SIZE_MAX, "cccc.rr.XXX", NULL); /* no clobbering */
    CHECK("echo >? new", "cccc.rr.rrr");
    CHECK("echo 2>&x", "cccc.rrrX");
    CHECK("echo >&-", "cccc.rrr");
    CHECK("echo > (echo f)", "cccc.r.Occcc.pO");
    CHECK("cat < $nosuch", "ccc.r.XXXXXXX");
    /* variables the line itself sets are not checked */
    CHECK_MODS("set x foo; cat < $x", SIZE_MAX, "ccc.p.pppe.ccc.r.rr", "      uuu");
    CHECK("for f in a; cat < $f; end", "kkk.p.kk.pe.ccc.r.rre.kkk");
    CHECK("x=1 cat < $x", "pOp.ccc.r.rr");
}

TEST(command_substitutions_are_highlighted_inside)
{
    CHECK("echo (ls -l) $(cat)", "cccc.Occ.ooO.OOcccO");
    CHECK("echo \"a $(ech) b\"", "cccc.qqqOOXXXOqqq");
    CHECK("echo (echo (ls))", "cccc.Occcc.OccOO");
    CHECK("echo (ls # c\n)", "cccc.Occ.###eO");
}

TEST(errors)
{
    CHECK("end", "XXX");
    CHECK("echo; else", "cccce.XXXX");
    CHECK("case", "XXXX");
    CHECK("if true; case; end", "kk.cccce.XXXXe.XXX"); /* the if is lost: end is stray */
    CHECK("echo )", "cccc.X");
    CHECK("echo $", "cccc.X");
    CHECK("echo $? a", "cccc.Xp.p");
    CHECK("echo \"$\"", "cccc.qXq");
    CHECK("echo {a,b", "cccc.XpOp");
    CHECK("echo $x[1", "cccc.OOXp");
    CHECK("echo \"abc", "cccc.Xqqq");
    CHECK("echo 'abc", "cccc.Xqqq");
    CHECK("echo (ls", "cccc.Xcc");
    CHECK("echo a\\", "cccc.pX");
    CHECK("echo \\U110000 \\777", "cccc.XXXXXXXX.XXXX");
    CHECK("a=b", "pOp"); /* a command may follow */
    CHECK("a=b;", "XXXe");
    CHECK("ls | | cat", "cc.e.X.ccc");
    CHECK("ls |& cat", "cc.ee.ccc"); /* fish 4: |& is &| */
    /* names of variables to set that cannot be */
    CHECK("for a-b in x; end", "kkk.XXX.kk.pe.kkk");
    CHECK("for 1x in x; end", "kkk.pp.kk.pe.kkk");
    CHECK("set a-b 1", "ccc.XXX.p");
    CHECK("set -l -- -x 1", "ccc.oo.oo.XX.p");
    CHECK("set -q a.b[1]", "ccc.oo.XXXppp");
    CHECK("set -e ok[1]", "ccc.oo.ppppp");
    CHECK("set $v x", "ccc.OO.p");
}

TEST(assignments)
{
    CHECK("a=1 b[1]=2 ls $a", "pOp.ppppOp.cc.OO");
}

TEST(matching_bracket_and_quote)
{
    const char *l = "echo (ls) 'a' \"z\" $x[1] {a,b}; { ls; }";
    const char *r = "cccc.OccO.qqq.qqq.OOOpO.OpOpOe.k.cce.k";
    CHECK_MODS(l, 5, r, "     m  m");                              /* on the ( */
    CHECK_MODS(l, 9, r, "     m  m");                              /* just after the ) */
    CHECK_MODS(l, 10, r, "          m m");                         /* on the ' */
    CHECK_MODS(l, 16, r, "              m m");                     /* on the closing " */
    CHECK_MODS(l, 20, r, "                    m m");               /* on the [ */
    CHECK_MODS(l, 24, r, "                        m   m");         /* a brace expansion */
    CHECK_MODS(l, 31, r, "                               m     m"); /* a brace block */
    CHECK_MODS(l, 2, r, NULL);
    CHECK_MODS("echo (ls", 5, "cccc.Xcc", NULL); /* no partner */
}

TEST(unchecked_commands_are_neutral_until_the_thread_answers)
{
    write_exec(bin, "late");
    uint8_t roles[16];
    hl_compute(hl, STR("late x"), SIZE_MAX, roles);
    EXPECT_EQ_INT(roles[0], HL_NORMAL); /* asked, not answered: no error */
    EXPECT(hl_waiting(hl) > 0);
    CHECK("late x", "cccc.p");
    /* a stale answer stays while it is checked again */
    char path[600];
    snprintf(path, sizeof path, "%s/late", bin);
    unlink(path);
    hl_invalidate(hl);
    hl_compute(hl, STR("late x"), SIZE_MAX, roles);
    EXPECT_EQ_INT(roles[0], HL_COMMAND);
    CHECK("late x", "XXXX.p");
    /* a new PATH drops the answers found through the old one */
    hl_compute(hl, STR("ls"), SIZE_MAX, roles);
    EXPECT_EQ_INT(roles[0], HL_COMMAND);
    set_var("PATH", "/nonexistent");
    hl_compute(hl, STR("ls"), SIZE_MAX, roles);
    EXPECT_EQ_INT(roles[0], HL_NORMAL);
    CHECK("ls", "XX");
    set_var("PATH", bin);
    CHECK("ls", "cc");
    /* a file that appears is seen after invalidation */
    CHECK_MODS("cat newfile", SIZE_MAX, "ccc.ppppppp", NULL);
    write_text(work, "newfile", "");
    hl_invalidate(hl);
    CHECK_MODS("cat newfile", SIZE_MAX, "ccc.ppppppp", "    uuuuuuu");
    /* answers arriving say whether anything changed */
    write_exec(bin, "later");
    hl_compute(hl, STR("later"), SIZE_MAX, roles);
    EXPECT(hl_wait(hl, 2000));
    EXPECT(hl_take_results(hl));
    hl_compute(hl, STR("later"), SIZE_MAX, roles);
    EXPECT_EQ_INT(roles[0], HL_COMMAND);
    EXPECT_EQ_SIZE(hl_waiting(hl), 0);
}

/* hl_check_suggestion once the disk has answered everything it asks. */
static HlVerdict settled_verdict(const char *line, const StrList *paths)
{
    HlVerdict v = hl_check_suggestion(hl, str_cstr(line), paths);
    for (int n = 0; v == HL_SUGGEST_NOT_YET && n < 100; n++) {
        hl_wait(hl, 50);
        hl_take_results(hl);
        v = hl_check_suggestion(hl, str_cstr(line), paths);
    }
    return v;
}

TEST(suggestions_from_history_are_checked_as_fish_4_does)
{
    static const struct {
        const char *line;
        HlVerdict want;
    } cases[] = {
        {"ls -l", HL_SUGGEST_OK},           /* on PATH */
        {"nosuchcmd x", HL_SUGGEST_BAD},
        {"echo x", HL_SUGGEST_OK},          /* builtin */
        {"myfn", HL_SUGGEST_OK},            /* function */
        {"autofn", HL_SUGGEST_OK},          /* autoloadable */
        {"gco main", HL_SUGGEST_OK},        /* abbreviation */
        {"./script a", HL_SUGGEST_OK},      /* relative to $PWD */
        {"./foo", HL_SUGGEST_BAD},          /* not executable */
        {"command myfn", HL_SUGGEST_BAD},   /* decorated: PATH only */
        {"x=1 ls; nosuchcmd", HL_SUGGEST_OK}, /* the first command counts */
        {"nosuchcmd | ls", HL_SUGGEST_BAD},
        {"if nosuchcmd; end", HL_SUGGEST_OK}, /* not a plain command: passes */
        {"$nosuchvar x", HL_SUGGEST_OK},    /* cannot be known without running */
        {"(nosuchcmd) x", HL_SUGGEST_OK},
        {"cd dir", HL_SUGGEST_OK},
        {"cd nodir", HL_SUGGEST_BAD},
        {"cd foo", HL_SUGGEST_BAD},         /* a file */
        {"cd .", HL_SUGGEST_BAD},           /* where we are */
        {"cd", HL_SUGGEST_OK},
        {"cd --he", HL_SUGGEST_OK},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        HlVerdict v = settled_verdict(cases[i].line, NULL);
        if (v != cases[i].want) printf("  %s: got %d\n", cases[i].line, (int)v);
        EXPECT_EQ_INT(v, cases[i].want);
    }
    /* the paths the entry named, absolute */
    StrList paths = STRLIST_INIT;
    char p[600];
    snprintf(p, sizeof p, "%s/foo", work);
    sl_push_cstr(&paths, p);
    EXPECT_EQ_INT(settled_verdict("cat foo", &paths), HL_SUGGEST_OK);
    snprintf(p, sizeof p, "%s/gone", work);
    sl_push_cstr(&paths, p);
    EXPECT_EQ_INT(settled_verdict("cat foo gone", &paths), HL_SUGGEST_BAD);
    sl_fini(&paths);
    /* after a command ran, answers from before it do not count: a command
       removed meanwhile is not offered while it is checked again */
    write_exec(bin, "fleeting");
    EXPECT_EQ_INT(settled_verdict("fleeting", NULL), HL_SUGGEST_OK);
    char path[600];
    snprintf(path, sizeof path, "%s/fleeting", bin);
    unlink(path);
    hl_invalidate(hl);
    EXPECT_EQ_INT(hl_check_suggestion(hl, STR("fleeting"), NULL), HL_SUGGEST_NOT_YET);
    uint8_t roles[16];
    hl_compute(hl, STR("fleeting"), SIZE_MAX, roles);
    EXPECT_EQ_INT(roles[0], HL_COMMAND); /* highlighting keeps the old answer meanwhile */
    EXPECT(hl_wait(hl, 2000));
    EXPECT(hl_take_results(hl)); /* the suggestion's answer came: check again */
    EXPECT_EQ_INT(settled_verdict("fleeting", NULL), HL_SUGGEST_BAD);
}

TEST(file_tester_directly)
{
    FileTester *ft = ft_new();
    StrList path = {0};
    sl_push_cstr(&path, bin);
    ft_set_env(ft, &path, NULL);
    char p[600];
    snprintf(p, sizeof p, "%s/dir", work);
    struct {
        FtKind kind;
        const char *key;
        FtAnswer want;
    } cases[] = {
        {FT_COMMAND, "cat", FT_YES},     {FT_COMMAND, "zzz", FT_NO},
        {FT_EXISTS, p, FT_YES},          {FT_DIR, p, FT_YES},
        {FT_READ, p, FT_NO},             {FT_WRITE, p, FT_NO},
        {FT_PREFIX, p, FT_YES},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Str key = str_cstr(cases[i].key);
        FtAnswer a = ft_ask(ft, cases[i].kind, key);
        for (int n = 0; a == FT_UNKNOWN && n < 100; n++) {
            struct pollfd pf = {.fd = ft_fd(ft), .events = POLLIN};
            poll(&pf, 1, 50);
            ft_take(ft);
            a = ft_ask(ft, cases[i].kind, key);
        }
        if (a != cases[i].want) printf("  case %zu: got %d\n", i, (int)a);
        EXPECT_EQ_INT(a, cases[i].want);
    }
    /* many questions at once: the oldest may be dropped, none is lost */
    for (int i = 0; i < 600; i++) {
        if (i % 200 == 0) ft_begin_round(ft);
        char k[32];
        snprintf(k, sizeof k, "/nonexistent/%d", i);
        ft_ask(ft, FT_EXISTS, str_cstr(k));
    }
    for (int n = 0; ft_waiting(ft) && n < 400; n++) {
        struct pollfd pf = {.fd = ft_fd(ft), .events = POLLIN};
        poll(&pf, 1, 50);
        ft_take(ft);
    }
    EXPECT_EQ_SIZE(ft_waiting(ft), 0);
    sl_fini(&path);
    ft_free(ft);
}

TEST(a_huge_line_asks_a_bounded_number_of_questions)
{
    StrBuf line = STRBUF_INIT;
    sb_append_cstr(&line, "cat");
    for (int i = 0; i < 3000; i++) sb_append_cstr(&line, " foo");
    uint8_t *roles = xmalloc(line.len);
    settle(line.ptr, SIZE_MAX);
    hl_compute(hl, sb_str(&line), SIZE_MAX, roles);
    EXPECT(roles[4] & HL_MOD_VALID_PATH);                 /* the first words are checked */
    EXPECT(!(roles[line.len - 1] & HL_MOD_VALID_PATH));  /* the rest are left alone */
    EXPECT_EQ_SIZE(hl_waiting(hl), 0);
    free(roles);
    sb_fini(&line);
}

TEST(escapes_for_roles)
{
    set_var("fish_color_command", "blue");
    set_var("fish_color_param", "cyan");
    set_var("fish_color_valid_path", "--underline");
    set_var("fish_color_match", "--background=brblue");
    set_var("fish_color_selection", "white --bold --background=brblack");
    set_var("fish_color_search_match", "--background=magenta");
    vars_erase(sh.vars, STR("fish_color_keyword"), VM_GLOBAL);
    vars_erase(sh.vars, STR("fish_color_option"), VM_GLOBAL);
    Str cmd = hl_escape(hl, HL_COMMAND, HL_OVER_NONE);
    EXPECT(cmd.len > 0);
    EXPECT(str_eq(hl_escape(hl, HL_KEYWORD, HL_OVER_NONE), cmd)); /* keyword -> command */
    EXPECT(str_eq(hl_escape(hl, HL_OPTION, HL_OVER_NONE), hl_escape(hl, HL_PARAM, HL_OVER_NONE)));
    Str vp = hl_escape(hl, HL_PARAM | HL_MOD_VALID_PATH, HL_OVER_NONE);
    EXPECT(strstr(vp.ptr, "4m") || strstr(vp.ptr, ";4") || strstr(vp.ptr, "[4"));
    Str m = hl_escape(hl, HL_OPERATOR | HL_MOD_MATCH, HL_OVER_NONE);
    EXPECT(strstr(m.ptr, "104") != NULL); /* bright blue background */
    Str sel = hl_escape(hl, HL_COMMAND, HL_OVER_SELECTION);
    EXPECT(str_eq(sel, hl_escape(hl, HL_SELECTION, HL_OVER_NONE)));
    Str search = hl_escape(hl, HL_COMMAND, HL_OVER_SEARCH_MATCH);
    EXPECT(strstr(search.ptr, "45") != NULL); /* magenta background, command's foreground */
    EXPECT(strstr(search.ptr, "34") != NULL);
    /* a change of a colour variable is seen */
    set_var("fish_color_command", "red");
    Str red = hl_escape(hl, HL_COMMAND, HL_OVER_NONE);
    EXPECT(strstr(red.ptr, "31") != NULL);
    set_var("fish_color_keyword", "green");
    EXPECT(strstr(hl_escape(hl, HL_KEYWORD, HL_OVER_NONE).ptr, "32") != NULL);
    /* nothing set at all: the terminal's default */
    set_var("fish_color_comment", "");
    vars_erase(sh.vars, STR("fish_color_normal"), VM_GLOBAL);
    EXPECT_EQ_SIZE(hl_escape(hl, HL_COMMENT, HL_OVER_NONE).len, 0);
    EXPECT_STR_EQ(hl_role_var(HL_PAGER_SELECTED_PREFIX), "fish_pager_color_selected_prefix");
    EXPECT_EQ_INT(hl_role_fallback(HL_PAGER_SELECTED_BACKGROUND), HL_SEARCH_MATCH);
    EXPECT_EQ_INT(hl_role_fallback(HL_ERROR), HL_NORMAL);
}

TEST(odd_input_is_no_crash)
{
    uint8_t *roles = xmalloc(400000);
    StrBuf deep = STRBUF_INIT;
    for (int i = 0; i < 300; i++) sb_append_cstr(&deep, "echo (");
    for (int i = 0; i < 300; i++) sb_append_cstr(&deep, ")");
    hl_compute(hl, sb_str(&deep), deep.len / 2, roles);
    sb_clear(&deep);
    for (int i = 0; i < 20000; i++) sb_append_cstr(&deep, "begin; if true; "); /* 320 kB */
    hl_compute(hl, sb_str(&deep), SIZE_MAX, roles);
    sb_clear(&deep);
    for (int i = 0; i < 256; i++) sb_append_char(&deep, (char)i);
    hl_compute(hl, sb_str(&deep), 3, roles);
    sb_clear(&deep);
    sb_append_cstr(&deep, "echo ");
    for (int i = 0; i < 20000; i++) sb_append_cstr(&deep, "$a[");
    hl_compute(hl, sb_str(&deep), SIZE_MAX, roles);
    sb_clear(&deep);
    sb_append_cstr(&deep, "echo \"");
    for (int i = 0; i < 20000; i++) sb_append_cstr(&deep, "$a[");
    hl_compute(hl, sb_str(&deep), SIZE_MAX, roles);
    hl_compute(hl, STR(""), 0, roles);
    hl_compute(hl, STR("\"$(\"$(\"$("), 9, roles);
    sb_fini(&deep);
    free(roles);
    EXPECT(true);
}

TEST(timing_of_a_typical_line)
{
    const char *line = "git log --oneline -n 20 | grep -v 'Merge' > out.txt; and echo \"done: $status\" # x";
    settle(line, strlen(line));
    uint8_t roles[128];
    struct timespec a, b;
    int n = 20000;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (int i = 0; i < n; i++) hl_compute(hl, str_cstr(line), strlen(line), roles);
    clock_gettime(CLOCK_MONOTONIC, &b);
    double us = ((double)(b.tv_sec - a.tv_sec) * 1e9 + (double)(b.tv_nsec - a.tv_nsec)) / 1e3 / n;
    printf("  hl_compute on %zu bytes: %.2f us\n", strlen(line), us);
    EXPECT(us < 2000); /* a loose bound: sanitizer builds are slow */
}

/* Whether the editor's option check finds an error in line. */
static bool option_error(const char *line)
{
    size_t n = strlen(line);
    uint8_t roles[4096];
    settle(line, SIZE_MAX);
    hl_compute(hl, str_make(line, n), SIZE_MAX, roles);
    size_t at, len, end;
    Str note, fix;
    return hl_bad_option(hl, str_make(line, n), &at, &len, &end, &note, &fix);
}

TEST(options_of_builtins_as_the_editor_checks_them)
{
    hl_check_options(hl, true);
    /* what the builtins take, including values that look like options,
       numbers, words after an operand or `--`, and builtins never checked */
    static const char *const fine[] = {
        "set -l x 1", "set -gx PATH /bin", "set -q x", "set --query x", "set -e x", "set -S x",
        "set x -5", "set -l x --foo", "set --qu x", "string match -rq a b", "string split -m1 , a,b",
        "string replace -ra x y z", "string pad -w 10 -c . x", "string sub -s 2 -l 3 abc",
        "string join -- , a b", "string match -- --foo x", "string sub -s -2 abc",
        "string split --max 1 , a,b", "string shorten -m 5 abc", "string trim -c x y",
        "string repeat -n 3 x", "string match -e x y", "string collect -N", "string length -V x",
        "path basename -E x", "path filter -d x", "path sort --unique --key=basename x",
        "status is-interactive", "status --is-interactive", "status current-filename",
        "read -P '> ' x", "read -l -s x", "read -n 1 x", "read --delimiter , a b",
        "commandline -f repaint", "commandline -ct", "commandline --current-token",
        "commandline -r x", "complete -c foo -s x -l xx -a 'a b' -d desc",
        "complete -c foo -n 'test -x y' -f", "bind -M insert ctrl-x 'echo hi'",
        "abbr -a gco git checkout --force", "abbr --add --position anywhere -- LL '| less'",
        "abbr -e gco", "abbr --query x", "argparse h/help -- $argv",
        "argparse -n foo --min-args 1 h -- --x", "math -s 2 1/3", "math --scale=2 1/3",
        "math -5 + 3", "printf '%s' -x", "test -n x", "[ -z x ]", "count -a", "echo -n -e -foo",
        "exit -1", "return -2", "random -5 5", "ulimit -n 1024", "ulimit -Sn", "functions -q foo",
        "functions --details foo", "type -q ls", "type -a ls", "builtin -n", "command -v ls",
        "command -sq ls", "contains -i x a b", "contains -- -x a", "jobs -p", "emit foo -x",
        "history search --prefix x", "cd -", "cd -P /", "source - -x", "pwd -P", "block -l",
        "set_color -o red", "set_color --bold red", "set_color -b normal", "not -x",
        "function foo -a x; end", "switch -x; case -y; end", "for x in -a -b; end",
        "begin; end -x", "set $v --bogus", "set -l '--bogus' x", "ls --colr", "cat --colr",
    };
    for (size_t i = 0; i < sizeof fine / sizeof *fine; i++)
        if (option_error(fine[i])) unit_fail(__FILE__, __LINE__, "flagged: %s", fine[i]);
    static const char *const bad[] = {
        "set --quury x",       "set -l -Z x",    "string match --regx x y", "status --bogus",
        "math --scael=2 1",    "read --bogus x", "abbr --bogus",            "pwd --physcal",
        "set -l x (set --bogus y)",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        if (!option_error(bad[i])) unit_fail(__FILE__, __LINE__, "not flagged: %s", bad[i]);
    /* the note names the option as it is written, and the nearest one */
    static const struct {
        const char *line, *note, *fix;
    } notes[] = {
        {"set -Z x", "set: unknown option -Z", ""},
        {"set -lZ x", "set: unknown option -Z", ""},
        {"set --quury x", "set: unknown option --quury (did you mean --query?)", "--query"},
        {"set -l x (pwd --physcal)", "pwd: unknown option --physcal (did you mean --physical?)",
         "--physical"},
    };
    for (size_t i = 0; i < sizeof notes / sizeof *notes; i++) {
        size_t at, len, end;
        Str note = STR(""), fix = STR("");
        EXPECT(option_error(notes[i].line));
        hl_bad_option(hl, str_cstr(notes[i].line), &at, &len, &end, &note, &fix);
        EXPECT(str_eq(note, str_cstr(notes[i].note)));
        EXPECT(str_eq(fix, str_cstr(notes[i].fix)));
    }
    hl_check_options(hl, false);
    EXPECT(!option_error("set --quury x")); /* off: code coloured for output */
}

TEST(teardown)
{
    hl_free(hl);
    shell_fini(&sh);
}
