/*
** hostile_memfd.c: hostile program. Fills 8 memfds of 48 MiB each with
** write() (never mapped: no page table of any process shows them), holds
** them 0.5 s, then prints the right CF 208B answer. 384 MiB of memory in
** all: a judge summing resident sets sees a few hundred KiB and accepts
** it under a 64 MiB limit; one that counts what the run holds says MLE.
*/
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "hostile_cf208b.h"

int main(void)
{
    static char chunk[1 << 20];
    const char *answer = hostile_cf208b_answer();
    memset(chunk, 'x', sizeof chunk);
    for (int k = 0; k < 8; k++) {
        int fd = memfd_create("hold", 0);
        if (fd < 0)
            return 1;
        for (int mb = 0; mb < 48; mb++)
            if (write(fd, chunk, sizeof chunk) != (ssize_t)sizeof chunk)
                return 1;
    }
    struct timespec half = {0, 500000000};
    nanosleep(&half, NULL);
    if (answer == NULL)
        return 1;
    puts(answer);
    return 0;
}
