/*
** hostile_crowded.c: a stand-in for a machine whose cores are shared.
** Each run locks a byte of the file $CROWD_LOCK (fcntl) for its whole
** life, 0.2 s at least; a run that then sees another byte locked spins
** without end, as a run starved by its neighbours would overrun a limit:
** a TLE that only runs at once make, every one of them. Without
** $CROWD_LOCK it never spins so.
** Otherwise it prints the right CF 208B answer, except:
**   "even": the wrong one when the deal has an even number of cards (a
**            WA whose 1-minimal inputs are the 2-card deals);
**   "slow N": it spins without end when the deal has N cards or more
**            (a TLE of its own, whose 1-minimal inputs have N cards).
*/
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "hostile_cf208b.h"

static void spin(void)
{
    volatile unsigned long n = 0;
    for (;;)
        n++;
}

#define SEATS 64 /* bytes of $CROWD_LOCK: one locked by each run */

/* Lock 'len' bytes of fd from 'at' (F_SETLK), or test them (F_GETLK):
** 1 when another process holds a lock there. */
static int locked(int fd, int cmd, off_t at, off_t len)
{
    struct flock lk;
    memset(&lk, 0, sizeof lk);
    lk.l_type = F_WRLCK;
    lk.l_whence = SEEK_SET;
    lk.l_start = at;
    lk.l_len = len;
    if (fcntl(fd, cmd, &lk) != 0)
        return 1;
    return cmd == F_GETLK && lk.l_type != F_UNLCK;
}

/*
** 1 when another run goes on at the same time: this one takes a seat
** (a byte of $CROWD_LOCK), waits 0.2 s, then looks at the other seats.
** Runs at once all see each other.
*/
static int crowded(void)
{
    const char *path = getenv("CROWD_LOCK");
    struct timespec hold = {0, 200000000};
    int fd = path ? open(path, O_RDWR | O_CREAT, 0644) : -1;
    off_t seat = 0;
    while (fd >= 0 && seat < SEATS && locked(fd, F_SETLK, seat, 1))
        seat++;
    nanosleep(&hold, NULL);
    if (fd < 0 || seat == SEATS)
        return fd >= 0;
    return (seat > 0 && locked(fd, F_GETLK, 0, seat)) ||
           locked(fd, F_GETLK, seat + 1, SEATS - seat - 1);
}

int main(int argc, char **argv)
{
    int n = 0;
    const char *mode = argc > 1 ? argv[1] : "";
    if (crowded())
        spin();
    if (scanf("%d", &n) != 1)
        return 1;
    rewind(stdin); /* a file, as stress gives it */
    if (!strcmp(mode, "slow") && argc > 2 && n >= atoi(argv[2]))
        spin();
    const char *answer = hostile_cf208b_answer();
    if (answer == NULL)
        return 1;
    if (!strcmp(mode, "even") && n % 2 == 0)
        answer = strcmp(answer, "YES") ? "YES" : "NO";
    puts(answer);
    return 0;
}
