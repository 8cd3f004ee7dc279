/*
** hostile_kill_parent.c: hostile program. Sends SIGSTOP, then SIGKILL,
** to its parent (the judge, where the judge runs it directly), and
** leaves a child behind that sleeps 60 s holding nothing; then prints the
** right CF 208B answer. A judge it can reach hangs or dies and leaves the
** child and its files; one it cannot see goes on: OK, and the child ends
** with the run. With $KILL_LOG set, the child appends "alive" to that
** file if it is still there after 1 s.
*/
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "hostile_cf208b.h"

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    const char *log = getenv("KILL_LOG");
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        struct timespec second = {1, 0};
        fclose(stdin);
        fclose(stdout);
        nanosleep(&second, NULL);
        FILE *f = log ? fopen(log, "a") : NULL;
        if (f) {
            fputs("alive\n", f);
            fclose(f);
        }
        sleep(59);
        _exit(0);
    }
    pid_t parent = getppid();
    if (parent > 1) {
        kill(parent, SIGSTOP);
        kill(parent, SIGKILL);
    }
    if (answer == NULL)
        return 1;
    puts(answer);
    return 0;
}
