/*
** hostile_memory.c: hostile program. Allocates 2 GiB and writes to every
** page of it (so the memory is really used, not just reserved), then
** prints the right CF 208B answer. A judge must stop it at the memory
** limit (MLE). Exits 1 at once if the allocation is refused (as under
** `ulimit -v`).
*/
#include <stdio.h>
#include <stdlib.h>

#include "hostile_cf208b.h"

int main(void)
{
    size_t size = (size_t)2 << 30;
    const char *answer = hostile_cf208b_answer();
    volatile char *p = malloc(size);
    if (p == NULL || answer == NULL)
        return 1;
    for (size_t i = 0; i < size; i += 4096)
        p[i] = (char)i;
    puts(answer);
    return 0;
}
