/*
** said.h: what the code under test asked the real src/clikit/util.c to
** say while a harness ran it (issue 9; issue 17 replaced the stand-ins
** for util.c by link-time wrappers, said.c). Between said_start() and
** said_stop() every cli_error, cli_report_input and cli_fail call made
** from outside util.c is checked (a message not empty, git style with
** no final period, a position of at least 1:1; a bad one aborts, so the
** fuzzer keeps the input), counted here, and then printed by util.c
** itself to a stderr pointed at /dev/null.
*/
#ifndef WN_FUZZ_SAID_H
#define WN_FUZZ_SAID_H

#include "winnable.h"

struct fuzz_said {
  unsigned long errors;    /* cli_error, or cli_fail without a position */
  unsigned long reports;   /* cli_report_input, or cli_fail with one */
  wn_error last;           /* the last report, or the last error's text */
};

extern struct fuzz_said said;

/* Forget what was said so far; stderr to /dev/null. */
void said_start(void);
/* Give stderr back ('said' keeps the counts). */
void said_stop(void);

#endif /* WN_FUZZ_SAID_H */
