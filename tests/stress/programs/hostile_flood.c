/*
** hostile_flood.c: hostile program. Ignores its input and prints "YES"
** lines without end (a few MB per second and more), until killed or until
** its stdout is closed. A judge must stop it at an output limit (OLE).
*/
#include <stdio.h>
#include <string.h>

int main(void)
{
    static char block[1 << 16];
    for (size_t i = 0; i + 4 <= sizeof block; i += 4)
        memcpy(block + i, "YES\n", 4);
    for (;;) {
        if (fwrite(block, 1, sizeof block, stdout) != sizeof block)
            return 1;
    }
}
