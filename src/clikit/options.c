/*
** options.c: the option parser every subcommand shares. A command's
** table both parses its options and prints its --help, so the two can
** never disagree. Accepts "--name value" and "--name=value"; "--" ends
** the options; "-" alone is a file name (stdin).
*/
#include <assert.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "clikit/clikit.h"

/*
** The one number syntax of every option: an optional '+', digits and,
** where a fraction is allowed ('point'), a '.' and more digits; at
** least one digit. Returns the length of the number at s, 0 if none.
** strtoull and strtod alone would also take " 1", "-1" (wrapped),
** "0x10", "1e3" and "inf"; only text that passes here reaches them.
*/
static size_t number_len(const char *s, int point) {
  size_t k = s[0] == '+', digits = 0;
  for (; s[k] >= '0' && s[k] <= '9'; k++)
    digits++;
  if (point && s[k] == '.')
    for (k++; s[k] >= '0' && s[k] <= '9'; k++)
      digits++;
  return digits ? k : 0;
}

/* s in full is a number of that syntax. */
static int is_number(const char *s, int point) {
  size_t n = number_len(s, point);
  return n > 0 && s[n] == '\0';
}

int cli_parse_number(const char *text, double *out) {
  if (!is_number(text, 1))
    return -1;
  errno = 0;
  double v = strtod(text, NULL);
  if (errno || v > 1e12)
    return -1;
  *out = v;
  return 0;
}

/* Parse "123", "64K", "2G" into bytes. 0 on success. */
static int parse_size(const char *s, size_t *out) {
  char *end;
  errno = 0;
  if (!number_len(s, 0))
    return -1;
  unsigned long long v = strtoull(s, &end, 10);
  if (errno)
    return -1;
  unsigned shift = 0;
  switch (*end) {
  case 'k': case 'K': shift = 10; end++; break;
  case 'm': case 'M': shift = 20; end++; break;
  case 'g': case 'G': shift = 30; end++; break;
  case 't': case 'T': shift = 40; end++; break;
  default: break;
  }
  if (*end == 'B' || *end == 'b')
    end++;
  if (*end || v > (SIZE_MAX >> shift))
    return -1;
  *out = (size_t)(v << shift);
  return 0;
}

/* "Try 'winnable CMD --help'." from the command part of the usage line. */
static void try_help(const struct cli_command *cmd) {
  int len = (int)strcspn(cmd->usage, "[<");
  while (len > 0 && cmd->usage[len - 1] == ' ')
    len--;
  fprintf(stderr, "Try '%.*s --help'.\n", len, cmd->usage);
}

static int set_value(const struct cli_command *cmd, const struct cli_opt *o,
                     const char *val) {
  char *end;
  errno = 0;
  switch (o->kind) {
  case CLI_UINT: {
    if (!is_number(val, 0))
      break;
    unsigned long long v = strtoull(val, &end, 10);
    if (errno || v < o->min ||
        (o->max && v > o->max))
      break;
    *(uint64_t *)o->value = v;
    return 0;
  }
  case CLI_DOUBLE:
    if (cli_parse_number(val, (double *)o->value))
      break;
    return 0;
  case CLI_SIZE:
    if (parse_size(val, (size_t *)o->value))
      break;
    return 0;
  case CLI_STRING:
    *(const char **)o->value = val;
    return 0;
  default:
    assert(0 && "flags take no value");
  }
  if (o->kind == CLI_UINT && o->max)
    cli_error("option --%s expects a whole number from %llu to %llu, "
              "found \"%s\"", o->name, (unsigned long long)o->min,
              (unsigned long long)o->max, val);
  else if (o->kind == CLI_UINT)
    cli_error("option --%s expects a whole number >= %llu, found \"%s\"",
              o->name, (unsigned long long)o->min, val);
  else
    cli_error("option --%s expects %s, found \"%s\"", o->name,
              o->kind == CLI_SIZE ? "a size like 512M"
                                  : "a number >= 0 like 2.5",
              val);
  try_help(cmd);
  return EXIT_USAGE;
}

static const struct cli_opt *find(const struct cli_opt *opts,
                                  const char *name, size_t len) {
  for (const struct cli_opt *o = opts; o->name; o++)
    if (strlen(o->name) == len && strncmp(o->name, name, len) == 0)
      return o;
  return NULL;
}

static int usage_error(const struct cli_command *cmd, const char *what,
                       const char *arg) {
  cli_error("%s \"%s\"", what, arg);
  try_help(cmd);
  return EXIT_USAGE;
}

/* "unknown option" with a suggestion from the table (or --help). */
static int unknown_option(const struct cli_command *cmd, const char *arg,
                          const char *name, size_t len) {
  size_t n = 0;
  while (cmd->opts[n].name)
    n++;
  char hint[64];
  cli_did_you_mean(hint, sizeof hint, "--", name, len, cmd->opts, n,
                   sizeof *cmd->opts);
  if (!hint[0]) {
    static const char *const help[] = {"help"};
    cli_did_you_mean(hint, sizeof hint, "--", name, len, help, 1,
                     sizeof *help);
  }
  cli_error("unknown option \"%s\"%s", arg, hint);
  try_help(cmd);
  return EXIT_USAGE;
}

int cli_parse(const struct cli_command *cmd, int argc, char **argv,
              int *nargs) {
  int n = 0, only_args = 0;
  for (int k = 1; k < argc; k++) {
    char *a = argv[k];
    if (only_args || a[0] != '-' || a[1] == '\0') {
      argv[n++] = a;
      continue;
    }
    if (strcmp(a, "--") == 0) {
      only_args = 1;
      continue;
    }
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      cli_print_help(cmd, stdout);
      return 1;
    }
    if (a[1] != '-')
      return usage_error(cmd, "unknown option", a);
    const char *name = a + 2, *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    const struct cli_opt *o = find(cmd->opts, name, len);
    if (!o)
      return unknown_option(cmd, a, name, len);
    if (o->kind == CLI_FLAG) {
      if (eq)
        return usage_error(cmd, "option takes no value", a);
      *(int *)o->value = 1;
      continue;
    }
    const char *val = eq ? eq + 1 : (k + 1 < argc ? argv[++k] : NULL);
    if (!val)
      return usage_error(cmd, "option needs a value", a);
    int rc = set_value(cmd, o, val);
    if (rc)
      return rc;
  }
  *nargs = n;
  return 0;
}

void cli_print_help(const struct cli_command *cmd, FILE *out) {
  fprintf(out, "usage: %s\n\n%s\n\noptions:\n", cmd->usage, cmd->summary);
  for (const struct cli_opt *o = cmd->opts; o->name; o++) {
    char left[64];
    snprintf(left, sizeof left, "--%s%s%s", o->name, o->arg ? " " : "",
             o->arg ? o->arg : "");
    fprintf(out, "  %-24s %s\n", left, o->help);
  }
  fprintf(out, "  %-24s %s\n", "--help", "show this help and exit");
}

void cli_opt_rehelp(struct cli_opt *opts, const char *name, const char *help) {
  struct cli_opt *o = opts;
  while (o->name && strcmp(o->name, name) != 0)
    o++;
  assert(o->name); /* our own tables name their rows */
  o->help = help;
}

void cli_solve_defaults(struct cli_solve *s) {
  memset(s, 0, sizeof *s);
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages > 0 && page > 0)
    s->max_memory = (size_t)pages / 2 * (size_t)page;
}

void cli_solve_limits(const struct cli_solve *s, wn_limits *limits) {
  *limits = (wn_limits){s->max_states, s->timeout, s->max_memory, NULL,
                        NULL};
}
