/*
** hostile_forks.c: hostile program. A bounded flood: forks 2,000
** children that each sleep 30 s (no exit before), then waits for them. A
** judge without a process limit stops it only at its wall limit (TLE,
** after seconds); one with a limit stops it at once (RE).
*/
#define _GNU_SOURCE
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
    for (int i = 0; i < 2000; i++) {
        pid_t pid = fork();
        if (pid == 0) {
            sleep(30);
            _exit(0);
        }
        if (pid < 0)
            break;
    }
    while (wait(NULL) > 0)
        ;
    return 0;
}
