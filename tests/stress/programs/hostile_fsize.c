/*
** hostile_fsize.c: hostile program. Raises its own RLIMIT_FSIZE (soft and
** hard: root may) and writes 300 MB of "YES" lines to stdout. A judge
** whose output limit is that rlimit lets it write them all; one that
** counts the bytes it reads stops it at the limit (OLE).
*/
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

int main(void)
{
    struct rlimit none = {RLIM_INFINITY, RLIM_INFINITY};
    static char block[1 << 16];
    setrlimit(RLIMIT_FSIZE, &none);
    for (size_t i = 0; i + 4 <= sizeof block; i += 4)
        memcpy(block + i, "YES\n", 4);
    for (int k = 0; k < 300 * 16; k++)
        if (write(1, block, sizeof block) < 0)
            return 1;
    return 0;
}
