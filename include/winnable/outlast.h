/*
** winnable/outlast.h: Inventor Outlasting (Code Jam to I/O for Women
** 2022), an impartial game on an R x C grid.
**
** 'X' cells may hold an attraction, '.' cells may not. Players alternate
** building on an available cell (an X cell not yet occupied); from the
** build, signs run diagonally in the four directions until the board
** edge or an occupied cell, occupying every cell they cross. A player
** with no available cell loses. The answer for a board is the number of
** first moves after which the first player wins with best play, i.e.
** the moves that leave a position of Grundy value 0.
*/
#ifndef WINNABLE_OUTLAST_H
#define WINNABLE_OUTLAST_H

#include "types.h"
#include "reader.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Largest board the solver and reader accept: R, C >= 1, R * C at most. */
#define OUTLAST_MAX_CELLS 10000

/* A first move: 1-based row and column, and the Grundy value after it. */
typedef struct outlast_move {
  uint32_t row, col;
  uint32_t grundy;       /* 0: the move wins for the player making it */
} outlast_move;

/* ---- Solving ---- */

typedef struct outlast_ctx outlast_ctx;

/* A solver context; alloc may be NULL. Returns NULL if out of memory. */
WN_API outlast_ctx *outlast_new(const wn_allocator *alloc);
WN_API void outlast_free(outlast_ctx *ctx);

/* Limits for the following solves (copied). States are rectangles. */
WN_API void outlast_set_limits(outlast_ctx *ctx, const wn_limits *limits);

/*
** Solve the board cells[rows * cols], row-major, nonzero for X, with
** rows, cols >= 1 and rows * cols <= OUTLAST_MAX_CELLS.
** Returns   WN_WIN      the first player wins (Grundy value != 0);
**           WN_LOSS     the first player loses (value 0, no winning move);
**           WN_UNKNOWN  a limit ran out (outlast_limit_hit says which);
**                       for the memory limit, outlast_memory_needed says
**                       how much the memo would have taken;
**           WN_ENOMEM / WN_EINVAL.
** After WN_WIN or WN_LOSS the values and moves below describe the
** board until the next solve on ctx. Never prints; cells is not
** modified.
*/
WN_API int outlast_solve(outlast_ctx *ctx, const uint8_t *cells, size_t rows,
                         size_t cols);

/* Grundy value of the start position (the XOR of the two classes). */
WN_API uint32_t outlast_grundy(const outlast_ctx *ctx);
/* Grundy value of colour class 0 (r + c even) or 1 (r + c odd). */
WN_API uint32_t outlast_class_grundy(const outlast_ctx *ctx, int parity);
/*
** Every first move (every X cell), row-major, with the Grundy value of
** the position it leaves. Owned by ctx, valid until the next solve.
*/
WN_API
const outlast_move *outlast_moves(const outlast_ctx *ctx, size_t *nmoves);
/* How many of those moves leave value 0: the contest answer. */
WN_API size_t outlast_winning_count(const outlast_ctx *ctx);

/* Rectangles evaluated by the last solve. */
WN_API uint64_t outlast_states(const outlast_ctx *ctx);
WN_API wn_limit_hit outlast_limit_hit(const outlast_ctx *ctx);
/* Bytes the last solve's tables needed (also set when it was refused). */
WN_API size_t outlast_memory_needed(const outlast_ctx *ctx);
/* Most bytes held at once by ctx so far. */
WN_API size_t outlast_peak_memory(const outlast_ctx *ctx);

/* ---- Random boards ---- */

/*
** Board 'index' of 'seed': each cell, row-major, is X (1) with
** probability 'density' (0..1), else '.' (0); out has rows * cols
** bytes. A pure function of (seed, index, rows, cols, density).
*/
WN_API
void outlast_deal(uint64_t seed, uint64_t index, size_t rows, size_t cols,
                  double density, uint8_t *out);

/*
** Boards first .. first+count-1 of seed (outlast_deal) as contest
** input, "winnable deal outlast": the count, then per board "R C" and
** R rows of X and '.', every line ended. rows * cols at most
** OUTLAST_MAX_CELLS. Returns 0, WN_ENOMEM, or WN_EIO as soon as the
** stream has failed.
*/
WN_API int outlast_write_deals(FILE *out, uint64_t seed, uint64_t first,
                               uint64_t count, size_t rows, size_t cols,
                               double density);

/* ---- Reading contest input ---- */

/*
** Contest input: T, then per case "R C" and R rows of exactly C
** characters X or '.', each row one blank-separated word. Nothing may
** follow the T-th case.
*/
typedef struct outlast_reader {
  wn_reader *r;
  uint64_t ncases;     /* T, once the header is read */
  uint64_t done;       /* cases read so far */
  int started;         /* T has been read */
  uint8_t *cells;      /* the last board read, rows * cols bytes (0/1) */
  size_t rows, cols, cap;
  wn_allocator alloc;
} outlast_reader;

WN_API void outlast_reader_init(outlast_reader *or_, wn_reader *r,
                                const wn_allocator *alloc);
WN_API void outlast_reader_release(outlast_reader *or_);
/*
** Read the next board into or_->cells / rows / cols. Returns 1, 0 after
** the last case (once the end of input is checked), WN_EPARSE (an
** empty input, without T, is malformed too; the
** reader's err says where and why; the rest of the stream is not
** trusted), WN_EIO or WN_ENOMEM.
*/
WN_API int outlast_read(outlast_reader *or_);

/* ---- Reading answers back (what a program printed, for checking) ---- */

/*
** The output of "winnable outlast", with or without --moves, read back
** case by case: "Case #x: y" (x counting from 1, y a count or UNKNOWN),
** then optionally the winning first moves "r,c ..." (1-based row and
** column). By tokens (struct wn_answer, reader.h): line breaks and
** blanks are interchangeable, and the moves run to the next "Case".
*/
typedef struct outlast_answer {
  wn_answer a;           /* a.ncase: the case of the last answer */
  wn_allocator alloc;
  /* the last answer: */
  int unknown;           /* UNKNOWN instead of a count */
  int64_t count;         /* the count given (may be negative) */
  int proof;             /* 1 if moves followed */
  outlast_move *moves;   /* row and col of each (grundy 0), owned */
  size_t nmoves, cap;
  uint64_t line, col;    /* where the count was */
} outlast_answer;

/* Read from r (not owned); alloc may be NULL. */
WN_API void outlast_answer_init(outlast_answer *oa, wn_reader *r,
                                const wn_allocator *alloc);
WN_API void outlast_answer_release(outlast_answer *oa);
/*
** Read the next case's answer. Returns 1, 0 at the end of the output,
** WN_EPARSE (oa->a.r->err says where), WN_EIO or WN_ENOMEM. After the
** last case, wn_answer_end(&oa->a) says whether anything follows.
*/
WN_API int outlast_answer_read(outlast_answer *oa);

#ifdef __cplusplus
}
#endif
#endif /* WINNABLE_OUTLAST_H */
