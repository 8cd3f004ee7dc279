/*
** deal_outlast.c: "winnable deal outlast": contest input (T, then R C
** and the rows) for boards first .. first+count-1 of a seed.
*/
#include "cli/cli.h"

int deal_outlast(int argc, char **argv) {
  struct cli_deal d = CLI_DEAL_DEFAULTS;
  uint64_t rows = 10, cols = 10;
  double density = 0.5;
  const char *kind = NULL;
  struct cli_opt opts[] = {
    CLI_DEAL_OPTS(&d, "board", "N", 0, 0),
    CLI_DEAL_KIND_OPT(&kind),
    {"rows", CLI_UINT, &rows, "R", "rows per board (default 10)", 1,
     OUTLAST_MAX_CELLS},
    {"cols", CLI_UINT, &cols, "C", "columns per board (default 10)", 1,
     OUTLAST_MAX_CELLS},
    {"density", CLI_DOUBLE, &density, "D",
     "chance that a cell is X, 0 to 1 (default 0.5)", 0, 0},
    CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable deal outlast [options]",
    "Print random Inventor Outlasting boards as contest input: each cell is\n"
    "X with chance D, else '.'.",
    opts};
  int rc;
  if (cli_deal_parse(&cmd, &d, argc, argv, &rc))
    return rc;
  if (kind)
    return cli_deal_kind("outlast", kind, &d, 0);
  if (density > 1) {
    cli_error("option --density expects a number from 0 to 1, found \"%g\"",
              density);
    return EXIT_USAGE;
  }
  if (rows * cols > OUTLAST_MAX_CELLS) {
    cli_error("a board has at most %d cells, found %llu x %llu",
              OUTLAST_MAX_CELLS, (unsigned long long)rows,
              (unsigned long long)cols);
    return EXIT_USAGE;
  }
  rc = outlast_write_deals(stdout, d.seed, d.first, d.count, (size_t)rows,
                           (size_t)cols, density);
  return rc == WN_ENOMEM ? cli_fail(rc, NULL) : cli_finish(EXIT_OK);
}
