/* store/mimeapps.h - which application opens a MIME type (the freedesktop.org
 * MIME applications associations specification).
 *
 * The mimeapps.list files are read in the specification's order: in each
 * of $XDG_CONFIG_HOME, then $XDG_CONFIG_DIRS, then the applications folder
 * of $XDG_DATA_HOME, then of each $XDG_DATA_DIRS, first DESKTOP-mimeapps.list
 * for each name of the current desktop, then mimeapps.list. Applications
 * are named by desktop file ID (`org.example.App.desktop`) and found in the
 * applications folders, the user's first; an ID with dashes may stand for
 * a file in a subfolder (`kde4-app.desktop` for kde4/app.desktop).
 *
 * The choice for a type, with its ancestors after it (mime_ancestors):
 *   1. the defaults: for each type in turn, the [Default Applications] IDs
 *      of each list in order; the first that is installed and usable wins;
 *   2. the associations: for each type in turn, the [Added Associations]
 *      of the lists (not the desktop-specific ones), then the desktop files
 *      of each applications folder whose MimeType lists the type (from the
 *      folder's mimeinfo.cache when it has one, else from the files), less
 *      the [Removed Associations] of the lists. */
#ifndef MINNOW_STORE_MIMEAPPS_H
#define MINNOW_STORE_MIMEAPPS_H

#include "base/str.h"
#include "base/strlist.h"
#include "store/desktop.h"

#include <stdbool.h>

typedef struct MimeApps MimeApps;

/* Reads the lists. config_dirs: $XDG_CONFIG_HOME then $XDG_CONFIG_DIRS;
 * data_dirs: $XDG_DATA_HOME then $XDG_DATA_DIRS (the applications folders
 * are under them); desktops: the current desktop's names, lower case (from
 * $XDG_CURRENT_DESKTOP), may be empty. All are copied. */
MimeApps *mimeapps_new(const StrList *config_dirs, const StrList *data_dirs,
                       const StrList *desktops);
void mimeapps_free(MimeApps *ma); /* NULL is a no-op */

/* Appends the path of the desktop file with ID id; false when no
 * applications folder has it (or id is no desktop file ID). */
bool mimeapps_find(MimeApps *ma, Str id, StrBuf *path);

/* Whether an entry can run here (its programs are installed); ctx is the
 * caller's. */
typedef bool (*MimeAppsUsable)(void *ctx, const DesktopEntry *e);

/* Loads into e the application for types (a type, then its ancestors),
 * chosen as said above among the launchable entries that usable accepts,
 * and appends its ID to id. False when there is none. */
bool mimeapps_choose(MimeApps *ma, const StrList *types, MimeAppsUsable usable, void *ctx,
                     DesktopEntry *e, StrBuf *id);

#endif
