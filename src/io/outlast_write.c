/*
** outlast_write.c: batches of random boards as contest input (what
** "winnable deal outlast" prints), a row at a time.
*/
#include <stdlib.h>
#include "core/core.h"
#include "winnable/outlast.h"

int outlast_write_deals(FILE *out, uint64_t seed, uint64_t first,
                        uint64_t count, size_t rows, size_t cols,
                        double density) {
  assert(rows * cols <= OUTLAST_MAX_CELLS); /* the caller's bound */
  uint8_t *cells = malloc(rows * cols + 1); /* +1: never malloc(0) */
  char *line = malloc(cols + 1);
  int rc = cells && line ? 0 : WN_ENOMEM;
  if (!rc)
    fprintf(out, "%llu\n", (unsigned long long)count);
  for (uint64_t k = 0; !rc && k < count && !ferror(out); k++) {
    outlast_deal(seed, first + k, rows, cols, density, cells);
    fprintf(out, "%zu %zu\n", rows, cols);
    for (size_t r = 0; r < rows; r++) {
      for (size_t c = 0; c < cols; c++)
        line[c] = cells[r * cols + c] ? 'X' : '.';
      line[cols] = '\n';
      fwrite(line, 1, cols + 1, out);
    }
  }
  free(cells);
  free(line);
  return rc ? rc : ferror(out) ? WN_EIO : 0;
}
