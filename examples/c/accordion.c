/*
** accordion.c: decide one Accordion deal given as a string and print a
** proof of the win, with libwinnable.
**
**   ./accordion                       the Codeforces 208B sample
**   ./accordion "KH 2D 7D AH 8S" any  any deal line, rule any|rightmost
**
** Prints "win: 4>3 3>2 2>1" (the moves as `winnable accordion --moves`
** writes them), "loss", or "unknown"; a bad card is reported with its
** column and exit status 2.
*/
#include <stdio.h>
#include <string.h>
#include <winnable.h>

int main(int argc, char **argv) {
  const char *text = argc > 1 ? argv[1] : "2S 2S 2C 2C";
  accordion_rule rule = ACCORDION_RIGHTMOST;
  if (argc > 2 && accordion_rule_parse(argv[2], &rule) != 0) {
    fprintf(stderr, "accordion: unknown rule \"%s\"\n", argv[2]);
    return 2;
  }
  wn_reader r;
  accordion_reader ar;
  wn_reader_init_string(&r, text, strlen(text), "deal");
  accordion_reader_init(&ar, &r, NULL);
  int rc = accordion_read(&ar);
  if (rc != 1) {
    fprintf(stderr, "%s:%llu:%llu: %s\n", r.err.file,
            (unsigned long long)r.err.line, (unsigned long long)r.err.col,
            rc == 0 ? "no deal" : r.err.msg);
    accordion_reader_release(&ar);
    return 2;
  }
  accordion_ctx *ctx = accordion_new(NULL);
  int v = ctx ? accordion_solve(ctx, ar.cards, ar.n, rule) : WN_ENOMEM;
  if (v < 0) {
    fprintf(stderr, "accordion: out of memory\n");
  } else if (v == WN_WIN) {
    size_t n;
    const accordion_move *moves = accordion_proof(ctx, &n);
    printf("win:");
    for (size_t k = 0; k < n; k++)
      printf(" %u>%u", (unsigned)moves[k].from, (unsigned)moves[k].to);
    printf("\n");
  } else {
    printf("%s\n", wn_verdict_name(v));
  }
  accordion_free(ctx);
  accordion_reader_release(&ar);
  return v < 0;
}
