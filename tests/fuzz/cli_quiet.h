/*
** cli_quiet.h: quiet stand-ins for the CLI's reporting functions
** (cli_error, cli_report_input, cli_fail of src/cli/util.c), linked
** instead of util.c into the harnesses that compile a src/cli file
** directly (issue 9). They print nothing, so a fuzzer can run millions
** of failing inputs without flooding its log, and they count what
** would have been printed, so a harness can check that every failure
** was reported, once, with a well-formed message.
*/
#ifndef WN_CLI_QUIET_H
#define WN_CLI_QUIET_H

#include "clikit/clikit.h"

struct cli_quiet {
  unsigned long errors;    /* cli_error calls */
  unsigned long reports;   /* cli_report_input calls */
  wn_error last;           /* the last report, or the last error's text */
};

extern struct cli_quiet cli_quiet;

/* Forget what was reported so far. */
void cli_quiet_reset(void);

#endif /* WN_CLI_QUIET_H */
