/*
** hostile_flaky.c: a CF 208B "solution" that answers YES and NO in turn,
** whatever the deal, so the same input passes on one run and fails on
** the next: winnable stress must report such a failure as flaky, not
** shrink it into nonsense. The turn is kept in the file named by
** $FLAKY_COUNTER (a test sets it, so the program fails, then passes,
** in a known order); without it the turn is a coin toss.
*/
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

/* The number of earlier runs, from the counter file (then counted). */
static unsigned long turn(const char *path) {
  unsigned long n = 0;
  FILE *fp = fopen(path, "r");
  if (fp) {
    if (fscanf(fp, "%lu", &n) != 1)
      n = 0;
    fclose(fp);
  }
  fp = fopen(path, "w");
  if (fp) {
    fprintf(fp, "%lu\n", n + 1);
    fclose(fp);
  }
  return n;
}

int main(void) {
  const char *path = getenv("FLAKY_COUNTER");
  unsigned long x;
  if (path) {
    x = turn(path);
  } else {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    x = (unsigned long)ts.tv_nsec ^ ((unsigned long)getpid() << 16);
    x = (x ^ (x >> 13)) * 0x9e3779b97f4a7c15ul >> 40;
  }
  puts(x & 1 ? "NO" : "YES");
  return 0;
}
