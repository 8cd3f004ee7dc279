/*
** stacks_gen.h: the Large-size Stack Management input of the benchmark.
*/
#ifndef STACKS_GEN_H
#define STACKS_GEN_H

#include <stdint.h>
#include <stdio.h>

/*
** Write a contest input of 100 cases, each of 90,000 to 99,000 cards,
** about 2.5 MB, to 'out' (see stacks_gen.c). Returns 0, or -1 if
** writing failed or memory ran out.
*/
int stacks_gen_large(FILE *out, uint64_t seed);

#endif
