/*
** hostile_garbage.c: hostile program. Reads nothing and prints bytes no
** contest output can hold: a NUL, invalid UTF-8, control characters, an
** overlong token and no final newline. A judge must call it PE
** (presentation error) or WA and print the output safely.
*/
#include <stdio.h>

int main(void)
{
    static const char junk[] = "Y\0ES \xff\xfe\x1b[2J\r\tNO?";
    fwrite(junk, 1, sizeof junk - 1, stdout);
    for (int i = 0; i < 5000; i++)
        putchar('Z');
    return 0;
}
