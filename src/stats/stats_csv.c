/*
** stats_csv.c: the per-instance CSV of "winnable stats" and --resume.
**
** Layout: line 1 "# <identity>" names the run (game, options, seed,
** first index, limits); line 2 is the header "index,verdict,states,
** seconds" (",weight" added in weighted runs, the importance weight
** printed so that it reads back exactly); then one row per instance in index order, starting at the
** run's first index, and after the rows of a run that stopped early
** the note "# seconds S for K rows" (stats_csv_note). Rows are only ever appended, so an interrupted run
** leaves a valid prefix, at worst followed by one partial line.
** Invariant: after stats_csv_open with resume, the file holds exactly
** the rows counted in *done, each already added to the totals.
**
** Safety (issues 20 and 22): the file is opened without truncating it
** and locked (flock, exclusive, not waiting) before anything is read or
** cut, so a second run on the same file is refused instead of
** interleaving rows; a file with content is only replaced with --force,
** only continued with --resume, and never replaced because its first
** line is incomplete unless that line is the start of ours.
*/
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include "stats/stats.h"

static const char HEADER[] = "index,verdict,states,seconds";
static const char HEADER_W[] = "index,verdict,states,seconds,weight";

/* What a resumed file holds. */
struct scan {
  const char *path;
  uint64_t line;        /* lines read so far */
  long keep;            /* bytes up to the end of the last good line */
  int have_header;
  uint64_t rows;
  double past_seconds;  /* the notes' sums */
  uint64_t past_rows;
};

/* Read one line without its '\n' into buf. Returns its length, -1 at
** end of file, -2 if too long, -3 for a final line without '\n' (its
** *partial bytes in buf). */
static long get_line(FILE *fp, char *buf, size_t cap, size_t *partial) {
  size_t n = 0;
  int c;
  while ((c = getc(fp)) != EOF && c != '\n') {
    if (n + 1 >= cap)
      return -2;
    buf[n++] = (char)c;
  }
  buf[n] = '\0';
  *partial = n;
  return c == '\n' ? (long)n : n ? -3 : -1;
}

/* Whether the n bytes at buf begin "# <identity>" (an interrupted first
** write of ours). */
static int our_start(const char *buf, size_t n, const char *identity) {
  size_t m = strlen(identity);
  if (n > m + 2 || memcmp(buf, "# ", n < 2 ? n : 2) != 0)
    return 0;
  return n <= 2 || memcmp(buf + 2, identity, n - 2) == 0;
}

/* Say that path holds another run: its first line and ours. */
static int other_run(const char *path, const char *line,
                     const char *identity) {
  char said[240];
  wn_quote(said, sizeof said, line, strlen(line), 0); /* no raw bytes */
  cli_error("cannot resume: \"%s\" was written by another run", path);
  fprintf(stderr, "  it says: %s\n  this is: \"# %s\"\n", said, identity);
  return EXIT_USAGE;
}

/* Report "expected WHAT, found "FOUND"" at column col of this line,
** the len bytes found quoted (no raw byte reaches the terminal). */
static int bad_bytes(const struct scan *s, size_t col, const char *what,
                     const char *found, size_t len) {
  wn_error err = {s->path, s->line, col, ""};
  char quoted[64];
  wn_quote(quoted, sizeof quoted, found, len, 0);
  snprintf(err.msg, sizeof err.msg, "expected %s, found %s", what, quoted);
  cli_report_input(&err);
  return EXIT_USAGE;
}

static int bad(const struct scan *s, size_t col, const char *what,
               const char *found) {
  return bad_bytes(s, col, what, found, strlen(found));
}

/*
** A whole number at *p as winnable writes one: digits, no leading zero
** but in "0" itself, at most UINT64_MAX. 0 with *p advanced, or -1.
*/
static int number(const char **p, uint64_t *v) {
  const char *q = *p;
  uint64_t x = 0;
  if (*q < '0' || *q > '9' || (q[0] == '0' && q[1] >= '0' && q[1] <= '9'))
    return -1;
  for (; *q >= '0' && *q <= '9'; q++) {
    if (x > (UINT64_MAX - 9) / 10)
      return -1;
    x = x * 10 + (uint64_t)(*q - '0');
  }
  *p = q;
  *v = x;
  return 0;
}

/*
** A finite decimal at *p as printf's %f (exponent 0) or %g (exponent
** 1) writes one, ended by 'end': a whole part as number() reads it, an
** optional fraction, and with 'exponent' an optional e+NN / e-NN; never
** a sign, blanks, hex, "inf" or "nan". 0 with *v set, or -1.
*/
static int decimal(const char *p, int exponent, char end, double *v) {
  const char *q = p;
  uint64_t whole;
  if (number(&q, &whole) != 0)
    return -1;
  if (*q == '.' && q[1] >= '0' && q[1] <= '9')
    for (q++; *q >= '0' && *q <= '9'; q++)
      ;
  if (exponent && *q == 'e' && (q[1] == '+' || q[1] == '-') &&
      q[2] >= '0' && q[2] <= '9')
    for (q += 2; *q >= '0' && *q <= '9'; q++)
      ;
  if (*q != end)
    return -1;
  *v = strtod(p, NULL); /* the syntax is checked: only range is left */
  return isfinite(*v) ? 0 : -1;
}

/* One data row: index,verdict,states,seconds[,weight]. */
static int row(struct scan *s, const char *line, uint64_t want, int weighted,
               struct stats_totals *totals) {
  const char *p = line;
  uint64_t index, states;
  char wanttxt[32];
  snprintf(wanttxt, sizeof wanttxt, "index %llu", (unsigned long long)want);
  if (number(&p, &index) || index != want || *p++ != ',')
    return bad(s, 1, wanttxt, line);
  int verdict = -1;
  for (int v = WN_LOSS; v <= WN_UNKNOWN; v++) {
    size_t len = strlen(wn_verdict_name(v));
    if (strncmp(p, wn_verdict_name(v), len) == 0 && p[len] == ',') {
      verdict = v;
      p += len + 1;
      break;
    }
  }
  if (verdict < 0)
    return bad(s, (size_t)(p - line) + 1, "win, loss or unknown", p);
  const char *f = p;
  if (number(&p, &states) || *p++ != ',')
    return bad(s, (size_t)(f - line) + 1, "a number of states", f);
  double sec, w = 1;
  if (decimal(p, 0, weighted ? ',' : '\0', &sec))
    return bad(s, (size_t)(p - line) + 1, "seconds like 0.001250", p);
  f = weighted ? strchr(p, ',') + 1 : NULL;
  if (weighted && decimal(f, 1, '\0', &w))
    return bad(s, (size_t)(f - line) + 1, "a weight like 0.25 or 1e-05", f);
  stats_totals_add(totals, verdict, states);
  if (weighted)
    stats_totals_weigh(totals, verdict, w);
  return 0;
}

/* The note "# seconds S for K rows" (stats_csv_note) in buf: 0, or -1. */
static int note(const char *buf, double *sec, uint64_t *rows) {
  static const char SECONDS[] = "# seconds ", FOR[] = " for ";
  const char *p = buf + sizeof SECONDS - 1, *f = strstr(buf, FOR);
  if (strncmp(buf, SECONDS, sizeof SECONDS - 1) || !f ||
      decimal(p, 0, ' ', sec))
    return -1;
  p = f + sizeof FOR - 1;
  return number(&p, rows) == 0 && strcmp(p, " rows") == 0 ? 0 : -1;
}

/* Check an existing file; fill s. Returns 0 or EXIT_USAGE. */
static int scan_file(FILE *fp, struct scan *s, const char *identity,
                     uint64_t first, uint64_t max_rows, int weighted,
                     struct stats_totals *totals) {
  const char *header = weighted ? HEADER_W : HEADER;
  char buf[512];
  long len;
  size_t partial;
  while ((len = get_line(fp, buf, sizeof buf, &partial)) != -1) {
    if (len == -3 && s->line == 0 && !our_start(buf, partial, identity))
      return other_run(s->path, buf, identity); /* not ours: keep it */
    if (len == -3) /* a partial last line: cut off by the caller */
      break;
    s->line++;
    if (len == -2)
      return bad(s, 1, "a line of the stats csv", "(a very long line)");
    if (strlen(buf) != (size_t)len) /* we never write a NUL byte */
      return bad_bytes(s, strlen(buf) + 1, "a line of the stats csv", "", 1);
    if (s->line == 1) {
      if (buf[0] != '#' || strcmp(buf + 1 + (buf[1] == ' '), identity))
        return other_run(s->path, buf, identity);
    } else if (s->line == 2) {
      if (strcmp(buf, header))
        return bad(s, 1, header, buf);
      s->have_header = 1;
    } else if (buf[0] == '#') {
      double sec;
      uint64_t k;
      if (note(buf, &sec, &k))
        return bad(s, 1, "a row or \"# seconds S for K rows\"", buf);
      s->past_seconds += sec;
      s->past_rows += k;
    } else {
      if (s->rows == max_rows)
        return bad(s, 1, "no more rows than --deals asks for", buf);
      int rc = row(s, buf, first + s->rows, weighted, totals);
      if (rc)
        return rc;
      s->rows++;
    }
    s->keep = ftell(fp);
  }
  return 0;
}

/* Resume from the locked file csv->fp: check it, cut a partial last
** line, leave the position at the end. *fresh is set when nothing
** usable was there. */
static int resume(struct stats_csv *csv, struct scan *s, const char *identity,
                  uint64_t first, uint64_t max_rows,
                  struct stats_totals *totals, int *fresh) {
  struct stats_totals t = {0};
  int rc = scan_file(csv->fp, s, identity, first, max_rows, csv->weighted,
                     &t);
  if (rc)
    return rc;
  if (ferror(csv->fp) || fflush(csv->fp) ||
      ftruncate(fileno(csv->fp), s->keep) != 0 ||
      fseek(csv->fp, s->keep, SEEK_SET) != 0) {
    cli_error("cannot resume from \"%s\": %s", csv->path, strerror(errno));
    return EXIT_FAILURE_RUN;
  }
  *fresh = s->keep == 0;
  csv->past_seconds = s->past_seconds;
  csv->past_rows = s->past_rows;
  totals->instances += t.instances;
  totals->wins += t.wins;
  totals->losses += t.losses;
  totals->unknowns += t.unknowns;
  totals->states += t.states;
  totals->sum_w += t.sum_w;
  totals->sum_w2 += t.sum_w2;
  totals->loss_w += t.loss_w;
  totals->loss_w2 += t.loss_w2;
  totals->unknown_w += t.unknown_w;
  totals->unknown_w2 += t.unknown_w2;
  totals->max_w = fmax(totals->max_w, t.max_w);
  totals->max_loss_w = fmax(totals->max_loss_w, t.max_loss_w);
  return 0;
}

/*
** Open path for reading and writing without truncating it, and lock it.
** Returns 0 with csv->fp set, or EXIT_USAGE after a message: the path
** cannot be opened, another run holds the lock, or it has content that
** neither --resume nor --force allows to touch.
*/
static int open_locked(struct stats_csv *csv, const char *path, int resume_it,
                       int force) {
  /* --resume reads the file; a fresh run only writes (a pipe, a FIFO or
     a write-only file is fine then) */
  int fd = open(path, (resume_it ? O_RDWR : O_WRONLY) | O_CREAT | O_CLOEXEC,
                0666);
  if (fd < 0) { /* an output path that cannot be created */
    cli_error("cannot open \"%s\": %s", path, strerror(errno));
    return EXIT_USAGE;
  }
  /* only a file system without locks says anything but EWOULDBLOCK;
     the run then goes on unlocked, as before locks */
  if (flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
    cli_error("\"%s\" is in use: another winnable stats run is writing it",
              path);
    close(fd);
    return EXIT_USAGE;
  }
  struct stat st;
  if (!resume_it && !force && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
      st.st_size > 0) {
    cli_error("\"%s\" already exists: --resume goes on with the run it "
              "holds, --force replaces it", path);
    close(fd);
    return EXIT_USAGE;
  }
  csv->fp = fdopen(fd, resume_it ? "r+b" : "wb");
  if (!csv->fp) {
    close(fd);
    return cli_fail(WN_ENOMEM, NULL);
  }
  return 0;
}

int stats_csv_open(struct stats_csv *csv, const char *path,
                   const char *identity, int resume_it, int force,
                   uint64_t first, uint64_t max_rows,
                   struct stats_totals *totals, uint64_t *done) {
  struct scan s = {path, 0, 0, 0, 0, 0, 0};
  int fresh = 1, rc;
  csv->path = path;
  csv->fp = NULL;
  csv->past_seconds = 0;
  csv->past_rows = 0;
  csv->is_stdout = strcmp(path, "-") == 0; /* csv->weighted: as set */
  if (csv->is_stdout)
    csv->fp = stdout;
  else if ((rc = open_locked(csv, path, resume_it, force)) != 0)
    return rc;
  if (!csv->is_stdout && resume_it &&
      (rc = resume(csv, &s, identity, first, max_rows, totals, &fresh))) {
    stats_csv_close(csv);
    return rc;
  }
  /* a regular file is rewritten from its start; a pipe cannot seek */
  struct stat st;
  if (fresh && !csv->is_stdout && fstat(fileno(csv->fp), &st) == 0 &&
      S_ISREG(st.st_mode) &&
      (ftruncate(fileno(csv->fp), 0) != 0 || fseek(csv->fp, 0, SEEK_SET))) {
    cli_error("cannot write \"%s\": %s", path, strerror(errno));
    stats_csv_close(csv);
    return EXIT_FAILURE_RUN;
  }
  if (fresh)
    fprintf(csv->fp, "# %s\n", identity);
  if (!s.have_header)
    fprintf(csv->fp, "%s\n", csv->weighted ? HEADER_W : HEADER);
  *done = s.rows;
  if (stats_csv_flush(csv) == 0)
    return 0;
  cli_error("cannot write \"%s\": %s", path, strerror(errno));
  stats_csv_close(csv);
  return EXIT_FAILURE_RUN;
}

void stats_csv_weighted(struct stats_csv *csv, int on) { csv->weighted = on; }

int stats_csv_note(struct stats_csv *csv, double seconds, uint64_t rows) {
  fprintf(csv->fp, "# seconds %.3f for %llu rows\n", seconds,
          (unsigned long long)rows);
  return ferror(csv->fp) ? WN_EIO : 0;
}

int stats_csv_row(struct stats_csv *csv, uint64_t index,
                  const struct stats_result *r) {
  fprintf(csv->fp, "%llu,%s,%llu,%.6f", (unsigned long long)index,
          wn_verdict_name(r->verdict), (unsigned long long)r->states,
          r->seconds);
  if (csv->weighted)
    fprintf(csv->fp, ",%.17g", r->weight);
  fputc('\n', csv->fp);
  return ferror(csv->fp) ? WN_EIO : 0;
}

int stats_csv_flush(struct stats_csv *csv) {
  return fflush(csv->fp) != 0 || ferror(csv->fp) ? WN_EIO : 0;
}

int stats_csv_close(struct stats_csv *csv) {
  if (!csv->fp)
    return 0;
  int bad_out = ferror(csv->fp);
  int rc = csv->is_stdout ? fflush(csv->fp) : fclose(csv->fp); /* unlocks */
  csv->fp = NULL;
  return bad_out || rc ? WN_EIO : 0;
}
