/*
** package.c: package_write (package.h). Steps, each in its own
** function: check DIR, make the fresh directory beside it, write the
** fixed files, the judge and its build scripts, the generated inputs,
** validate every input, write every answer, rename. Any failure
** removes the fresh directory whole.
*/
/* nftw is an XSI function */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <dirent.h>
#include <unistd.h>
#include "check/validate.h"
#include "package/package.h"

extern char **environ;

/* The fixed parts (cmake/embed_tree.cmake over src/package/problems). */
extern const size_t package_tree_count;
extern const char *const package_tree_path[];
extern const unsigned char *const package_tree_bytes[];
extern const size_t package_tree_len[];
/* The winnable_judge.c and winnable_validator.c of each game
** (cmake/amalgamate.sh GAME [validator]). */
#define JUDGE_FILES(game)                                                    \
  extern const unsigned char package_judge_##game[],                        \
      package_validator_##game[];                                            \
  extern const size_t package_judge_##game##_len,                           \
      package_validator_##game##_len;
JUDGE_FILES(accordion)
JUDGE_FILES(hitormiss)
JUDGE_FILES(outlast)
JUDGE_FILES(stacks)
#define JUDGE(game)                                                          \
  package_judge_##game, &package_judge_##game##_len,                        \
      package_validator_##game, &package_validator_##game##_len

static const char *const RIGHTMOST[] = {"--rule", "rightmost", NULL};
static const char *const NONE[] = {NULL};
static const struct package_problem problems[] = {
  {"cf208b", "accordion", RIGHTMOST, JUDGE(accordion)},
  {"hitormiss", "hitormiss", NONE, JUDGE(hitormiss)},
  {"outlast", "outlast", NONE, JUDGE(outlast)},
  {"stacks", "stacks", NONE, JUDGE(stacks)},
};

const struct package_problem *package_find(const char *game, int rightmost) {
  for (size_t k = 0; k < sizeof problems / sizeof problems[0]; k++)
    if (strcmp(problems[k].game, game) == 0 &&
        (strcmp(game, "accordion") != 0 || rightmost))
      return &problems[k];
  return NULL;
}

/* Fill *e (printf style); returns -1. */
static int fail(struct package_error *e, int usage, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(e->msg, sizeof e->msg, fmt, ap);
  va_end(ap);
  e->usage = usage;
  return -1;
}

/* One package being built: the fresh root and the inputs written. */
struct build {
  const struct package_problem *p;
  const char *self;
  const char *dir;     /* DIR, as the user named it (for messages) */
  char root[4096];     /* the fresh directory */
  char **inputs;       /* paths of the .in files, relative to root */
  size_t ninputs, cap;
  struct package_error *err;
};

/* root/rel in buf; -1 (after fail) when it does not fit. */
static int path_of(struct build *b, const char *rel, char *buf, size_t n) {
  if ((size_t)snprintf(buf, n, "%s/%s", b->root, rel) >= n)
    return fail(b->err, 1, "path too long: \"%s/%s\"", b->root, rel);
  return 0;
}

/* mkdir -p of the folders of root/rel. */
static int make_dirs(struct build *b, const char *rel) {
  char path[4096];
  if (path_of(b, rel, path, sizeof path))
    return -1;
  for (char *s = path + strlen(b->root) + 1; (s = strchr(s, '/')); s++) {
    *s = '\0';
    if (mkdir(path, 0777) != 0 && errno != EEXIST)
      return fail(b->err, 0, "cannot create \"%s\": %s", path,
                  strerror(errno));
    *s = '/';
  }
  return 0;
}

/* Remember an input file (relative path) for validation and answers. */
static int add_input(struct build *b, const char *rel) {
  if (b->ninputs == b->cap) {
    size_t cap = b->cap ? 2 * b->cap : 64;
    char **v = realloc(b->inputs, cap * sizeof *v);
    if (!v)
      return fail(b->err, 0, "out of memory");
    b->inputs = v;
    b->cap = cap;
  }
  if (!(b->inputs[b->ninputs] = strdup(rel)))
    return fail(b->err, 0, "out of memory");
  b->ninputs++;
  return 0;
}

static int ends_with(const char *s, const char *tail) {
  size_t n = strlen(s), m = strlen(tail);
  return n >= m && strcmp(s + n - m, tail) == 0;
}

/* Write len bytes to root/rel (mode: 0644, or 0755 for a script). */
static int write_file(struct build *b, const char *rel, const void *bytes,
                      size_t len, mode_t mode) {
  char path[4096];
  if (make_dirs(b, rel) || path_of(b, rel, path, sizeof path))
    return -1;
  FILE *fp = fopen(path, "wb");
  int bad = !fp || fwrite(bytes, 1, len, fp) != len;
  if (fp)
    bad |= fclose(fp) != 0;
  if (bad || chmod(path, mode) != 0)
    return fail(b->err, 0, "cannot write \"%s/%s\": %s", b->dir, rel,
                strerror(errno));
  if (ends_with(rel, ".in"))
    return add_input(b, rel);
  return 0;
}

/* The fixed parts of the problem: every file under problems/<name>/
** but gen.txt (the recipe of the generated inputs). */
static int write_fixed(struct build *b) {
  size_t n = strlen(b->p->name);
  for (size_t k = 0; k < package_tree_count; k++) {
    const char *path = package_tree_path[k];
    if (strncmp(path, b->p->name, n) != 0 || path[n] != '/' ||
        strcmp(path + n + 1, "gen.txt") == 0)
      continue;
    if (write_file(b, path + n + 1, package_tree_bytes[k],
                   package_tree_len[k], 0644))
      return -1;
  }
  return 0;
}

/* "WORD opts..." of the problem, as one line for a script. */
static void opts_line(const struct package_problem *p, const char *verb,
                      const char *conv, char *buf, size_t n) {
  size_t at = (size_t)snprintf(buf, n, "%s %s", verb, p->game);
  for (const char *const *o = p->opts; *o && at < n; o++)
    at += (size_t)snprintf(buf + at, n - at, " %s", *o);
  if (at < n)
    snprintf(buf + at, n - at, " %s", conv);
}

/* A validator folder: the checker's winnable_judge.c (verb "check") or
** the input validator's winnable_validator.c ("validate"), and a build
** script that compiles it as "run", the command built in. */
static int write_judge(struct build *b, const char *folder, const char *verb) {
  char rel[256], words[256], script[1024];
  int checker = verb[0] == 'c';
  const char *file = checker ? "winnable_judge.c" : "winnable_validator.c";
  opts_line(b->p, verb, "--icpc", words, sizeof words);
  snprintf(script, sizeof script,
           "#!/bin/sh\n"
           "# Compile winnable's %s (%s, one C11 file) as\n"
           "# \"run\", an ICPC %s validator: \"winnable %s\".\n"
           "set -e\n"
           "${CC:-cc} -std=c11 -O2 '-DWN_JUDGE_ARGS=\"%s\"' -o run "
           "%s -lm -lpthread\n",
           checker ? "checker" : "input validator", file,
           checker ? "output" : "input", words, words, file);
  snprintf(rel, sizeof rel, "%s/build", folder);
  if (write_file(b, rel, script, strlen(script), 0755))
    return -1;
  snprintf(rel, sizeof rel, "%s/%s", folder, file);
  return checker ? write_file(b, rel, b->p->judge, *b->p->judge_len, 0644)
                 : write_file(b, rel, b->p->validator,
                              *b->p->validator_len, 0644);
}

/*
** Run self with argv (argv[0] unused), stdin from root/in (NULL: none)
** and stdout to root/out. 0 when it exits 0, else -1 after fail.
*/
static int run_self(struct build *b, char **argv, const char *in,
                    const char *out) {
  char inpath[4096], outpath[4096];
  if ((in && path_of(b, in, inpath, sizeof inpath)) ||
      path_of(b, out, outpath, sizeof outpath) || make_dirs(b, out))
    return -1;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 0, in ? inpath : "/dev/null",
                                   O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&fa, 1, outpath,
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid;
  argv[0] = (char *)"winnable";
  int rc = posix_spawn(&pid, b->self, &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0)
    return fail(b->err, 0, "cannot run \"%s\": %s", b->self, strerror(rc));
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      return fail(b->err, 0, "waitpid: %s", strerror(errno));
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return fail(b->err, 0, "\"winnable %s ...\" failed writing \"%s\"",
                argv[1], out);
  return 0;
}

/*
** One line of gen.txt: "NAME COUNT ARGS...": COUNT inputs
** data/secret/NAME.in (COUNT 1) or NAME-01.in ..., the i-th (from 0)
** the output of "winnable ARGS --first i*K", K the value of ARGS'
** --count (1 without one): the inputs never share an instance.
*/
static int gen_line(struct build *b, char *line) {
  char *argv[64], first[24], rel[256];
  int argc = 1;
  char *name = strtok(line, " \t\r\n"), *count = strtok(NULL, " \t\r\n");
  if (!name || name[0] == '#')
    return 0;
  for (char *w; argc < 60 && (w = strtok(NULL, " \t\r\n"));)
    argv[argc++] = w;
  long n = count ? strtol(count, NULL, 10) : 0, each = 1;
  for (int k = 1; k + 1 < argc; k++)
    if (strcmp(argv[k], "--count") == 0)
      each = strtol(argv[k + 1], NULL, 10);
  if (n < 1 || n > 99 || argc < 2)
    return fail(b->err, 0, "%s/gen.txt: bad line for \"%s\"", b->p->name,
                name);
  argv[argc] = (char *)"--first";
  argv[argc + 1] = first;
  argv[argc + 2] = NULL;
  for (long i = 0; i < n; i++) {
    snprintf(first, sizeof first, "%ld", i * each);
    if (n == 1)
      snprintf(rel, sizeof rel, "data/secret/%s.in", name);
    else
      snprintf(rel, sizeof rel, "data/secret/%s-%02ld.in", name, i + 1);
    if (run_self(b, argv, NULL, rel) || add_input(b, rel))
      return -1;
  }
  return 0;
}

/* The generated inputs: every line of the problem's gen.txt. */
static int write_generated(struct build *b) {
  char key[256];
  snprintf(key, sizeof key, "%s/gen.txt", b->p->name);
  for (size_t k = 0; k < package_tree_count; k++) {
    if (strcmp(package_tree_path[k], key) != 0)
      continue;
    char *text = strdup((const char *)package_tree_bytes[k]);
    if (!text)
      return fail(b->err, 0, "out of memory");
    int rc = 0;
    for (char *s = text, *nl; rc == 0 && s && *s; s = nl) {
      if ((nl = strchr(s, '\n')))
        *nl++ = '\0';
      rc = gen_line(b, s);
    }
    free(text);
    return rc;
  }
  return 0;
}

/* Every input must be valid under the contest's bounds. */
static int validate_all(struct build *b) {
  const struct validate_spec spec = {
    .game = b->p->game,
    .rightmost = strcmp(b->p->game, "accordion") == 0,
    .subtask = VALIDATE_LARGE,
  };
  for (size_t k = 0; k < b->ninputs; k++) {
    char path[4096];
    if (path_of(b, b->inputs[k], path, sizeof path))
      return -1;
    FILE *fp = fopen(path, "rb");
    wn_reader *r = malloc(sizeof *r);
    struct validate_error ve;
    int rc = WN_ENOMEM;
    if (fp && r) {
      wn_reader_init(r, fp, b->inputs[k]);
      rc = validate_reader(&spec, r, &ve);
    }
    free(r);
    if (fp)
      fclose(fp);
    if (rc == 0)
      return fail(b->err, 0, "%s:%llu:%llu: %s (an input of ours is "
                  "invalid)", b->inputs[k], (unsigned long long)ve.line,
                  (unsigned long long)ve.col, ve.msg);
    if (rc != 1)
      return fail(b->err, 0, "cannot validate \"%s\"", b->inputs[k]);
  }
  return 0;
}

/* The answer of every input, by "winnable GAME opts < X.in > X.ans". */
static int write_answers(struct build *b) {
  char *argv[16], rel[4096];
  int argc = 1;
  argv[argc++] = (char *)b->p->game;
  for (const char *const *o = b->p->opts; *o; o++)
    argv[argc++] = (char *)*o;
  argv[argc] = NULL;
  for (size_t k = 0; k < b->ninputs; k++) {
    snprintf(rel, sizeof rel, "%.*s.ans",
             (int)(strlen(b->inputs[k]) - 3), b->inputs[k]);
    if (run_self(b, argv, b->inputs[k], rel))
      return -1;
  }
  return 0;
}

static int remove_one(const char *path, const struct stat *st, int flag,
                      struct FTW *ftw) {
  (void)st, (void)flag, (void)ftw;
  return remove(path);
}

/* DIR must be absent, or an empty directory. */
static int check_dir(const char *dir, struct package_error *err) {
  struct stat st;
  if (stat(dir, &st) != 0)
    return errno == ENOENT ? 0
                           : fail(err, 1, "cannot use \"%s\": %s", dir,
                                  strerror(errno));
  if (!S_ISDIR(st.st_mode))
    return fail(err, 1, "\"%s\" exists and is not a directory", dir);
  DIR *d = opendir(dir);
  if (!d)
    return fail(err, 1, "cannot read \"%s\": %s", dir, strerror(errno));
  struct dirent *e;
  int empty = 1;
  while (empty && (e = readdir(d)))
    empty = !strcmp(e->d_name, ".") || !strcmp(e->d_name, "..");
  closedir(d);
  return empty ? 0 : fail(err, 1, "\"%s\" is not empty: the package goes "
                          "into a new or empty directory", dir);
}

/* The fresh directory beside dir: "PARENT/.NAME.package-XXXXXX". */
static int make_root(struct build *b, const char *dir) {
  char d[4096];
  if ((size_t)snprintf(d, sizeof d, "%s", dir) >= sizeof d)
    return fail(b->err, 1, "path too long: \"%s\"", dir);
  for (size_t n = strlen(d); n > 1 && d[n - 1] == '/';)
    d[--n] = '\0'; /* "dir/" is "dir" */
  char *slash = strrchr(d, '/');
  const char *parent = ".", *base = d;
  if (slash) {
    *slash = '\0';
    parent = slash == d ? "/" : d;
    base = slash + 1;
  }
  if ((size_t)snprintf(b->root, sizeof b->root, "%s/.%s.package-XXXXXX",
                       parent, base) >= sizeof b->root)
    return fail(b->err, 1, "path too long: \"%s\"", dir);
  if (!mkdtemp(b->root))
    return fail(b->err, 1, "cannot create a directory beside \"%s\": %s",
                dir, strerror(errno));
  return 0;
}

int package_write(const struct package_problem *p, const char *dir,
                  const char *self, struct package_error *err) {
  struct build b;
  memset(&b, 0, sizeof b);
  b.p = p;
  b.self = self;
  b.dir = dir;
  b.err = err;
  if (check_dir(dir, err) || make_root(&b, dir))
    return -1;
  int rc = write_fixed(&b) || write_judge(&b, "output_validators/winnable",
                                          "check") ||
           write_judge(&b, "input_validators/winnable", "validate") ||
           write_generated(&b) || validate_all(&b) || write_answers(&b)
               ? -1
               : 0;
  if (rc == 0 && rename(b.root, dir) != 0)
    rc = fail(err, 1, "cannot rename \"%s\" to \"%s\": %s", b.root, dir,
              strerror(errno));
  if (rc != 0)
    nftw(b.root, remove_one, 16, FTW_DEPTH | FTW_PHYS);
  for (size_t k = 0; k < b.ninputs; k++)
    free(b.inputs[k]);
  free(b.inputs);
  return rc;
}
