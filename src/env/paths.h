/* env/paths.h - the folders a shell reads code from and keeps its files in,
 * and the variables that name them, as fish sets them up at start-up.
 *
 * Their folders are named after the program: minnow/ (~/.config/minnow,
 * /etc/minnow, ...), and fish/ for minnow started under the name fish, a
 * drop-in for fish that keeps the fish user's files (paths_folder_name).
 *
 *   $__fish_config_dir     $XDG_CONFIG_HOME/minnow (~/.config/minnow):
 *                          config.fish, conf.d, functions, completions,
 *                          fish_variables
 *   $__fish_user_data_dir  $XDG_DATA_HOME/minnow (~/.local/share/minnow): history
 *   $__fish_cache_dir      $XDG_CACHE_HOME/minnow (~/.cache/minnow)
 *   $__fish_sysconf_dir    /etc/minnow: config.fish, conf.d, functions, completions
 *   $__fish_data_dir       our share/, found beside the executable
 *   $__fish_vendor_{functions,completions,conf}dirs
 *                          vendor_functions.d (...) under minnow/, then under
 *                          fish/, of $XDG_DATA_HOME and then of each of
 *                          $XDG_DATA_DIRS (/usr/local/share:/usr/share) - none
 *                          while $FISH_UNIT_TESTS_RUNNING is set, as in fish
 *   $fish_function_path    config, sysconf, vendors, share: each /functions
 *   $fish_complete_path    the same for completions, then the cache's
 *                          generated_completions
 *   $__fish_help_dir, $__fish_man_dir, $__fish_bin_dir
 * With --no-config the two paths hold our share/'s folders alone (fish 4
 * then uses only what it builds in) and there are no vendor folders.
 *
 * The conf.d folders are read in the order of $__fish_config_dir/conf.d,
 * $__fish_sysconf_dir/conf.d, then $__fish_vendor_confdirs. */
#ifndef MINNOW_ENV_PATHS_H
#define MINNOW_ENV_PATHS_H

#include <stdbool.h>

typedef struct VarStore VarStore;

/* The name of the shell's own folders for a program called progname (the
 * basename of argv[0]): "fish" for fish, else "minnow". Static. */
const char *paths_folder_name(const char *progname);

/* Sets the variables above from the environment in vs. Unless no_config, it
 * also creates the config, data and cache folders (mode 0700, parents too)
 * and, for each that can't be, prints fish's warning to stderr once per
 * session tree (an exported $_FISH_WARNED_data... remembers it), naming the
 * program progname. */
void paths_init(VarStore *vs, const char *progname, bool no_config);

#endif
