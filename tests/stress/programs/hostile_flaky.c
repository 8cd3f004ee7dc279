/*
** hostile_flaky.c: a CF 208B "solution" whose answer is a coin toss
** (seeded by the clock and its process id), so the same input passes on
** one run and fails on the next. winnable stress must report such a
** failure as flaky, not shrink it into nonsense.
*/
#include <stdio.h>
#include <time.h>
#include <unistd.h>

int main(void) {
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  unsigned long x = (unsigned long)ts.tv_nsec ^ ((unsigned long)getpid() << 16);
  x ^= x >> 13;
  x *= 0x9e3779b97f4a7c15ul;
  puts((x >> 40) & 1 ? "YES" : "NO");
  return 0;
}
