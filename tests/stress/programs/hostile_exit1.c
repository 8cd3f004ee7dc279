/*
** hostile_exit1.c: hostile program. Prints the right CF 208B answer, then
** exits with status 1. A judge must call it RE (runtime error) although
** its output is right.
*/
#include <stdio.h>

#include "hostile_cf208b.h"

int main(void)
{
    const char *answer = hostile_cf208b_answer();
    if (answer != NULL)
        puts(answer);
    return 1;
}
