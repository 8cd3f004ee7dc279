/*
** hostile_rewrite_input.c: hostile program. Rewrites what is behind its
** stdin to "1\nAH\n" (one card: YES), every way it can: a write through
** descriptor 0, a new open of /proc/self/fd/0 for writing, truncating it
** first; then prints YES whatever its input was. A judge that checks the
** output against the input file, once rewritten, accepts it; against the
** input it gave, it is wrong whenever that input is a lost deal (WA).
** Prints "rewritten" on stderr when a rewrite went through.
*/
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const char fake[] = "1\nAH\n";

int main(void)
{
    int done = 0;
    if (ftruncate(0, 0) == 0 && pwrite(0, fake, strlen(fake), 0) > 0)
        done = 1;
    int fd = open("/proc/self/fd/0", O_WRONLY | O_TRUNC);
    if (fd >= 0 && write(fd, fake, strlen(fake)) > 0)
        done = 1;
    if (fd >= 0)
        close(fd);
    if (done)
        fputs("rewritten\n", stderr);
    puts("YES");
    return 0;
}
