/*
** hostile_orphan.c: hostile program. Forks a child that keeps stdout
** and stderr open, sleeps 600 seconds and then exits by itself; the
** parent prints the right CF 208B answer and exits 0 at once.
** A judge that waits for end of output hangs on the child; it must kill
** the child too, and no process of the run may outlive the judge. The
** child's pid goes to stderr as "child PID".
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "hostile_cf208b.h"

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    fflush(stdout);
    pid_t child = fork();
    if (child < 0)
        return 1;
    if (child == 0) {
        sleep(600);
        _exit(0);
    }
    fprintf(stderr, "child %ld\n", (long)child);
    if (answer == NULL)
        return 1;
    puts(answer);
    return 0;
}
