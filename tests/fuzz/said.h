/*
** said.h: what the real src/clikit/util.c said on stderr while a
** harness ran the code under test (issue 9; issue 17 replaced the
** stand-ins for util.c). said_start() points file descriptor 2 at a
** scratch file, said_stop() puts it back and reads what was written:
** one message a line, either "winnable: msg" (cli_error) or
** "file:line:col: msg" (cli_report_input), or after one of them a hint
** ("Try '...'", or indented by two spaces). Every line is checked: a
** message not empty, git style (no final period), a position of at
** least 1:1. A bad line aborts, so the fuzzer keeps the input.
*/
#ifndef WN_FUZZ_SAID_H
#define WN_FUZZ_SAID_H

#include "winnable.h"

struct fuzz_said {
  unsigned long errors;    /* "winnable: ..." lines (cli_error) */
  unsigned long reports;   /* "file:line:col: ..." lines (cli_report_input) */
  wn_error last;           /* position of the last report (line, col) */
};

extern struct fuzz_said said;

/* Forget what was said so far and start catching stderr. */
void said_start(void);
/* Stop catching stderr and count what was said into 'said'. */
void said_stop(void);

#endif /* WN_FUZZ_SAID_H */
