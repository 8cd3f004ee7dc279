/*
** outlast.c: solve one Inventor Outlasting board given as a string (the
** contest format) with libwinnable and print the winning first moves.
**
**   ./outlast           a 2x2 board with X on the diagonal
**   ./outlast "$(cat board.txt)"
**
** Prints "win: 1,1 2,2" (row,column of each first move that wins, as
** `winnable outlast --moves` writes them, with the Grundy value of the
** board) or "loss" when no first move wins.
*/
#include <stdio.h>
#include <string.h>
#include <winnable.h>

int main(int argc, char **argv) {
  const char *text = argc > 1 ? argv[1] : "1\n2 2\nX.\n.X\n";
  wn_reader r;
  outlast_reader orr;
  wn_reader_init_string(&r, text, strlen(text), "board");
  outlast_reader_init(&orr, &r, NULL);
  int rc = outlast_read(&orr);
  if (rc != 1) {
    fprintf(stderr, "%s:%llu:%llu: %s\n", r.err.file,
            (unsigned long long)r.err.line, (unsigned long long)r.err.col,
            rc == 0 ? "no board" : r.err.msg);
    outlast_reader_release(&orr);
    return 2;
  }
  outlast_ctx *ctx = outlast_new(NULL);
  int v = ctx ? outlast_solve(ctx, orr.cells, orr.rows, orr.cols) : WN_ENOMEM;
  if (v == WN_WIN) {
    size_t n;
    const outlast_move *moves = outlast_moves(ctx, &n);
    printf("win:");
    for (size_t k = 0; k < n; k++)
      if (moves[k].grundy == 0)
        printf(" %u,%u", (unsigned)moves[k].row, (unsigned)moves[k].col);
    printf(" (grundy %u)\n", (unsigned)outlast_grundy(ctx));
  } else if (v >= 0) {
    printf("%s\n", wn_verdict_name(v));
  }
  outlast_free(ctx);
  outlast_reader_release(&orr);
  return v < 0;
}
