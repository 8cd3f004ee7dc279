/*
** outlast_deal.c: reproducible random Inventor Outlasting boards.
**
** Board (seed, index) draws one number per cell in row-major order
** from the stream of instance 'index' (tag WN_TAG_OUTLAST): the cell is
** X when the draw, uniform in [0, 1), is below the density. So the
** same seed and index give the same board on every machine, and cell k
** depends only on the first k + 1 draws.
*/
#include "core/core.h"
#include "winnable/outlast.h"

void outlast_deal(uint64_t seed, uint64_t index, size_t rows, size_t cols,
                  double density, uint8_t *out) {
  wn_rng rng;
  wn_rng_init(&rng, seed, WN_TAG_OUTLAST, index);
  for (size_t k = 0; k < rows * cols; k++)
    out[k] = wn_rng_unit(&rng) < density;
}
