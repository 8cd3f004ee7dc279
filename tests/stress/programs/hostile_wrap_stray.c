/*
** hostile_wrap_stray.c: hostile program. It makes the kernel's pids go
** a whole cycle during its run (where pid_max is small: a pid
** namespace) and leaves a stray out of its process group, in its
** session, at a pid outside the range from its own pid to the last pid
** handed out when it ends: a judge that looks for strays only there
** misses it. It forks children that exit at once until one gets a pid
** 1000 above its own or the pids wrap, forks the stray, goes on until
** the pids have wrapped and passed its own again (at most FORKS forks:
** no cycle where pid_max is larger), then prints the right CF 208B
** answer. The stray sleeps; with $ORPHAN_LOG it logs outliving its
** parent by 0.5 s.
*/
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hostile_cf208b.h"

#define FORKS 8000

/* Fork a child that exits at once, reap it: its pid, or -1. */
static pid_t blank(void)
{
    pid_t pid = fork();
    if (pid == 0)
        _exit(0);
    if (pid > 0)
        while (waitpid(pid, NULL, 0) < 0)
            ;
    return pid;
}

static void stray(pid_t parent)
{
    struct timespec tick = {0, 10000000}, outlive = {0, 500000000};
    setpgid(0, 0); /* out of the group, still in the session */
    while (getppid() == parent)
        nanosleep(&tick, NULL);
    nanosleep(&outlive, NULL);
    const char *log = getenv("ORPHAN_LOG");
    FILE *fp = log ? fopen(log, "a") : NULL;
    if (fp) {
        fprintf(fp, "stray %d outlived its run by 0.5 s\n", (int)getpid());
        fclose(fp);
    }
    _exit(0);
}

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    pid_t self = getpid(), pid = self;
    int k = 0, wrapped = 0;
    if (answer == NULL)
        return 1;
    fflush(stdout);
    while (k++ < FORKS && (pid = blank()) > 0 && pid < self + 1000 &&
           pid > self)
        ;
    if (fork() == 0)
        stray(self);
    while (k++ < FORKS && pid > 0 && !(wrapped && pid > self + 10)) {
        pid_t next = blank();
        wrapped |= next < pid;
        pid = next;
    }
    puts(answer);
    return 0;
}
