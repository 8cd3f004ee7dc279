/*
** fuzz_stats_csv.c: libFuzzer harness for the CSV reader behind
** "winnable stats --csv FILE --resume" (src/stats/stats_csv.c, linked
** from the stats component; issue 9).
**
** The input is the file found on disk when a run resumes. The harness
** writes it to a scratch file and calls stats_csv_open with resume, as
** a run of instances FIRST.. (at most MAX_ROWS) named ID would. Checks:
**  - a rejected file is reported once (EXIT_USAGE) and left unchanged;
**  - an accepted one counts each of its 'done' rows once in the totals,
**    keeps a prefix of whole lines of the input that holds no NUL byte
**    (the writer never writes one), and gets at most the identity and
**    header lines appended; after one more row is written, resuming
**    again accepts the file unchanged with that row counted too;
**  - a first line without its newline is only replaced when it is the
**    start of "# ID" (issue 22: a one-line file of someone else's was
**    replaced by a CSV).
*/
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "fuzz_common.h"
#include "said.h"
#include "stats/stats.h"

#define ID "accordion --rule any --cards 18 --seed 1 --first 7"
#define HEADER_LINE "index,verdict,states,seconds\n"
#define FIRST 7
#define MAX_ROWS 20

static char path[64];

static void remove_scratch(void) { unlink(path); }

/*
** The scratch file, made once per process: in $TMPDIR, else in /dev/shm
** (memory: 30 times the runs per second of a disk), else in /tmp.
*/
static const char *scratch(void) {
  if (!path[0]) {
    const char *dir = getenv("TMPDIR");
    if (!dir || !dir[0])
      dir = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(path, sizeof path, "%.40s/wn-fuzz-csv-XXXXXX", dir);
    int fd = mkstemp(path);
    FUZZ_CHECK(fd >= 0);
    close(fd);
    atexit(remove_scratch);
  }
  return path;
}

static void put_file(const uint8_t *data, size_t size) {
  FILE *fp = fopen(scratch(), "wb");
  FUZZ_CHECK(fp && fwrite(data, 1, size, fp) == size && fclose(fp) == 0);
}

/* The file's bytes (caller frees) and their count in *size. */
static char *get_file(size_t *size) {
  FILE *fp = fopen(scratch(), "rb");
  FUZZ_CHECK(fp);
  size_t cap = 4096, n = 0, got;
  char *buf = malloc(cap);
  FUZZ_CHECK(buf);
  while ((got = fread(buf + n, 1, cap - n, fp)) > 0)
    if ((n += got) == cap)
      FUZZ_CHECK((buf = realloc(buf, cap *= 2)) != NULL);
  fclose(fp);
  *size = n;
  return buf;
}

static int open_run(struct stats_csv *csv, struct stats_totals *t,
                    uint64_t *done) {
  memset(t, 0, sizeof *t);
  said_start();
  int rc = stats_csv_open(csv, scratch(), ID, 1, 0, FIRST, MAX_ROWS, t, done);
  said_stop();
  return rc;
}

/* Does out[0..len) start with the input's data[0..k), whole lines? */
static int kept_prefix(const char *out, size_t len, const uint8_t *data,
                       size_t size) {
  return len <= size && memcmp(out, data, len) == 0 &&
         (len == 0 || out[len - 1] == '\n');
}

static int ends_with(const char *s, size_t len, const char *tail) {
  size_t n = strlen(tail);
  return len >= n && memcmp(s + len - n, tail, n) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  struct stats_csv csv = {0}; /* unweighted rows */
  struct stats_totals t, t2;
  uint64_t done, done2;
  size_t len;
  char *out;
  put_file(data, size);
  int rc = open_run(&csv, &t, &done);
  if (rc != 0) {
    FUZZ_CHECK(rc == EXIT_USAGE && said.errors + said.reports);
    out = get_file(&len);
    FUZZ_CHECK(len == size && memcmp(out, data, size) == 0);
    free(out);
    return 0;
  }
  FUZZ_CHECK(said.errors + said.reports == 0);
  FUZZ_CHECK(done <= MAX_ROWS && t.instances == done &&
             t.wins + t.losses + t.unknowns == done);
  int added = done < MAX_ROWS;
  struct stats_result row = {size * 977u, 0.25, 1, WN_WIN};
  char rowtext[80];
  snprintf(rowtext, sizeof rowtext, "%llu,win,%llu,0.250000\n",
           (unsigned long long)(FIRST + done),
           (unsigned long long)row.states);
  if (added)
    FUZZ_CHECK(stats_csv_row(&csv, FIRST + done, &row) == 0);
  FUZZ_CHECK(stats_csv_close(&csv) == 0);

  out = get_file(&len);
  size_t rest = len;
  if (added) {
    FUZZ_CHECK(ends_with(out, rest, rowtext));
    rest -= strlen(rowtext);
  }
  FUZZ_CHECK(!memchr(out, '\0', rest)); /* a NUL byte was accepted */
  if (!kept_prefix(out, rest, data, size)) { /* lines were appended */
    FUZZ_CHECK(ends_with(out, rest, HEADER_LINE));
    rest -= strlen(HEADER_LINE);
    if (!kept_prefix(out, rest, data, size))
      FUZZ_CHECK(rest == strlen("# " ID "\n") &&
                 memcmp(out, "# " ID "\n", rest) == 0);
  }

  rc = open_run(&csv, &t2, &done2);
  FUZZ_CHECK(rc == 0 && said.errors + said.reports == 0);
  FUZZ_CHECK(stats_csv_close(&csv) == 0);
  FUZZ_CHECK(done2 == done + (uint64_t)added && t2.instances == done2);
  FUZZ_CHECK(t2.wins == t.wins + (uint64_t)added && t2.losses == t.losses &&
             t2.unknowns == t.unknowns);
  FUZZ_CHECK(t2.states == t.states + (added ? row.states : 0));
  size_t len2;
  char *out2 = get_file(&len2);
  FUZZ_CHECK(len2 == len && memcmp(out2, out, len) == 0);
  free(out2);
  free(out);
  return 0;
}
