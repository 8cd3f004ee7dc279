/*
** said.c: catch and check what util.c printed (said.h). The scratch
** file is made once; stderr is unbuffered, so every message is in it
** by the time said_stop() reads it back.
*/
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fuzz_common.h"
#include "said.h"

struct fuzz_said said;

static FILE *scratch;
static int saved_fd = -1;

void said_start(void) {
  memset(&said, 0, sizeof said);
  if (!scratch)
    scratch = tmpfile();
  FUZZ_CHECK(scratch != NULL && saved_fd < 0);
  fflush(stderr);
  FUZZ_CHECK(ftruncate(fileno(scratch), 0) == 0);
  rewind(scratch);
  saved_fd = dup(2);
  FUZZ_CHECK(saved_fd >= 0 && dup2(fileno(scratch), 2) == 2);
}

/* A message: not empty, no final period. */
static void check_msg(const char *msg) {
  size_t len = strlen(msg);
  FUZZ_CHECK(len > 0 && msg[len - 1] != '.');
}

/* "file:LINE:COL: msg": the first ":digits:digits: " after the name. */
static void check_report(const char *line) {
  for (const char *p = strchr(line, ':'); p; p = strchr(p + 1, ':')) {
    unsigned long long l, c;
    int used = 0;
    if (sscanf(p, ":%llu:%llu: %n", &l, &c, &used) == 2 && used > 0) {
      FUZZ_CHECK(l >= 1 && c >= 1);
      check_msg(p + used);
      said.last.line = l;
      said.last.col = c;
      said.reports++;
      return;
    }
  }
  fprintf(stderr, "said: \"%s\"\n", line);
  FUZZ_CHECK(!"a line on stderr that util.c does not write");
}

void said_stop(void) {
  FUZZ_CHECK(saved_fd >= 0);
  fflush(stderr);
  FUZZ_CHECK(dup2(saved_fd, 2) == 2);
  close(saved_fd);
  saved_fd = -1;
  FUZZ_CHECK(fseek(scratch, 0, SEEK_SET) == 0);
  char *line = NULL;
  size_t cap = 0;
  ssize_t len;
  while ((len = getline(&line, &cap, scratch)) > 0) {
    FUZZ_CHECK(line[len - 1] == '\n'); /* one message a line */
    line[len - 1] = '\0';
    if (strncmp(line, "Try '", 5) == 0 || strncmp(line, "  ", 2) == 0) {
      FUZZ_CHECK(said.errors + said.reports > 0); /* a hint follows one */
    } else if (strncmp(line, "winnable: ", 10) == 0) {
      check_msg(line + 10);
      said.errors++;
    } else {
      check_report(line);
    }
  }
  free(line);
}
