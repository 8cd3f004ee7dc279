/*
** hostile_writes.c: hostile program. Prints the right CF 208B answer, but
** first writes three files into its working directory (hostile_a.txt,
** hostile_b.txt, and a 1 MB hostile_big.bin). A judge should run it in a
** scratch directory and remove what it leaves.
*/
#include <stdio.h>

#include "hostile_cf208b.h"

static int put(const char *name, size_t bytes)
{
    FILE *f = fopen(name, "wb");
    if (f == NULL)
        return -1;
    for (size_t i = 0; i < bytes; i++)
        putc('x', f);
    return fclose(f);
}

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    if (put("hostile_a.txt", 10) || put("hostile_b.txt", 10) ||
        put("hostile_big.bin", 1 << 20) || answer == NULL)
        return 1;
    puts(answer);
    return 0;
}
