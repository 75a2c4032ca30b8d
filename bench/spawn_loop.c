/* bench/spawn_loop.c - the floor for starting processes: plain posix_spawn.
 *
 * Spawns a program (default /bin/true) N times (default 1000), waiting for
 * each, with no file actions or attributes. The time minnow takes for the same
 * number of external commands is compared against this.
 *
 *     cc -O2 -o build/bench/spawn_loop bench/spawn_loop.c
 *     build/bench/spawn_loop [N [PATH]] */
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>

extern char **environ;

int main(int argc, char **argv)
{
    long n = argc > 1 ? strtol(argv[1], NULL, 10) : 1000;
    char *path = argc > 2 ? argv[2] : "/bin/true";
    char *child_argv[] = {path, NULL};
    for (long i = 0; i < n; i++) {
        pid_t pid;
        int err = posix_spawn(&pid, path, NULL, NULL, child_argv, environ);
        if (err) {
            fprintf(stderr, "spawn_loop: posix_spawn %s: error %d\n", path, err);
            return 1;
        }
        int status;
        if (waitpid(pid, &status, 0) < 0) {
            perror("spawn_loop: waitpid");
            return 1;
        }
    }
    return 0;
}
