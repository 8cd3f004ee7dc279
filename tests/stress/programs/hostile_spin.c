/*
** hostile_spin.c: hostile program. Ignores SIGTERM (and SIGINT, SIGHUP)
** and spins on the CPU for ever without reading or printing. A judge must
** kill it with SIGKILL at the time limit (TLE).
*/
#include <signal.h>

int main(void)
{
    volatile unsigned long spins = 0;
    signal(SIGTERM, SIG_IGN);
    signal(SIGINT, SIG_IGN);
    signal(SIGHUP, SIG_IGN);
    for (;;)
        spins++;
}
