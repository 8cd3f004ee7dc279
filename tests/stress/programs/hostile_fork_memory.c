/*
** hostile_fork_memory.c: hostile program. Forks 4 workers that each
** allocate and touch 48 MiB, hold it for 2 seconds and exit; the parent
** waits for them and then prints the right CF 208B answer. Every
** process stays under a 128 MiB limit while the run as a whole holds
** about 192 MiB: a judge that watches processes one by one lets it pass,
** one that sums the run's processes stops it (MLE).
** With the argument "shared" it is no longer hostile: the parent
** allocates and touches the 48 MiB once, before forking, and the
** workers only read it, so the run holds about 48 MiB in all. A judge
** that adds up resident sets counts those pages five times (240 MiB);
** one that counts a shared page once lets it pass.
** Exits 1 when the memory cannot be had (as under `ulimit -v`).
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hostile_cf208b.h"

#define WORKERS 4
#define BYTES ((size_t)48 << 20)

/* 48 MiB, every page written; NULL when refused. */
static volatile char *touched(void)
{
    volatile char *p = malloc(BYTES);
    for (size_t i = 0; p != NULL && i < BYTES; i += 4096)
        p[i] = (char)(i >> 12 | 1);
    return p;
}

/* Hold 'shared' (read, never written) or 48 MiB of its own for 2 s. */
static void worker(volatile char *shared)
{
    volatile char *p = shared != NULL ? shared : touched();
    unsigned sum = 0;
    if (p == NULL)
        _exit(1);
    for (size_t i = 0; i < BYTES; i += 4096)
        sum += (unsigned char)p[i];
    sleep(2);
    _exit(sum == 0);
}

int main(int argc, char **argv)
{
    const char *answer = hostile_cf208b_answer();
    volatile char *shared = NULL;
    if (argc > 1 && strcmp(argv[1], "shared") == 0 &&
        (shared = touched()) == NULL)
        return 1;
    fflush(stdout);
    for (int k = 0; k < WORKERS; k++) {
        pid_t pid = fork();
        if (pid < 0)
            return 1;
        if (pid == 0)
            worker(shared);
    }
    int failed = 0, status;
    while (wait(&status) > 0)
        failed |= !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    if (answer == NULL || failed)
        return 1;
    puts(answer);
    return 0;
}
