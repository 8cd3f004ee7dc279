/*
** cmd_accordion.c: "winnable accordion": decide each deal of each input
** and print YES/NO (contest input) or winnable/unwinnable (deal lines),
** "unknown" when a limit ran out; --moves adds the proof, --json one
** object per deal instead, --certificate a certificate of each loss.
** --threads T decides T deals at a time with the output of one thread
** (accordion_deals.c).
*/
#include "cli/cli.h"

int cmd_accordion(int argc, char **argv) {
  struct cli_accordion_deals st = {0};
  uint64_t threads = 1;
  cli_solve_defaults(&st.s);
  cli_accordion_opts_init(&st.ao);
  struct cli_opt opts[] = {
    CLI_ACCORDION_OPTS(&st.ao),
    {"certificate", CLI_STRING, &st.cert_name, "FILE",
     "write a certificate of each loss to FILE (not with rightmost; never "
     "replaces a file), for check --certificate", 0, 0},
    {"threads", CLI_UINT, &threads, "T",
     "decide T deals at a time (default 1); the output is the same, in "
     "input order; the limits apply to each deal", 1, 256},
    CLI_SOLVE_OPTS(&st.s), CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable accordion [options] [FILE...]",
    "Decide whether each Accordion deal can be reduced to one pile (or\n"
    "won under the --rule and knobs given). Input is contest format (n,\n"
    "then n cards) or one deal per line.",
    opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if ((rc = cli_accordion_opts_resolve(&st.ao, 1)))
    return rc;
  if (st.cert_name && st.ao.base != ACCORDION_ANY) {
    cli_error("--certificate: losses under the rightmost rule are proven "
              "by counting, not search: no certificate");
    return EXIT_USAGE;
  }
  if (st.cert_name && !(st.cert = cli_create(st.cert_name, "certificate file")))
    return EXIT_USAGE;
  st.threads = (unsigned)threads;
  rc = cli_accordion_deals(&st, nargs, argv);
  if (st.cert) {
    int closed = cli_close_output(st.cert, st.cert_name, "certificate file");
    if (closed && !rc)
      rc = closed;
  }
  return cli_finish(rc);
}
