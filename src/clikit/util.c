/*
** util.c: inputs, error reporting and output helpers for subcommands.
** Messages follow git's style: lowercase, the problem first, no final
** period, the bad text in quotes.
*/
#include <errno.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include "clikit/clikit.h"

FILE *cli_open_quiet(const char *name) {
  if (strcmp(name, "-") == 0)
    return stdin;
  FILE *fp = fopen(name, "rb");
  struct stat st;
  if (fp && fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
    fclose(fp); /* reading it would fail later, as a run error (exit 1) */
    fp = NULL;
    errno = EISDIR;
  }
  return fp;
}

FILE *cli_open(const char *name) {
  FILE *fp = cli_open_quiet(name);
  if (!fp)
    cli_error("cannot open \"%s\": %s", name, strerror(errno));
  return fp;
}

void cli_close(FILE *fp) {
  if (fp && fp != stdin)
    fclose(fp);
}

/* 1 if fd is the file standard output writes to (a shell's "> name"). */
static int is_stdout(int fd) {
  struct stat a, b;
  return fstat(fd, &a) == 0 && fstat(STDOUT_FILENO, &b) == 0 &&
         S_ISREG(a.st_mode) && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

FILE *cli_create(const char *name, const char *what) {
  if (strcmp(name, "-") == 0) {
    cli_error("%s: \"-\" is standard output, where the answers go: name "
              "a file", what);
    return NULL;
  }
  /* a new file, or else one that holds nothing yet (never replaced) */
  int fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0 && errno == EEXIST)
    fd = open(name, O_WRONLY | O_CLOEXEC);
  struct stat st;
  if (fd < 0) {
    cli_error("cannot create %s \"%s\": %s", what, name, strerror(errno));
    return NULL;
  }
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    cli_error("%s \"%s\" already exists: it is not replaced (remove it or "
              "choose another name)", what, name);
    close(fd);
    return NULL;
  }
  if (is_stdout(fd)) {
    cli_error("%s \"%s\" is where standard output goes: the answers would "
              "overwrite it", what, name);
    close(fd);
    return NULL;
  }
  FILE *fp = fdopen(fd, "wb");
  if (!fp) {
    cli_error("cannot create %s \"%s\": %s", what, name, strerror(errno));
    close(fd);
  }
  return fp;
}

int cli_close_output(FILE *fp, const char *name, const char *what) {
  if (fflush(fp) != 0 || ferror(fp)) {
    cli_error("cannot write %s \"%s\": %s", what, name, strerror(errno));
    fclose(fp);
    return EXIT_FAILURE_RUN;
  }
  if (fclose(fp) != 0) {
    cli_error("cannot write %s \"%s\": %s", what, name, strerror(errno));
    return EXIT_FAILURE_RUN;
  }
  return 0;
}

const char *cli_input_name(const char *name) {
  return strcmp(name, "-") == 0 ? "<stdin>" : name;
}

void cli_wait_flush(void *unused) {
  (void)unused;
  fflush(stdout); /* a failure stays in ferror: cli_output_failed */
}

int cli_case_missing(const char *name, uint64_t have, uint64_t want) {
  cli_error("%s has %llu case%s, --case %llu asked for", name,
            (unsigned long long)have, have == 1 ? "" : "s",
            (unsigned long long)want);
  return EXIT_USAGE;
}

int cli_each_input(int nargs, char **argv, cli_input_fn *fn, void *run) {
  return cli_each_input_case(nargs, argv, 0, fn, run);
}

int cli_each_input_case(int nargs, char **argv, uint64_t only,
                        cli_input_fn *fn, void *run) {
  char *stdin_only[] = {"-"};
  char **files = nargs ? argv : stdin_only;
  int rc = 0;
  for (int k = 0; k < (nargs ? nargs : 1) && rc == 0 && !cli_output_failed();
       k++) {
    FILE *fp = cli_open(files[k]);
    if (!fp)
      return EXIT_USAGE;
    struct cli_input in = {.name = cli_input_name(files[k]),
                           .only = only, .many = nargs > 1};
    wn_reader_init(&in.r, fp, in.name);
    wn_reader_on_wait(&in.r, cli_wait_flush, NULL);
    rc = fn(run, &in);
    if (rc < 0)
      rc = cli_fail(rc, &in.r.err);
    else if (rc == 0 && in.ncase < only && !cli_output_failed())
      rc = cli_case_missing(in.name, in.ncase, only);
    cli_close(fp);
  }
  return rc;
}

void cli_json_case(const struct cli_input *in) {
  cli_json_case_at(in, in->ncase);
}

void cli_json_case_at(const struct cli_input *in, uint64_t ncase) {
  printf("{\"case\":%llu", (unsigned long long)ncase);
  if (in->many) {
    fputs(",\"file\":", stdout);
    cli_json_string(stdout, in->name);
  }
}

void cli_json_end(const char *limit, uint64_t states, double seconds) {
  if (limit)
    printf(",\"limit\":\"%s\"", limit);
  printf(",\"states\":%llu,\"seconds\":%.6f}\n", (unsigned long long)states,
         seconds);
}

void cli_error(const char *fmt, ...) {
  fflush(stdout);
  va_list ap;
  va_start(ap, fmt);
  fputs("winnable: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

void cli_report_input(const wn_error *err) {
  fflush(stdout);
  fprintf(stderr, "%s:%llu:%llu: %s\n", err->file ? err->file : "<input>",
          (unsigned long long)err->line, (unsigned long long)err->col,
          err->msg);
}

int cli_fail(int code, const wn_error *err) {
  switch (code) {
  case WN_EPARSE:
    cli_report_input(err);
    return EXIT_USAGE;
  case WN_EIO:
    if (err)
      cli_report_input(err);
    else
      cli_error("input/output error");
    return EXIT_FAILURE_RUN;
  case WN_ENOMEM:
    cli_error("out of memory");
    return EXIT_FAILURE_RUN;
  default:
    cli_error("internal error (code %d)", code);
    return EXIT_FAILURE_RUN;
  }
}

int cli_finish(int status) {
  if (fflush(stdout) != 0 || ferror(stdout)) {
    fprintf(stderr, "winnable: cannot write output: %s\n", strerror(errno));
    return EXIT_FAILURE_RUN;
  }
  return status;
}

int cli_check_range(uint64_t first, uint64_t count, const char *count_opt) {
  if (count <= UINT64_MAX - first)
    return 0;
  cli_error("--first %llu + %s %llu passes 2^64 - 1 (a range ends before "
            "index 18446744073709551615)", (unsigned long long)first,
            count_opt, (unsigned long long)count);
  return EXIT_USAGE;
}

int cli_output_failed(void) { return ferror(stdout); }

void cli_json_quote(FILE *out, const char *s, const char *as_unicode) {
  fputc('"', out);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(out, "\\%c", c);
    else if (c < 0x20 || strchr(as_unicode, c))
      fprintf(out, "\\u%04x", c);
    else
      fputc(c, out);
  }
  fputc('"', out);
}

void cli_json_string(FILE *out, const char *s) { cli_json_quote(out, s, ""); }

double cli_clock(void) { return wn_now(); }

const char *cli_tmpdir(void) {
  const char *dir = getenv("TMPDIR");
  return dir && *dir ? dir : "/tmp";
}

FILE *cli_scratch(const char *what) {
  const char *dir = cli_tmpdir();
  size_t len = strlen(dir) + sizeof "/winnable-XXXXXX";
  char *path = malloc(len);
  FILE *fp = NULL;
  int fd = -1;
  if (path) {
    snprintf(path, len, "%s/winnable-XXXXXX", dir);
    if ((fd = mkstemp(path)) >= 0) {
      unlink(path);
      fp = fdopen(fd, "w+");
    }
  }
  if (!fp)
    cli_error("cannot make a scratch file for the %s in \"%s\": %s", what,
              dir, strerror(path ? errno : ENOMEM));
  if (!fp && fd >= 0)
    close(fd);
  free(path);
  return fp;
}

int cli_scratch_reset(FILE *fp) {
  if (fflush(fp) != 0 || ftruncate(fileno(fp), 0) != 0)
    return -1;
  rewind(fp);
  return 0;
}

int cli_scratch_copy(FILE *fp, FILE *out) {
  char buf[1 << 16];
  if (ferror(fp) || fflush(fp) != 0) /* before rewind clears the error */
    return -1;
  rewind(fp);
  size_t got;
  while ((got = fread(buf, 1, sizeof buf, fp)) > 0)
    if (fwrite(buf, 1, got, out) != got)
      return -1;
  return ferror(fp) ? -1 : 0;
}
