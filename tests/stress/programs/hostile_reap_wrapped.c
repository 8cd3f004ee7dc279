/*
** hostile_reap_wrapped.c: not hostile, but a trap for a judge that sums
** a run's processes from one walk of /proc. The parent forks one worker
** that spins for 0.6 s of CPU time; when the kernel's pids are about to
** wrap (within TRIES forks) it forks until the worker gets a smaller
** pid than the parent's: /proc lists it first. The parent then forks
** SLEEPERS idle processes (listed between the two, they make a walk of
** /proc slow there; they exit with it), reaps the worker as soon as it
** exits, lingers 0.2 s with the worker's time in its children's time,
** and prints the right CF 208B answer. The run uses 0.6 s of CPU and
** its forks (0.3 s where forks are slow) in all: a walk that reads the
** worker, then the parent after it reaped the worker, counts 1.2 s and
** more, and calls a 1.0 s limit a TLE. The worker's
** and the parent's pids go to stderr ("worker 301 parent 4995"), for a
** test that needs the wrap.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hostile_cf208b.h"

#define SLEEPERS 400
#define TRIES 100 /* forks to get a worker below the parent */

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

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    if (answer == NULL)
        return 1;
    fflush(stdout);
    pid_t worker;
    for (int tries = 0;; tries++) { /* a worker below the parent, if soon */
        worker = fork();
        if (worker < 0)
            return 1;
        if (worker == 0) {
            if (getpid() > getppid() && tries < TRIES)
                _exit(0);
            spin(0.6);
            _exit(0);
        }
        if (worker < getpid() || tries >= TRIES)
            break;
        while (waitpid(worker, NULL, 0) < 0)
            ;
    }
    fprintf(stderr, "worker %d parent %d\n", (int)worker, (int)getpid());
    int alive[2];
    if (pipe(alive) != 0)
        return 1;
    for (int k = 0; k < SLEEPERS; k++) {
        pid_t pid = fork();
        if (pid == 0) {
            char c;
            close(alive[1]);
            while (read(alive[0], &c, 1) != 0) /* until the parent exits */
                ;
            _exit(0);
        }
        if (pid < 0)
            break;
    }
    while (waitpid(worker, NULL, 0) < 0)
        ;
    struct timespec linger = {0, 200000000};
    nanosleep(&linger, NULL);
    puts(answer);
    return 0;
}
