/*
** hostile_fork_memory.c: hostile program. Forks 4 workers that each
** allocate and touch 48 MiB, hold it for 2 seconds and exit; the parent
** waits for them and then prints the right CF 208B answer. Every
** process stays under a 128 MiB limit while the run as a whole holds
** about 192 MiB: a judge that watches processes one by one lets it pass,
** one that sums the run's processes stops it (MLE). Exits 1 when a
** worker cannot get its memory (as under `ulimit -v`).
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hostile_cf208b.h"

#define WORKERS 4
#define WORKER_BYTES ((size_t)48 << 20)

static void worker(void)
{
    volatile char *p = malloc(WORKER_BYTES);
    if (p == NULL)
        _exit(1);
    for (size_t i = 0; i < WORKER_BYTES; i += 4096)
        p[i] = (char)i;
    sleep(2);
    _exit(0);
}

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    fflush(stdout);
    for (int k = 0; k < WORKERS; k++) {
        pid_t pid = fork();
        if (pid < 0)
            return 1;
        if (pid == 0)
            worker();
    }
    int failed = 0, status;
    while (wait(&status) > 0)
        failed |= !WIFEXITED(status) || WEXITSTATUS(status) != 0;
    if (answer == NULL || failed)
        return 1;
    puts(answer);
    return 0;
}
