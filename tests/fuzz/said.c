/*
** said.c: count and check what the code under test asked util.c to
** say (said.h). The harnesses are linked with -Wl,--wrap for
** cli_error, cli_report_input and cli_fail (tests/fuzz.cmake), so each
** call from another file lands here first, is checked and counted, and
** then goes on to the real function in src/clikit/util.c, which prints
** it. Calls inside util.c itself (cli_fail reporting its error) are not
** wrapped, so nothing is counted twice. While a harness runs the code
** under test, stderr goes to /dev/null: the fuzzer's log stays readable.
*/
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>
#include "fuzz_common.h"
#include "said.h"
#include "clikit/clikit.h"

struct fuzz_said said;
static int saved_fd = -1;

void __real_cli_error(const char *fmt, ...);
void __real_cli_report_input(const wn_error *err);
int __real_cli_fail(int code, const wn_error *err);
void __wrap_cli_error(const char *fmt, ...);
void __wrap_cli_report_input(const wn_error *err);
int __wrap_cli_fail(int code, const wn_error *err);

void said_start(void) {
  memset(&said, 0, sizeof said);
  FUZZ_CHECK(saved_fd < 0);
  fflush(stderr);
  int null = open("/dev/null", O_WRONLY);
  saved_fd = dup(2);
  FUZZ_CHECK(null >= 0 && saved_fd >= 0 && dup2(null, 2) == 2);
  close(null);
}

void said_stop(void) {
  FUZZ_CHECK(saved_fd >= 0);
  fflush(stderr);
  FUZZ_CHECK(dup2(saved_fd, 2) == 2);
  close(saved_fd);
  saved_fd = -1;
}

/* A message (or its start, if 'cut'): not empty, no final period. */
static void check_msg(const char *msg, int cut) {
  size_t len = strlen(msg);
  FUZZ_CHECK(len > 0);
  FUZZ_CHECK(cut || (msg[len - 1] != '.' && msg[len - 1] != '\n'));
}

void __wrap_cli_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char *msg = said.last.msg;
  int n = vsnprintf(msg, sizeof said.last.msg, fmt, ap);
  va_end(ap);
  check_msg(msg, n < 0 || (size_t)n >= sizeof said.last.msg);
  said.errors++;
  __real_cli_error("%s", msg);
}

void __wrap_cli_report_input(const wn_error *err) {
  FUZZ_CHECK(err->line >= 1 && err->col >= 1);
  FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL);
  check_msg(err->msg, 0);
  said.last = *err;
  said.reports++;
  __real_cli_report_input(err);
}

/* Counted as util.c reports each code: an input report or an error. */
int __wrap_cli_fail(int code, const wn_error *err) {
  if (code == WN_EPARSE || (code == WN_EIO && err)) {
    FUZZ_CHECK(err->line >= 1 && err->col >= 1);
    check_msg(err->msg, 0);
    said.last = *err;
    said.reports++;
  } else {
    said.errors++;
  }
  return __real_cli_fail(code, err);
}
