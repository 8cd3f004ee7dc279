/*
** fuzz_options.c: libFuzzer harness for the command-line option parser
** every subcommand shares (src/clikit/options.c, linked from the
** clikit component; issue 9).
**
** The input is an argument vector, arguments separated by NUL bytes.
** It is parsed against a table with one option of each kind, and the
** outcome is compared with a model written here from the documented
** grammar: "--name value" or "--name=value", "--" ends the options,
** "-" alone is an argument; a whole number is an optional '+' and
** decimal digits (no blanks, no '-'), within the option's bounds; a
** size is such a number with an optional K/M/G/T and an optional B
** that fits in size_t; a number of seconds is an optional '+', digits,
** optionally '.' and more digits (at least one digit in all), in
** [0, 1e12]: no blanks, no sign but '+', no hex, no exponent.
** The parse must succeed exactly when the model does, with the same
** values and the same arguments left in order, and a failure must be
** reported once.
*/
#include <errno.h>
#include <string.h>
#include "fuzz_common.h"
#include "said.h"
#include "clikit/clikit.h"

#define MAX_ARGS 24

struct vals {
  int flag;
  uint64_t any, small;
  double secs;
  size_t size;
  const char *str;
};

static void table(struct vals *v, struct cli_opt *o) {
  struct cli_opt t[] = {
    {"flag", CLI_FLAG, &v->flag, NULL, "a flag", 0, 0},
    {"any", CLI_UINT, &v->any, "N", "any whole number", 0, 0},
    {"small", CLI_UINT, &v->small, "P", "1..10", 1, 10},
    {"secs", CLI_DOUBLE, &v->secs, "S", "seconds", 0, 0},
    {"size", CLI_SIZE, &v->size, "SIZE", "a size", 0, 0},
    {"str", CLI_STRING, &v->str, "TEXT", "any text", 0, 0},
    CLI_OPT_END};
  memcpy(o, t, sizeof t);
}

/* "+"? digits, as a number that fits in uint64_t. 0, or -1. */
static int model_digits(const char **s, uint64_t *out) {
  const char *p = *s + (**s == '+');
  uint64_t x = 0;
  if (*p < '0' || *p > '9')
    return -1;
  for (; *p >= '0' && *p <= '9'; p++) {
    if (x > (UINT64_MAX - (uint64_t)(*p - '0')) / 10)
      return -1;
    x = x * 10 + (uint64_t)(*p - '0');
  }
  *s = p;
  *out = x;
  return 0;
}

/* Apply val to the model's copy of option o. 0, or -1 if refused. */
static int model_value(const struct cli_opt *o, const char *val,
                       struct vals *m, const struct vals *base) {
  uint64_t x;
  const char *p = val;
  size_t off = (const char *)o->value - (const char *)base;
  void *dst = (char *)m + off;
  switch (o->kind) {
  case CLI_UINT:
    if (model_digits(&p, &x) || *p || x < o->min || (o->max && x > o->max))
      return -1;
    *(uint64_t *)dst = x;
    return 0;
  case CLI_SIZE: {
    if (model_digits(&p, &x))
      return -1;
    const char *units = "kKmMgGtT", *u = *p ? strchr(units, *p) : NULL;
    unsigned shift = u ? 10u * (unsigned)(1 + (u - units) / 2) : 0;
    p += u != NULL;
    p += *p == 'b' || *p == 'B';
    if (*p || x > (SIZE_MAX >> shift))
      return -1;
    *(size_t *)dst = (size_t)(x << shift);
    return 0;
  }
  case CLI_DOUBLE: { /* '+'? digits ('.' digits)?, in range */
    size_t k = val[0] == '+', digits = strspn(val + k, "0123456789");
    k += digits;
    if (val[k] == '.') {
      size_t frac = strspn(val + k + 1, "0123456789");
      digits += frac;
      k += 1 + frac;
    }
    if (!digits || val[k])
      return -1;
    char *end;
    errno = 0;
    double d = strtod(val, &end);
    if (*end || errno || !(d >= 0) || d > 1e12)
      return -1;
    *(double *)dst = d;
    return 0;
  }
  case CLI_STRING:
    *(const char **)dst = val;
    return 0;
  default:
    abort();
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *buf = malloc(size + 1), *args[MAX_ARGS + 1], *argv[MAX_ARGS + 1];
  FUZZ_CHECK(buf);
  memcpy(buf, data, size);
  buf[size] = '\0';
  int argc = 0;
  args[argc++] = "winnable fuzz";
  for (char *p = buf; argc < MAX_ARGS && p < buf + size;
       p += strlen(p) + 1)
    args[argc++] = p;
  args[argc] = NULL;
  memcpy(argv, args, sizeof args);

  struct vals v, m;
  memset(&v, 0, sizeof v);
  v.secs = -1;
  m = v;
  struct cli_opt opts[7];
  table(&v, opts);
  const struct cli_command cmd = {"winnable fuzz [options] [FILE...]",
                                  "A table with every kind of option.",
                                  opts};
  said_start();
  int nargs = -1, rc = cli_parse(&cmd, argc, argv, &nargs);
  said_stop();

  /* the model */
  const char *pos[MAX_ARGS];
  int npos = 0, only = 0, want = 0;
  for (int k = 1; k < argc && want == 0; k++) {
    const char *a = args[k];
    if (only || a[0] != '-' || a[1] == '\0') {
      pos[npos++] = a;
    } else if (strcmp(a, "--") == 0) {
      only = 1;
    } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      want = 1;
    } else if (a[1] != '-') {
      want = EXIT_USAGE;
    } else {
      const char *eq = strchr(a + 2, '=');
      size_t len = eq ? (size_t)(eq - a - 2) : strlen(a + 2);
      const struct cli_opt *o = opts;
      while (o->name && !(strlen(o->name) == len &&
                          memcmp(o->name, a + 2, len) == 0))
        o++;
      const char *val = eq ? eq + 1 : (k + 1 < argc ? args[k + 1] : NULL);
      if (!o->name || (o->kind == CLI_FLAG && eq) ||
          (o->kind != CLI_FLAG && !val)) {
        want = EXIT_USAGE;
      } else if (o->kind == CLI_FLAG) {
        m.flag = 1;
      } else {
        k += !eq;
        if (model_value(o, val, &m, &v))
          want = EXIT_USAGE;
      }
    }
  }
  FUZZ_CHECK(rc == want);
  if (rc == EXIT_USAGE)
    FUZZ_CHECK(said.errors == 1 && said.reports == 0);
  else
    FUZZ_CHECK(said.errors == 0 && said.reports == 0);
  if (rc == 0) {
    FUZZ_CHECK(nargs == npos);
    for (int k = 0; k < npos; k++)
      FUZZ_CHECK(argv[k] == pos[k]);
    FUZZ_CHECK(v.flag == m.flag && v.any == m.any && v.small == m.small &&
               v.size == m.size && v.str == m.str && v.secs == m.secs);
    FUZZ_CHECK(v.secs == -1 || (v.secs >= 0 && v.secs <= 1e12));
  }
  free(buf);
  return 0;
}
