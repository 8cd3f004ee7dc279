/*
** replay_main.c: runs a fuzz harness once on each file named (issue 9).
**
** Linked instead of libFuzzer when the compiler has none (gcc) or the
** build is not a fuzzing build, so that every seed and every saved
** crash input runs as a plain regression test under any compiler and
** under valgrind or the sanitizers. A directory argument means every
** regular file in it. Exit status 0; a failed check aborts.
*/
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Run the harness on one file; 0, or -1 if it cannot be read. */
static int run_file(const char *path) {
  FILE *fp = fopen(path, "rb");
  if (!fp) {
    fprintf(stderr, "cannot open \"%s\"\n", path);
    return -1;
  }
  size_t cap = 4096, len = 0, got;
  uint8_t *buf = malloc(cap);
  while (buf && (got = fread(buf + len, 1, cap - len, fp)) > 0) {
    len += got;
    if (len == cap) {
      uint8_t *grown = realloc(buf, cap *= 2);
      if (!grown)
        free(buf);
      buf = grown;
    }
  }
  fclose(fp);
  if (!buf) {
    fprintf(stderr, "out of memory reading \"%s\"\n", path);
    return -1;
  }
  /* an exact-size copy, so that ASan catches a read past the end */
  uint8_t *exact = malloc(len ? len : 1);
  if (!exact) {
    free(buf);
    return -1;
  }
  memcpy(exact, buf, len);
  free(buf);
  LLVMFuzzerTestOneInput(exact, len);
  free(exact);
  return 0;
}

static int run_path(const char *path, int *count) {
  struct stat st;
  if (stat(path, &st) != 0) {
    fprintf(stderr, "cannot open \"%s\"\n", path);
    return -1;
  }
  if (!S_ISDIR(st.st_mode)) {
    ++*count;
    return run_file(path);
  }
  DIR *d = opendir(path);
  if (!d)
    return -1;
  struct dirent *e;
  int rc = 0;
  while ((e = readdir(d)) != NULL) {
    if (e->d_name[0] == '.')
      continue;
    size_t n = strlen(path) + strlen(e->d_name) + 2;
    char *full = malloc(n);
    if (!full) {
      rc = -1;
      break;
    }
    snprintf(full, n, "%s/%s", path, e->d_name);
    if (stat(full, &st) == 0 && S_ISREG(st.st_mode)) {
      ++*count;
      if (run_file(full))
        rc = -1;
    }
    free(full);
  }
  closedir(d);
  return rc;
}

int main(int argc, char **argv) {
  int rc = 0, count = 0;
  for (int k = 1; k < argc; k++)
    if (run_path(argv[k], &count))
      rc = 1;
  printf("%d inputs ran\n", count);
  if (count == 0) {
    fprintf(stderr, "no input files\n");
    return 1;
  }
  return rc;
}
