/*
** hostile_fork_cpu.c: hostile program. Forks 2 workers that each spin
** for 0.4 s of their own CPU time and exit; the parent spends none: it
** waits for the workers' end on a pipe, never reaps them, and prints
** the right CF 208B answer. Every process stays under a 0.5 s CPU limit
** and the parent's own CPU time (and its rusage at exit) shows almost
** nothing, while the run as a whole used 0.8 s: a judge that watches
** the leader alone lets it pass, one that sums the run's processes
** stops it (TLE).
** With the argument "light" it is no longer hostile: the workers spin
** 0.1 s each and the parent reaps them, so the run uses 0.2 s in all,
** and a judge that counts a reaped worker twice (on its own and in its
** parent's children's time) still stays under 0.5 s.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hostile_cf208b.h"

#define WORKERS 2

/* Spin until this process has used 'seconds' of CPU time. */
static void spin(double seconds)
{
    struct timespec ts;
    volatile unsigned long n = 0;
    do {
        for (int i = 0; i < 100000; i++)
            n++;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    } while ((double)ts.tv_sec + (double)ts.tv_nsec * 1e-9 < seconds);
}

int main(int argc, char **argv)
{
    const char *answer = hostile_cf208b_answer();
    int light = argc > 1 && strcmp(argv[1], "light") == 0;
    int done[2];
    if (answer == NULL || pipe(done) != 0)
        return 1;
    fflush(stdout);
    for (int k = 0; k < WORKERS; k++) {
        pid_t pid = fork();
        if (pid < 0)
            return 1;
        if (pid == 0) {
            close(done[0]);
            spin(light ? 0.1 : 0.4);
            _exit(0); /* closes its end of the pipe */
        }
    }
    close(done[1]);
    char c;
    while (read(done[0], &c, 1) > 0)
        ;
    if (light)
        while (wait(NULL) > 0)
            ;
    puts(answer);
    return 0;
}
