/* Too slow: makes each removal by comparing every pair of stack tops,
   quadratic in the number of stacks for each card removed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXS 50001

static int *start, *len, *val, *sui;      /* premade stacks */
static int holder[MAXS], cnt[MAXS], ace[MAXS], king[MAXS];
static int acestack[MAXS], kingstack[MAXS], bottomace[100001];
static int acesin[100001], seen[MAXS], queue[MAXS];

static int readint(void) {
  int x;
  if (scanf("%d", &x) != 1)
    exit(1);
  return x;
}

/* Stack i of the case holds premade stack id[i] from position pos[i]. */
static int solve(int n, int c, const int *id, int *pos) {
  int suits = 0, w = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < c; k++) {
      int s = sui[start[id[i]] + k];
      if (cnt[s]++ == 0)
        suits++;
    }
  int answer = -1;
  if (suits < n)
    answer = 1;
  else if (suits > n)
    answer = 0;
  if (answer < 0) {
    /* removals: holder[s] is the stack showing the highest top of s */
    (void)w;
    for (int removed = 1; removed;) {
      removed = 0;
      for (int i = 0; i < n && !removed; i++)
        for (int j = 0; j < n && !removed; j++) {
          if (i == j || pos[i] >= c || pos[j] >= c)
            continue;
          int a = start[id[i]] + pos[i], b = start[id[j]] + pos[j];
          if (sui[a] == sui[b] && val[a] < val[b]) {
            cnt[sui[a]]--;
            pos[i]++;
            removed = 1;
          }
        }
    }
    int empty = 0, done = 1;
    for (int i = 0; i < n; i++) {
      empty |= pos[i] == c;
      done &= c - pos[i] <= 1;
    }
    if (done)
      answer = 1;
    else if (!empty)
      answer = 0;
  }
  if (answer < 0) {
    for (int i = 0; i < n; i++)
      for (int k = pos[i]; k < c; k++) {
        int at = start[id[i]] + k, s = sui[at], v = val[at];
        if (ace[s] < v) {
          king[s] = ace[s], kingstack[s] = acestack[s];
          ace[s] = v, acestack[s] = i;
        } else if (king[s] < v)
          king[s] = v, kingstack[s] = i;
      }
    for (int i = 0; i < n; i++)
      bottomace[i] = -1, acesin[i] = 0;
    for (int i = 0; i < n; i++)
      if (pos[i] < c) {
        int at = start[id[i]] + c - 1;
        if (ace[sui[at]] == val[at])
          bottomace[i] = sui[at];
      }
    for (int i = 0; i < n; i++)
      for (int k = pos[i]; k < c; k++) {
        int at = start[id[i]] + k;
        if (ace[sui[at]] == val[at])
          acesin[i]++;
      }
    int head = 0, tail = 0;
    answer = 0;
    for (int i = 0; i < n; i++) {
      int s = bottomace[i];
      if (s >= 0 && cnt[s] == 1)
        seen[s] = 1, queue[tail++] = s;
    }
    while (head < tail && !answer) {
      int s = queue[head++], i = acestack[s];
      if (acesin[i] >= 2)
        answer = 1;
      /* every vertex whose king lies in stack i */
      for (int k = pos[i]; k < c; k++) {
        int at = start[id[i]] + k, t = sui[at];
        if (king[t] == val[at] && kingstack[t] == i && !seen[t] &&
            bottomace[acestack[t]] == t)
          seen[t] = 1, queue[tail++] = t;
      }
    }
  }
  /* clear what this case touched */
  for (int i = 0; i < n; i++)
    for (int k = 0; k < c; k++) {
      int s = sui[start[id[i]] + k];
      cnt[s] = 0, holder[s] = -1, ace[s] = king[s] = 0, seen[s] = 0;
    }
  return answer;
}

int main(void) {
  int p = readint(), total = 0;
  start = malloc(sizeof *start * (size_t)p);
  len = malloc(sizeof *len * (size_t)p);
  size_t cap = 1 << 16;
  val = malloc(sizeof *val * cap);
  sui = malloc(sizeof *sui * cap);
  for (int i = 0; i < p; i++) {
    len[i] = readint();
    start[i] = total;
    if ((size_t)(total + len[i]) > cap) {
      while ((size_t)(total + len[i]) > cap)
        cap *= 2;
      val = realloc(val, sizeof *val * cap);
      sui = realloc(sui, sizeof *sui * cap);
    }
    for (int k = 0; k < len[i]; k++) {
      val[total] = readint();
      sui[total] = readint();
      total++;
    }
  }
  for (int s = 0; s < MAXS; s++)
    holder[s] = -1;
  int t = readint();
  static int id[100000], pos[100000];
  for (int x = 1; x <= t; x++) {
    int n = readint(), c = readint();
    for (int i = 0; i < n; i++)
      id[i] = readint(), pos[i] = 0;
    printf("Case #%d: %s\n", x, solve(n, c, id, pos) ? "POSSIBLE"
                                                      : "IMPOSSIBLE");
  }
  return 0;
}
