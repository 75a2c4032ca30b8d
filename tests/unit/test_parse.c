/* tests/unit/test_parse.c - tokenizer, word pieces and the tree's shape. */
#include "unit.h"

#include "parse/hints.h"
#include "parse/parser.h"
#include "parse/token.h"
#include "parse/word.h"

#include <string.h>

/* The token types of src, one letter each: s string, | pipe, > redirect,
 * & background, ; end, a &&, o ||, { }, # comment, ! error. */
static void types(const char *src, unsigned flags, char *out)
{
    Tokenizer t;
    tok_init(&t, str_cstr(src), flags);
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        static const char letters[] = " s|>&;ao{}#!";
        *out++ = letters[k.type];
    }
    *out = '\0';
}

TEST(tokens_of_a_pipeline)
{
    char buf[64];
    types("echo a|cat 2>&1 >f&& x || y &", 0, buf);
    EXPECT_STR_EQ(buf, "ss|s>s>sasos&");
    types("a; b\nc # note", TOKF_COMMENTS, buf);
    EXPECT_STR_EQ(buf, "s;s;s#");
    types("a&b c& d", 0, buf);
    EXPECT_STR_EQ(buf, "ss&s");
    types("a&b", TOKF_AMP_BG_IN_TOKEN, buf);
    EXPECT_STR_EQ(buf, "s&s");
}

TEST(words_keep_quotes_and_nesting)
{
    Tokenizer t;
    tok_init(&t, STR("x\"a b\"'c d'(e f (g))$h[1 2]{i, j}"), 0);
    Token k = tok_next(&t);
    EXPECT_EQ_INT(k.type, TOK_STRING);
    EXPECT_EQ_SIZE(k.len, t.src.len);
}

TEST(tokenizer_errors_point_at_the_opener)
{
    Tokenizer t;
    tok_init(&t, STR("echo \"abc"), 0);
    tok_next(&t);
    Token k = tok_next(&t);
    EXPECT_EQ_INT(k.type, TOK_ERROR);
    EXPECT_EQ_INT(k.err, TOKE_UNTERMINATED_QUOTE);
    EXPECT_EQ_SIZE(k.err_start, 5);
    tok_init(&t, STR("echo \"$(foo"), 0);
    tok_next(&t);
    k = tok_next(&t);
    EXPECT_EQ_INT(k.err, TOKE_UNTERMINATED_SUBSHELL);
    EXPECT_EQ_SIZE(k.err_start, 7);
}

TEST(redirections_parse)
{
    Token k;
    EXPECT_EQ_SIZE(tok_scan_redirect(STR("2>>f"), &k), 3);
    EXPECT(k.fd == 2 && k.mode == REDIR_APPEND);
    EXPECT_EQ_SIZE(tok_scan_redirect(STR("&>f"), &k), 2);
    EXPECT(k.stderr_too && k.mode == REDIR_OVERWRITE);
    EXPECT_EQ_SIZE(tok_scan_redirect(STR("2>&1"), &k), 3);
    EXPECT(k.mode == REDIR_FD && k.fd == 2);
    EXPECT_EQ_SIZE(tok_scan_redirect(STR("<?f"), &k), 2);
    EXPECT(k.mode == REDIR_TRY_INPUT);
    EXPECT_EQ_SIZE(tok_scan_redirect(STR("2>|"), &k), 3);
    EXPECT(k.type == TOK_PIPE && k.fd == 2);
    EXPECT_EQ_SIZE(tok_scan_redirect(STR("12x"), &k), 0);
}

TEST(assignment_words)
{
    EXPECT(tok_assignment_eq(STR("a=b")) == 1);
    EXPECT(tok_assignment_eq(STR("PATH_2=")) == 6);
    EXPECT(tok_assignment_eq(STR("=b")) == -1);
    EXPECT(tok_assignment_eq(STR("a-b=c")) == -1);
}

TEST(keywords_unescape_quotes)
{
    EXPECT_EQ_INT(keyword_of(STR("if")), KW_IF);
    EXPECT_EQ_INT(keyword_of(STR("'if'")), KW_IF);
    EXPECT_EQ_INT(keyword_of(STR("\\if")), KW_IF);
    EXPECT_EQ_INT(keyword_of(STR("e\"n\"d")), KW_END);
    EXPECT_EQ_INT(keyword_of(STR("iff")), KW_NONE);
    EXPECT_EQ_INT(keyword_of(STR("$if")), KW_NONE);
}

static void pieces(const char *w, char *out)
{
    WordIter it;
    Str s = str_cstr(w);
    word_iter_init(&it, s, 0, (uint32_t)s.len, false);
    WordPiece wp;
    static const char letters[] = "te'\"\"v[(,,}*~$";
    while (word_next(&it, &wp)) *out++ = letters[wp.kind] == ',' && wp.kind == WP_BRACE_OPEN ? '{' : letters[wp.kind];
    *out = '\0';
}

TEST(word_pieces)
{
    char buf[64];
    pieces("~/a$b[1]\"c$d\"'e'\\n(f)*", buf);
    EXPECT_STR_EQ(buf, "~tv[\"tv\"'e(*");
    pieces("$?", buf);
    EXPECT_STR_EQ(buf, "$t");
}

TEST(tree_shape_of_an_if)
{
    ParsedSource *ps = parse_source(STR("if a; b | c; else; d; end > f"), 0);
    EXPECT_EQ_SIZE(ps->diags.n, 0);
    StrBuf out = STRBUF_INIT;
    ast_dump(&out, ps->root, sb_str(&ps->text));
    EXPECT_STR_EQ(out.ptr, "job_list\n"
                           "  job_conjunction\n"
                           "    job\n"
                           "      if\n"
                           "        if_clause\n"
                           "          keyword 'if'\n"
                           "          condition\n"
                           "            job_conjunction\n"
                           "              job\n"
                           "                command\n"
                           "                  word 'a'\n"
                           "          job_list\n"
                           "            job_conjunction\n"
                           "              job\n"
                           "                command\n"
                           "                  word 'b'\n"
                           "                punct '|'\n"
                           "                command\n"
                           "                  word 'c'\n"
                           "        else\n"
                           "          keyword 'else'\n"
                           "          job_list\n"
                           "            job_conjunction\n"
                           "              job\n"
                           "                command\n"
                           "                  word 'd'\n"
                           "        keyword 'end'\n"
                           "        redirection\n"
                           "          punct '>'\n"
                           "          word 'f'\n");
    const AstNode *n = ast_node_at(ps->root, 11);
    EXPECT_EQ_INT(n->kind, AST_WORD);
    EXPECT_MEM_EQ(ps->text.ptr + n->start, n->len, "c", 1);
    sb_fini(&out);
    ps_unref(ps);
}

TEST(incomplete_versus_erroneous)
{
    const char *incomplete[] = {"if true", "echo 'abc", "echo (a", "a |", "a &&", "echo \\",
                                "begin; for x in y", "echo $x[1"};
    for (size_t i = 0; i < sizeof incomplete / sizeof *incomplete; i++) {
        ParsedSource *ps = parse_source(str_cstr(incomplete[i]), 0);
        EXPECT(ps->diags.n == 1 && ps->incomplete);
        ps_unref(ps);
    }
    const char *broken[] = {"end", "echo )", "a | and b", "echo $?", "a=b", "if true; end foo"};
    for (size_t i = 0; i < sizeof broken / sizeof *broken; i++) {
        ParsedSource *ps = parse_source(str_cstr(broken[i]), 0);
        EXPECT(ps->diags.n >= 1 && !ps->incomplete);
        ps_unref(ps);
    }
}

TEST(unfinished_input_has_a_tree_and_no_errors)
{
    ParsedSource *ps = parse_source(STR("if test -f 'abc"), PARSE_UNFINISHED);
    EXPECT_EQ_SIZE(ps->diags.n, 0);
    EXPECT(ps->incomplete);
    EXPECT(ps->root->nkids == 1);
    ps_unref(ps);
}

TEST(continue_after_error_parses_the_rest)
{
    ParsedSource *ps = parse_source(STR("echo ok\nend\necho after | cat\n"), PARSE_CONTINUE);
    EXPECT(ps->diags.n >= 1);
    StrBuf out = STRBUF_INIT;
    ast_dump(&out, ps->root, sb_str(&ps->text));
    EXPECT(strstr(out.ptr, "word 'after'") != NULL);
    sb_fini(&out);
    ps_unref(ps);
}

TEST(nesting_errors_while_recovering_end)
{
    /* each nesting error gives its level back: the recovery goes on at the top */
    StrBuf src = STRBUF_INIT;
    for (int i = 0; i < 20000; i++) sb_append(&src, STR("begin; if true; "));
    ParsedSource *ps = parse_source(sb_str(&src), PARSE_CONTINUE | PARSE_UNFINISHED);
    EXPECT(ps->diags.n >= 1 && ps->diags.n < 400);
    ps_unref(ps);
    sb_fini(&src);
}

TEST(nesting_limit_is_an_error)
{
    StrBuf src = STRBUF_INIT;
    for (int i = 0; i < 5000; i++) sb_append(&src, STR("begin; "));
    ParsedSource *ps = parse_source(sb_str(&src), 0);
    EXPECT_EQ_SIZE(ps->diags.n, 1);
    EXPECT(strstr(ps->diags.items[0].text, "nest") != NULL);
    ps_unref(ps);
    sb_clear(&src);
    for (int i = 0; i < 5000; i++) sb_append(&src, STR("echo ("));
    ps = parse_source(sb_str(&src), 0);
    EXPECT_EQ_SIZE(ps->diags.n, 1);
    ps_unref(ps);
    sb_fini(&src);
}

TEST(bash_words_have_hints)
{
    /* Every word of hints.h's list is found (the table's binary search needs
     * it sorted), and only whole words are. */
    static const char *const words[] = {"then", "fi", "do", "done", "esac", "elif", "until", "[[", "]]",
                                        "local", "declare", "typeset", "readonly", "unset", "shift", "let",
                                        "shopt", "setopt", "getopts", "mapfile", "readarray", "trap"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
        const char *h = hint_bash_word(str_cstr(words[i]));
        EXPECT(h != NULL);
        if (h) EXPECT(strstr(h, "`help ") != NULL); /* each names its topic */
    }
    EXPECT(hint_bash_word(STR("fis")) == NULL);
    EXPECT(hint_bash_word(STR("f")) == NULL);
    EXPECT(hint_bash_word(STR("")) == NULL);
    EXPECT(hint_bash_word(STR("echo")) == NULL);
}
