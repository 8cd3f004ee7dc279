/*
** test_check_memory.c: "check GAME" in-process on texts in memory
** (struct check_report, src/check/check_main.c): the same status and
** line as on files, no file opened (argv names files that do not
** exist), the case named, and a route that belongs to its thread alone.
*/
#define _GNU_SOURCE
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "check/check.h"

#define NOWHERE_IN "/nonexistent/winnable-test/in"
#define NOWHERE_OUT "/nonexistent/winnable-test/out"

/* check_accordion on (input, output) in memory: its status, its line. */
static int judge(const char *input, const char *output, char **line,
                 uint64_t *ncase) {
  char *argv[] = {"accordion", NOWHERE_IN, NOWHERE_OUT, NULL};
  size_t len = 0;
  struct check_report rep;
  memset(&rep, 0, sizeof rep);
  rep.to = open_memstream(line, &len);
  assert_non_null(rep.to);
  rep.input = input;
  rep.input_len = strlen(input);
  rep.output = output;
  rep.output_len = strlen(output);
  check_report_to(&rep);
  int status = check_accordion(3, argv);
  check_report_to(NULL);
  fclose(rep.to);
  *ncase = rep.ncase;
  return status;
}

static void verdicts_from_memory(void **state) {
  (void)state;
  char *line;
  uint64_t k;
  assert_int_equal(judge("2S 2S 2C 2C\nAS 2H\n", "winnable\nunwinnable\n",
                         &line, &k), CHECK_OK);
  assert_string_equal(line, "ok: 2 cases\n");
  assert_int_equal(k, 0);
  free(line);
  assert_int_equal(judge("2S 2S 2C 2C\nAS 2H\n", "winnable\nwinnable\n",
                         &line, &k), CHECK_WRONG);
  assert_string_equal(line, "wrong answer: case 2: expected unwinnable, "
                            "found winnable\n");
  assert_int_equal(k, 2);
  free(line);
  assert_int_equal(judge("2S 2S 2C 2C\n", "maybe\n", &line, &k),
                   CHECK_PRESENTATION);
  assert_string_equal(line, "presentation error: case 1: " NOWHERE_OUT
                            ":1:1: expected winnable, unwinnable or "
                            "unknown, found \"maybe\"\n");
  assert_int_equal(k, 1);
  free(line);
  assert_int_equal(judge("2S 1X\n", "winnable\n", &line, &k), CHECK_FAIL);
  assert_string_equal(line, "checker failure: bad input: " NOWHERE_IN
                            ":1:4: expected a card like 7H, found \"1X\"\n");
  free(line);
}

/* Another thread's call, without a route of its own: files by name. */
static void *unrouted(void *status) {
  char *argv[] = {"accordion", NOWHERE_IN, NOWHERE_OUT, NULL};
  FILE *saved = stderr;
  stderr = fopen("/dev/null", "w");
  *(int *)status = check_accordion(3, argv);
  fclose(stderr);
  stderr = saved;
  return NULL;
}

static void route_is_per_thread(void **state) {
  (void)state;
  char *line = NULL;
  size_t len = 0;
  struct check_report rep;
  memset(&rep, 0, sizeof rep);
  rep.to = open_memstream(&line, &len);
  rep.input = rep.output = "2S\n";
  rep.input_len = rep.output_len = 3;
  check_report_to(&rep);
  int status = -1;
  pthread_t t;
  assert_int_equal(pthread_create(&t, NULL, unrouted, &status), 0);
  pthread_join(t, NULL);
  check_report_to(NULL);
  fclose(rep.to);
  assert_int_equal(status, CHECK_FAIL); /* it tried the files */
  assert_int_equal(len, 0);             /* and never wrote here */
  free(line);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(verdicts_from_memory),
    cmocka_unit_test(route_is_per_thread),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
