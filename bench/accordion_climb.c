/*
** accordion_climb.c: an adversary for the classic Accordion solver
** (issue 23). From each seed's first 52-card deal, a hill-climb swaps
** one or two cards at a time and keeps the deal on which the solver
** examines the most positions; it prints each climb's worst deal and
** the worst of all, as deal lines ready for `winnable accordion`.
**
** usage: accordion_climb [--seeds S] [--first F] [--gens G] [--kids K]
**                        [--max-states M] [--top T]
**                        [--beam-cost C]
**                        [--tilt L] [--loss-bonus B] [--start FILE]
** Seeds F .. F+S-1; G generations of K mutants each; a solve is capped
** at M positions (an 'unknown' counts as M, the worst possible). The
** mutations come from a splitmix64 stream of the seed, and the solver is
** deterministic, so a run is reproducible. With --beam-cost C the climb
** maximises the pass's positions plus C / 10 times the beams' (C = 25
** climbs toward time rather than positions); the figures printed
** stay positions. With --tilt L (hundredths) each climb starts from the
** seed's first deal of the tilted shuffle accordion_deal_tilted (few
** matching neighbours) instead of a uniform deal; with --loss-bonus B a
** lost deal's objective is multiplied by B, so the climb prefers losses.
** With --start FILE climb number k (k = 0, 1, ...) starts from the k-th
** 52-card deal line of FILE ('#' lines skipped) instead, so a climb can
** go on from the deals an earlier one printed; its mutations still come
** from the stream of seed F + k. Each climb's deal is also printed to
** stderr as it ends, so a run cut short keeps what it found.
** Figures only; never fails.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "winnable.h"
#include "games/accordion_ctx.h"
#include "games/accordion_impl.h"

static uint64_t next_u64(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

struct found {
  uint8_t deal[52];
  uint64_t states, beam_states, cost, seed;
  double secs;
  int verdict;
};

static unsigned long long beam_cost = 10; /* --beam-cost, tenths */
static unsigned long long tilt = 0;       /* --tilt, hundredths */
static unsigned long long loss_bonus = 1; /* --loss-bonus */
static uint8_t (*starts)[52];             /* --start deals */
static size_t n_starts;

/* Solve deal, fill f; returns the climb's objective (f->cost). */
static uint64_t measure(accordion_ctx *ctx, const uint8_t *deal,
                        struct found *f) {
  double t0 = wn_now();
  f->verdict = accordion_solve(ctx, deal, 52, ACCORDION_ANY);
  f->secs = wn_now() - t0;
  f->states = accordion_states(ctx);
  f->beam_states = ctx->search.beam_states;
  f->cost = f->states - f->beam_states + f->beam_states * beam_cost / 10;
  if (f->verdict == WN_LOSS)
    f->cost *= loss_bonus;
  memcpy(f->deal, deal, 52);
  return f->cost;
}

static void mutate(uint8_t *deal, uint64_t *rng) {
  int swaps = 1 + (int)(next_u64(rng) & 1);
  for (int k = 0; k < swaps; k++) {
    size_t a = next_u64(rng) % 52, b = next_u64(rng) % 52;
    uint8_t t = deal[a];
    deal[a] = deal[b];
    deal[b] = t;
  }
}

static const char *verdict_name(int v) {
  return v == WN_WIN ? "win" : v == WN_LOSS ? "loss" : "unknown";
}

static void print_found_to(FILE *out, const struct found *f) {
  fprintf(out, "# seed %llu: %llu positions (%llu by beams), %.4f s, %s\n",
         (unsigned long long)f->seed, (unsigned long long)f->states,
         (unsigned long long)f->beam_states, f->secs,
         verdict_name(f->verdict));
  for (int k = 0; k < 52; k++) {
    char tok[3];
    wn_card_format(f->deal[k], tok);
    fprintf(out, "%s%s", tok, k < 51 ? " " : "\n");
  }
}

static void print_found(const struct found *f) { print_found_to(stdout, f); }

static void climb(accordion_ctx *ctx, uint64_t seed, size_t index,
                  unsigned gens, unsigned kids, struct found *best) {
  uint64_t rng = seed * 0x2545f4914f6cdd1dULL + 1;
  uint8_t deal[52], kid[52];
  double log_weight;
  if (starts)
    memcpy(deal, starts[index], 52);
  else if (tilt)
    accordion_deal_tilted(seed, 0, 52, (double)tilt / 100, deal, &log_weight);
  else
    accordion_deal(seed, 0, 52, deal);
  measure(ctx, deal, best);
  for (unsigned g = 0; g < gens; g++) {
    struct found top = *best, f;
    for (unsigned k = 0; k < kids; k++) {
      memcpy(kid, best->deal, 52);
      mutate(kid, &rng);
      if (measure(ctx, kid, &f) >= top.cost)
        top = f;
    }
    *best = top;
  }
  best->seed = seed;
}

/* Read the 52-card deal lines of path into starts; 0, or -1 (message
** on stderr) when the file cannot be read, a line is not 52 cards or
** there is no deal line. */
static int load_starts(const char *path) {
  FILE *f = fopen(path, "r");
  char line[1024];
  if (!f) {
    fprintf(stderr, "cannot open start file '%s'\n", path);
    return -1;
  }
  while (fgets(line, sizeof line, f)) {
    uint8_t deal[52];
    size_t n = 0;
    if (line[0] == '#')
      continue;
    for (char *tok = strtok(line, " \t\r\n"); tok && n <= 52;
         tok = strtok(NULL, " \t\r\n")) {
      if (n == 52 || wn_card_parse(tok, strlen(tok), &deal[n]) != 0) {
        n = 53;
        break;
      }
      n++;
    }
    if (n == 0)
      continue;
    uint8_t (*grown)[52] = realloc(starts, (n_starts + 1) * sizeof *starts);
    if (n != 52 || !grown) {
      fprintf(stderr, "start deal %zu of '%s' is not 52 cards\n",
              n_starts + 1, path);
      free(grown ? grown : starts);
      starts = NULL;
      fclose(f);
      return -1;
    }
    starts = grown;
    memcpy(starts[n_starts++], deal, 52);
  }
  fclose(f);
  if (n_starts == 0)
    fprintf(stderr, "start file '%s' holds no deal\n", path);
  return n_starts ? 0 : -1;
}

static int by_cost(const void *pa, const void *pb) {
  const struct found *a = pa, *b = pb;
  return (a->cost < b->cost) - (a->cost > b->cost);
}

int main(int argc, char **argv) {
  unsigned long long seeds = 10, first = 1, gens = 30, kids = 4;
  unsigned long long max_states = 2000000, top = 10;
  for (int k = 1; k + 1 < argc; k += 2) {
    unsigned long long v = strtoull(argv[k + 1], 0, 10);
    if (!strcmp(argv[k], "--seeds")) seeds = v;
    else if (!strcmp(argv[k], "--first")) first = v;
    else if (!strcmp(argv[k], "--gens")) gens = v;
    else if (!strcmp(argv[k], "--kids")) kids = v;
    else if (!strcmp(argv[k], "--max-states")) max_states = v;
    else if (!strcmp(argv[k], "--top")) top = v;
    else if (!strcmp(argv[k], "--beam-cost")) beam_cost = v;
    else if (!strcmp(argv[k], "--tilt")) tilt = v;
    else if (!strcmp(argv[k], "--loss-bonus")) loss_bonus = v ? v : 1;
    else if (!strcmp(argv[k], "--start") && load_starts(argv[k + 1]) != 0)
      return 2;
  }
  if (starts && seeds > n_starts)
    seeds = n_starts;
  if (seeds < 1 || kids < 1)
    return 2;
  accordion_ctx *ctx = accordion_new(NULL);
  struct found *all = calloc(seeds, sizeof *all);
  if (!ctx || !all)
    return 1;
  wn_limits lim = {max_states, 0, 0, NULL, NULL};
  accordion_set_limits(ctx, &lim);
  double t0 = wn_now();
  for (unsigned long long s = 0; s < seeds; s++) {
    climb(ctx, first + s, (size_t)s, (unsigned)gens, (unsigned)kids, &all[s]);
    fprintf(stderr, "seed %llu: %llu positions (%s)\n", first + s,
            (unsigned long long)all[s].states, verdict_name(all[s].verdict));
    print_found_to(stderr, &all[s]);
  }
  qsort(all, seeds, sizeof *all, by_cost);
  printf("# accordion_climb seeds %llu..%llu gens %llu kids %llu "
         "max-states %llu: %.1f s\n", first, first + seeds - 1, gens, kids,
         max_states, wn_now() - t0);
  for (unsigned long long s = 0; s < seeds && s < top; s++)
    print_found(&all[s]);
  accordion_free(ctx);
  free(all);
  free(starts);
  return 0;
}
