/*
** hostile_fifo.c: hostile program. Looks up the files behind its stdin,
** stdout and stderr through /proc/self/fd, replaces each path it finds
** with a FIFO (a judge that opens it again blocks for ever), then prints
** the right CF 208B answer (read before) and exits 0. A judge that hands
** it pipes and a memfd has no path to replace: OK.
** Prints "replaced N" on stderr, N the paths it replaced.
*/
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hostile_cf208b.h"

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    int replaced = 0;
    for (int fd = 0; fd < 3; fd++) {
        char link[64], path[4096];
        snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
        ssize_t n = readlink(link, path, sizeof path - 1);
        if (n <= 0 || path[0] != '/')
            continue;               /* "pipe:[...]", "/memfd:..." */
        path[n] = 0;
        if (unlink(path) == 0 && mkfifo(path, 0666) == 0)
            replaced++;
    }
    if (answer == NULL)
        return 1;
    puts(answer);
    fflush(stdout);
    fprintf(stderr, "replaced %d\n", replaced);
    return 0;
}
