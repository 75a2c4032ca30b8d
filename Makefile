# Makefile - build and test minnow. GNU make, no configure step.
#
# Sources are found by wildcard, so adding a file never means editing this:
#   src/**/*.c except src/main.c and src/tools/*.c  -> libminnow.a
#   src/main.c + lib                                -> minnow
#   src/tools/NAME.c + lib                          -> NAME (minnow_indent, ...)
#   tests/unit/test_NAME.c + lib                    -> tests/test_NAME
#   tests/checks/checkrun.c (libc only)             -> checkrun
#   tests/pty/ptydrive.c (libc only)                -> ptydrive
# Three variants, each with its own object tree:
#   release  build/        (objects in build/obj/)        make / make all
#   debug    build/debug/  (objects in build/debug/obj/)  make debug
#   asan     build/asan/   (objects in build/asan/obj/)   make asan-build
#
# The manual (make docs, with lowdown; part of all/test/asan when lowdown is
# installed):
#   doc/NAME.md, doc/cmds/NAME.md  -> build/doc/html/NAME.html, .../cmds/NAME.html
#   doc/cmds/NAME.md               -> build/doc/man/man1/NAME.1
#   doc/minnow.md                  -> build/doc/man/man1/minnow.1
#   doc/NAME.md (other topics)     -> build/doc/man/man1/minnow-NAME.1, build/doc/text/NAME.txt
#
# Useful variables: CC, EXTRA_CFLAGS, EXTRA_LDFLAGS, PREFIX, DESTDIR,
# T=PATTERN (make test/asan/valgrind: only tests whose path contains PATTERN),
# ARGS (make run: arguments for minnow),
# JOBS (parallel compile jobs when no -j is given; default: nproc).

CC ?= cc
AR ?= ar
PKG_CONFIG ?= pkg-config
PREFIX ?= /usr/local
DESTDIR ?=
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
T ?=
ARGS ?=

PCRE2_CFLAGS := $(shell $(PKG_CONFIG) --cflags libpcre2-8 2>/dev/null)
PCRE2_LIBS := $(shell $(PKG_CONFIG) --libs libpcre2-8 2>/dev/null || echo -lpcre2-8)
# zlib: fish_update_completions reads gzip-compressed manual pages in-process.
ZLIB_CFLAGS := $(shell $(PKG_CONFIG) --cflags zlib 2>/dev/null)
ZLIB_LIBS := $(shell $(PKG_CONFIG) --libs zlib 2>/dev/null || echo -lz)

# The flags, written once.
WARN := -Wall -Wextra -Werror -Wshadow -Wvla -Wstrict-prototypes \
        -Wmissing-prototypes -Wformat=2
BASE_CFLAGS := -std=c17 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE $(WARN) \
               -MMD -MP -Isrc $(PCRE2_CFLAGS) $(ZLIB_CFLAGS) $(EXTRA_CFLAGS)
BASE_LDLIBS := $(PCRE2_LIBS) $(ZLIB_LIBS) -lm -lpthread

release_DIR := build
release_FLAGS := -O2 -DNDEBUG
debug_DIR := build/debug
debug_FLAGS := -O0 -g -DMN_DEBUG
asan_DIR := build/asan
asan_FLAGS := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fno-sanitize-recover=all -DMN_DEBUG

ASAN_ENV := ASAN_OPTIONS=halt_on_error=1:abort_on_error=0:detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1 \
            UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
            LSAN_OPTIONS=detect_leaks=1:print_suppressions=0:suppressions=$(CURDIR)/tests/lsan.supp
VALGRIND := valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite \
            --suppressions=$(CURDIR)/tests/valgrind.supp

# Source discovery.
ALL_SRCS := $(sort $(shell find src -name '*.c' 2>/dev/null))
MAIN_SRC := src/main.c
TOOL_SRCS := $(sort $(wildcard src/tools/*.c))
LIB_SRCS := $(filter-out $(MAIN_SRC) $(TOOL_SRCS),$(ALL_SRCS))
TOOL_NAMES := $(notdir $(TOOL_SRCS:.c=))
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))
UNIT_NAMES := $(notdir $(UNIT_SRCS:.c=))
CHECKRUN_SRC := tests/checks/checkrun.c
PTYDRIVE_SRC := tests/pty/ptydrive.c
# Text compiled into the binary (base/embed.h): the command pages only
# (doc/cmds/*.md, for `NAME -h`); the rest of the manual stays out of the shell.
DOC_FILES := $(sort $(wildcard doc/cmds/*.md))

# Sub-makes get -j$(JOBS) unless the caller already gave -j.
SUBMAKE = $(MAKE) --no-print-directory $(if $(findstring jobserver,$(MAKEFLAGS)),,-j$(JOBS))

.DEFAULT_GOAL := all

# variant_rules(VARIANT): every rule of one variant.
define variant_rules
$(1)_OBJ := $$($(1)_DIR)/obj
$(1)_CFLAGS := $$(BASE_CFLAGS) $$($(1)_FLAGS)
$(1)_LDFLAGS := $$($(1)_FLAGS) $$(EXTRA_LDFLAGS)
$(1)_LIB := $$($(1)_DIR)/libminnow.a
$(1)_LIB_OBJS := $$(patsubst %.c,$$($(1)_OBJ)/%.o,$$(LIB_SRCS)) $$($(1)_OBJ)/gen/embedded.o
$(1)_BINS := $$($(1)_DIR)/minnow $$(addprefix $$($(1)_DIR)/,$$(TOOL_NAMES))
$(1)_UNITS := $$(addprefix $$($(1)_DIR)/tests/,$$(UNIT_NAMES))
$(1)_CHECKRUN := $$($(1)_DIR)/checkrun
$(1)_PTYDRIVE := $$($(1)_DIR)/ptydrive
$(1)_ALL_OBJS := $$(patsubst %.c,$$($(1)_OBJ)/%.o,$$(ALL_SRCS) $$(UNIT_SRCS) $$(CHECKRUN_SRC) $$(PTYDRIVE_SRC))

$$($(1)_ALL_OBJS): $$($(1)_OBJ)/%.o: %.c
	@mkdir -p $$(@D)
	$$(CC) $$($(1)_CFLAGS) -c -o $$@ $$<

# The embedded files: regenerated when a page is added, removed or changed.
$$($(1)_OBJ)/gen/embedded.c: $$(DOC_FILES) build/embed $$($(1)_OBJ)/gen/doc-list
	build/embed $$@ doc $$(DOC_FILES)

$$($(1)_OBJ)/gen/doc-list: FORCE
	@mkdir -p $$(@D)
	@echo '$$(DOC_FILES)' | cmp -s - $$@ || echo '$$(DOC_FILES)' > $$@

$$($(1)_OBJ)/gen/embedded.o: $$($(1)_OBJ)/gen/embedded.c
	$$(CC) $$($(1)_CFLAGS) -c -o $$@ $$<

$$($(1)_LIB): $$($(1)_LIB_OBJS)
	@mkdir -p $$(@D)
	@rm -f $$@
	$$(AR) rcs $$@ $$^

$$($(1)_DIR)/minnow: $$($(1)_OBJ)/src/main.o $$($(1)_LIB)
	$$(CC) $$($(1)_LDFLAGS) -o $$@ $$^ $$(BASE_LDLIBS)

$$(addprefix $$($(1)_DIR)/,$$(TOOL_NAMES)): $$($(1)_DIR)/%: $$($(1)_OBJ)/src/tools/%.o $$($(1)_LIB)
	$$(CC) $$($(1)_LDFLAGS) -o $$@ $$^ $$(BASE_LDLIBS)

# fish's names for the tools, beside them in the build folder only (never
# installed): fish's test suite looks for fish_indent and fish_key_reader
# next to the shell it tests.
$(1)_FISH_LINKS := $$($(1)_DIR)/fish_indent $$($(1)_DIR)/fish_key_reader
$$($(1)_DIR)/fish_%: $$($(1)_DIR)/minnow_%
	ln -sf $$(notdir $$<) $$@

$$($(1)_UNITS): $$($(1)_DIR)/tests/%: $$($(1)_OBJ)/tests/unit/%.o $$($(1)_LIB)
	@mkdir -p $$(@D)
	$$(CC) $$($(1)_LDFLAGS) -o $$@ $$^ $$(BASE_LDLIBS)

$$($(1)_CHECKRUN): $$($(1)_OBJ)/tests/checks/checkrun.o
	$$(CC) $$($(1)_LDFLAGS) -o $$@ $$^

$$($(1)_PTYDRIVE): $$($(1)_OBJ)/tests/pty/ptydrive.o
	$$(CC) $$($(1)_LDFLAGS) -o $$@ $$^

-include $$($(1)_ALL_OBJS:.o=.d)
endef

build/embed: mk/embed.c
	@mkdir -p $(@D)
	$(CC) -O1 -o $@ $<

# The manual, rendered by Debian's lowdown through mk/doc.sh (see the table at
# the top). Each page is its own target, so a change renders only that page;
# topic-list changes when a page is added or removed (the header of every page
# links the topic pages that exist).
LOWDOWN ?= lowdown
HAVE_LOWDOWN := $(shell command -v $(LOWDOWN) >/dev/null 2>&1 && echo yes)
DOC_VERSION := $(shell sed -n 's/^\#define MINNOW_VERSION "\(.*\)"/\1/p' src/shell.h)
DOC_OUT := build/doc
DOC_TOPICS := $(sort $(wildcard doc/*.md))
DOC_MAN_TOPICS := $(filter-out doc/index.md doc/minnow.md,$(DOC_TOPICS))
DOC_HTML := $(patsubst doc/%.md,$(DOC_OUT)/html/%.html,$(DOC_TOPICS) $(DOC_FILES)) \
            $(DOC_OUT)/html/style.css
DOC_MAN := $(patsubst doc/cmds/%.md,$(DOC_OUT)/man/man1/%.1,$(DOC_FILES)) \
           $(patsubst doc/%.md,$(DOC_OUT)/man/man1/minnow-%.1,$(DOC_MAN_TOPICS)) \
           $(if $(filter doc/minnow.md,$(DOC_TOPICS)),$(DOC_OUT)/man/man1/minnow.1)
DOC_TEXT := $(patsubst doc/%.md,$(DOC_OUT)/text/%.txt,$(DOC_TOPICS))
DOC_ALL := $(DOC_HTML) $(DOC_MAN) $(DOC_TEXT)
DOC_RUN = LOWDOWN='$(LOWDOWN)' DOC_VERSION='$(DOC_VERSION)' mk/doc.sh

$(DOC_OUT)/topic-list: FORCE
	@mkdir -p $(@D)
	@echo '$(DOC_TOPICS)' | cmp -s - $@ || echo '$(DOC_TOPICS)' > $@

$(DOC_OUT)/html/%.html: doc/%.md mk/doc.sh $(DOC_OUT)/topic-list
	@mkdir -p $(@D)
	@$(DOC_RUN) html $< $@

$(DOC_OUT)/html/style.css: mk/doc.css
	@mkdir -p $(@D)
	@cp $< $@

$(DOC_OUT)/man/man1/%.1: doc/cmds/%.md mk/doc.sh
	@mkdir -p $(@D)
	@$(DOC_RUN) man $< $@

$(DOC_OUT)/man/man1/minnow-%.1: doc/%.md mk/doc.sh
	@mkdir -p $(@D)
	@$(DOC_RUN) man $< $@

$(DOC_OUT)/man/man1/minnow.1: doc/minnow.md mk/doc.sh
	@mkdir -p $(@D)
	@$(DOC_RUN) man $< $@

$(DOC_OUT)/text/%.txt: doc/%.md mk/doc.sh
	@mkdir -p $(@D)
	@$(DOC_RUN) text $< $@

# Renders what changed and removes the pages whose source is gone.
docs: $(DOC_ALL)
	@printf '%s\n' $(DOC_OUT)/topic-list $(DOC_ALL) > $(DOC_OUT)/.pages
	@find $(DOC_OUT) -type f ! -name .pages | grep -vxF -f $(DOC_OUT)/.pages | xargs -r rm -f
	@echo "docs: $(words $(DOC_HTML)) HTML files, $(words $(DOC_MAN)) man pages in $(DOC_OUT)"

# all, test and asan render the manual too, where lowdown is installed.
docs-if-possible:
	+@if [ -n "$(HAVE_LOWDOWN)" ]; then $(MAKE) --no-print-directory docs; \
	 else echo "note: $(LOWDOWN) is missing: the manual is not rendered (make deps installs it)"; fi

FORCE:

$(eval $(call variant_rules,release))
$(eval $(call variant_rules,debug))
$(eval $(call variant_rules,asan))

# Keep objects that only pattern rules mention.
.SECONDARY:

.PHONY: FORCE all debug asan-build run test asan valgrind install clean deps fuzz bench corpus complete-corpus conformance \
        docs docs-if-possible

all: $(release_BINS) $(release_FISH_LINKS) docs-if-possible

debug: $(debug_BINS) $(debug_FISH_LINKS) $(debug_UNITS) $(debug_CHECKRUN) $(debug_PTYDRIVE)

asan-build: $(asan_BINS) $(asan_FISH_LINKS) $(asan_UNITS) $(asan_CHECKRUN) $(asan_PTYDRIVE)

deps:
	@mk/deps.sh

run: deps
	+@$(SUBMAKE) all
	exec build/minnow $(ARGS)

test: deps
	+@$(SUBMAKE) debug docs-if-possible
	tests/run build/debug $(T)

asan: deps
	+@$(SUBMAKE) asan-build docs-if-possible
	$(ASAN_ENV) tests/run build/asan $(T)

valgrind:
	@mk/deps.sh valgrind
	+@$(SUBMAKE) debug docs-if-possible
	MINNOW_WRAP='$(VALGRIND)' tests/run build/debug $(T)

install: all
	mk/install.sh build $(DOC_OUT) $(DESTDIR)$(PREFIX)

clean:
	rm -rf build

# Scripts others own; the targets only call them.
fuzz bench:
	@if [ -x $@/run ]; then exec $@/run; \
	 else echo "make $@: $@/run does not exist (or is not executable) yet" >&2; exit 1; fi

# fish's own suites, from clones beside the project (not part of test or CI).
conformance: all
	@mk/conformance.sh

# Real completion files (Debian's fish-common, fish's clone): how many load cleanly.
complete-corpus: all
	@tests/complete_corpus.sh

corpus:
	@if [ -x tests/corpus.sh ]; then exec tests/corpus.sh; \
	 else echo "make corpus: tests/corpus.sh does not exist (or is not executable) yet" >&2; exit 1; fi
