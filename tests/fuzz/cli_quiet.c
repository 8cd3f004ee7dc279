/*
** cli_quiet.c: the quiet stand-ins of cli_quiet.h. Each one checks the
** message it is given: not empty, in git style (no final period or
** newline), and for input reports a position of at least 1:1. A bad
** message aborts, so the fuzzer keeps the input.
*/
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz_common.h"
#include "cli_quiet.h"

struct cli_quiet cli_quiet;

void cli_quiet_reset(void) { memset(&cli_quiet, 0, sizeof cli_quiet); }

/* msg is a whole message, unless 'cut' (then only its start is kept). */
static void check_msg(const char *msg, int cut) {
  size_t len = strlen(msg);
  FUZZ_CHECK(len > 0);
  FUZZ_CHECK(cut || (msg[len - 1] != '.' && msg[len - 1] != '\n'));
}

void cli_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = cli_quiet.last.msg;
  int n = vsnprintf(msg, sizeof cli_quiet.last.msg, fmt, ap);
  va_end(ap);
  check_msg(msg, n < 0 || (size_t)n >= sizeof cli_quiet.last.msg);
  cli_quiet.errors++;
}

void cli_report_input(const wn_error *err) {
  FUZZ_CHECK(err->line >= 1 && err->col >= 1);
  FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL);
  check_msg(err->msg, 0);
  cli_quiet.last = *err;
  cli_quiet.reports++;
}

/* The exit status util.c gives each code, and one message for it. */
int cli_fail(int code, const wn_error *err) {
  if (code == WN_EPARSE || (code == WN_EIO && err))
    cli_report_input(err);
  else
    cli_error("failure with code %d", code);
  return code == WN_EPARSE ? EXIT_USAGE : EXIT_FAILURE_RUN;
}
