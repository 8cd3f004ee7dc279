/*
** wasm_outlast.c: the functions the web page's WebAssembly module
** exports for Inventor Outlasting, beside wasm_accordion.c
** (same calling convention). Positions in the middle of a game are
** valued by src/show/opos.c, the mid-game layer of "winnable show
** outlast" (built into the module with it; it uses the public solver
** API only, and show/opos_cross checks it against brute force).
**
** A board is x[rows * cols], row-major, nonzero for X; a position is
** the board and the cells built on so far, in order (players alternate,
** the first player first).
*/
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "show/opos.h"

#define WN_EXPORT(name) __attribute__((export_name(name)))

/*
** Value the position after builds[0 .. nbuilds): after[k] gets, for
** every free X cell k, the Grundy value of the position a build there
** leaves, and UINT32_MAX for every other cell. Returns the position's
** Grundy value, -1 if a build is not on a free X cell, OPOS_UNKNOWN
** (the timeout, in seconds, or the 1 GB memory cap ran out; 0: no
** timeout) or a WN_E* code.
*/
WN_EXPORT("wn_wasm_outlast_value")
long wn_wasm_outlast_value(const uint8_t *x, size_t rows, size_t cols,
                           const uint32_t *builds, size_t nbuilds,
                           double timeout, uint32_t *after) {
  opos p;
  if (opos_init(&p, x, rows, cols) != 0)
    return WN_ENOMEM;
  long v = 0;
  for (size_t k = 0; k < nbuilds && v == 0; k++) {
    if (builds[k] >= rows * cols || !opos_available(&p, builds[k]))
      v = -1;
    else
      opos_build(&p, builds[k], (int)(k % 2) + 1);
  }
  for (size_t k = 0; k < rows * cols; k++)
    after[k] = UINT32_MAX;
  outlast_ctx *ctx = v == 0 ? outlast_new(NULL) : NULL;
  if (v == 0 && !ctx)
    v = WN_ENOMEM;
  if (ctx) {
    wn_limits lim = {0, timeout, (size_t)1 << 30, NULL, NULL};
    outlast_set_limits(ctx, &lim);
    v = opos_value(&p, ctx, after);
  }
  outlast_free(ctx);
  opos_release(&p);
  return v;
}

/* Board 'index' of 'seed', as "winnable deal outlast", into out[rows * cols]. */
WN_EXPORT("wn_wasm_outlast_deal")
void wn_wasm_outlast_deal(uint64_t seed, uint64_t index, size_t rows,
                          size_t cols, double density, uint8_t *out) {
  outlast_deal(seed, index, rows, cols, density, out);
}

/*
** Read the first board of contest input text[len] as "winnable outlast"
** does into out[cap] (0/1 cells, row-major) and dims[0..1] = rows,
** cols. Returns rows * cols, or a negative WN_E* code with why[256].
*/
WN_EXPORT("wn_wasm_outlast_read")
long wn_wasm_outlast_read(const char *text, size_t len, uint8_t *out,
                          size_t cap, uint32_t *dims, char *why) {
  wn_reader r;
  wn_reader_init_string(&r, text, len, "board");
  outlast_reader orr;
  outlast_reader_init(&orr, &r, NULL);
  long rc = outlast_read(&orr);
  why[0] = '\0';
  if (rc == 1 && orr.rows * orr.cols <= cap) {
    memcpy(out, orr.cells, orr.rows * orr.cols);
    dims[0] = (uint32_t)orr.rows;
    dims[1] = (uint32_t)orr.cols;
    rc = (long)(orr.rows * orr.cols);
  } else if (rc >= 0) {
    strcpy(why, rc == 1 ? "the board is too big for the page" : "no board");
    rc = WN_EINVAL;
  } else {
    memcpy(why, r.err.msg, sizeof r.err.msg);
  }
  outlast_reader_release(&orr);
  return rc;
}
