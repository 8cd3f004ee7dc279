/*
** hostile_orphan_sleeper.c: hostile program. Leaves a sleeper that must
** live exactly as long as its run: a child forks the sleeper and exits
** at once, so the sleeper is orphaned (to the judge, if it is a child
** subreaper) while the run goes on; the sleeper leaves the process
** group (setpgid) but not the session. The parent then waits 20 to 200
** ms (by its pid) and prints the right CF 208B answer if the sleeper is
** still alive, the wrong one if something killed it. A judge running
** several programs at once must not kill the sleeper when another run
** ends, and must kill it when its own run ends. The sleeper's pid goes
** to stderr as "sleeper PID". If $ORPHAN_LOG names a file, a sleeper
** still alive half a second after the parent has gone appends
** "outlived PID" to it; otherwise it sleeps 600 seconds and exits.
*/
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "hostile_cf208b.h"

static void nap_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    while (nanosleep(&ts, &ts) != 0)
        ;
}

/* Sleep 600 s, watching 'parent': report outliving it by 0.5 s. */
static void sleeper(pid_t parent)
{
    const char *log = getenv("ORPHAN_LOG");
    int gone = 0;
    setpgid(0, 0);
    for (int tick = 0; tick < 60000; tick++) {
        nap_ms(10);
        if (kill(parent, 0) == 0 || ++gone != 50 || log == NULL)
            continue;
        FILE *fp = fopen(log, "a");
        if (fp != NULL) {
            fprintf(fp, "outlived %ld\n", (long)getpid());
            fclose(fp);
        }
    }
    _exit(0);
}

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    pid_t parent = getpid(), sleeper_pid = 0;
    int p[2];
    fflush(stdout);
    if (answer == NULL || pipe(p) != 0)
        return 1;
    pid_t child = fork();
    if (child < 0)
        return 1;
    if (child == 0) {
        pid_t s = fork();
        if (s == 0)
            sleeper(parent);
        ssize_t w = write(p[1], &s, sizeof s);
        _exit(w == (ssize_t)sizeof s && s > 0 ? 0 : 1);
    }
    close(p[1]);
    waitpid(child, NULL, 0);
    if (read(p[0], &sleeper_pid, sizeof sleeper_pid) != sizeof sleeper_pid)
        return 1;
    fprintf(stderr, "sleeper %ld\n", (long)sleeper_pid);
    nap_ms(20 + (long)(getpid() % 7) * 30);
    if (kill(sleeper_pid, 0) == 0)
        puts(answer);
    else
        puts(strcmp(answer, "YES") ? "YES" : "NO");
    return 0;
}
