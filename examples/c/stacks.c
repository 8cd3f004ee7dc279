/*
** stacks.c: decide one Stack Management instance given as a string (the
** contest format) with libwinnable and print a winning move list.
**
**   ./stacks            the first case of the contest's sample
**   ./stacks "$(cat input.txt)"
**
** Prints, for each case, "win: r2 r2 m1>2" (the moves as `winnable
** stacks --moves` writes them) or "loss: <reason>".
*/
#include <stdio.h>
#include <string.h>
#include <winnable.h>

/* Five premade stacks, then one case using stacks 0 and 2. */
static const char sample[] =
    "5\n2 7 2 7 1\n2 6 4 7 4\n2 3 2 6 2\n2 4 2 10 2\n2 5 4 7 3\n"
    "1\n2 2\n0 2\n";

/* Print the answer for the case sr holds; -1 if the solver failed. */
static int answer(stacks_ctx *ctx, const stacks_reader *sr) {
  int v = stacks_solve(ctx, sr->stacks, sr->n, sr->c, STACKS_MOVES);
  if (v == WN_WIN) {
    size_t n;
    const stacks_move *moves = stacks_proof(ctx, &n);
    printf("win:");
    for (size_t k = 0; k < n; k++) {
      if (moves[k].to == 0)
        printf(" r%u", (unsigned)moves[k].from);
      else
        printf(" m%u>%u", (unsigned)moves[k].from, (unsigned)moves[k].to);
    }
    printf("\n");
  } else if (v == WN_LOSS) {
    printf("loss: %s\n", stacks_reason_text(stacks_reason_of(ctx)));
  } else if (v == WN_UNKNOWN) {
    printf("unknown\n");
  }
  return v < 0 ? -1 : 0;
}

int main(int argc, char **argv) {
  const char *text = argc > 1 ? argv[1] : sample;
  wn_reader r;
  stacks_reader sr;
  wn_reader_init_string(&r, text, strlen(text), "input");
  stacks_reader_init(&sr, &r, NULL);
  stacks_ctx *ctx = stacks_new(NULL);
  int rc = ctx ? 1 : WN_ENOMEM;
  while (rc == 1 && (rc = stacks_read(&sr)) == 1)
    if (answer(ctx, &sr) < 0)
      rc = WN_ENOMEM;
  if (rc == WN_EPARSE)
    fprintf(stderr, "%s:%llu:%llu: %s\n", r.err.file,
            (unsigned long long)r.err.line, (unsigned long long)r.err.col,
            r.err.msg);
  stacks_free(ctx);
  stacks_reader_release(&sr);
  return rc == 0 ? 0 : rc == WN_EPARSE ? 2 : 1;
}
