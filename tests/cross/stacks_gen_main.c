/*
** stacks_gen_main.c: writes the benchmark's Large-size input (see
** bench/stacks_gen.c) to stdout, for the end-to-end test.
**   stacks_gen_large [SEED]
*/
#include <stdlib.h>
#include "stacks_gen.h"

int main(int argc, char **argv) {
  uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
  return stacks_gen_large(stdout, seed) ? 1 : 0;
}
