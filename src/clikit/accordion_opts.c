/*
** accordion_opts.c: the Accordion family on the command line: --rule
** and the knobs (--goal, --left, --right, --match, --win-piles, --pairs)
** that start from the rule's preset and change it, checked once here
** for every command that takes them, and the rules written back for
** headers and --json; a context under the limits of the command line.
** (The two fixed rules of the commands that take only those:
** accordion_rule.c.)
**
** Invariant: after cli_accordion_opts_resolve returns 0, o->base is
** ACCORDION_RIGHTMOST with no knob given, or ACCORDION_ANY with
** o->rules valid (accordion_rules_valid) but for the goal of revenge,
** which o->goal_from_deal leaves to each deal's "# goal XX" comment.
*/
#include <stdlib.h>
#include <string.h>
#include "clikit/clikit.h"

/* The knobs' words for the ACCORDION_MATCH_* bits, lowest bit first. */
static const char *const match_words[] = {"rank", "suit", "red-black",
                                          "any"};
#define NMATCH (sizeof match_words / sizeof match_words[0])

void cli_accordion_opts_init(struct cli_accordion_opts *o) {
  memset(o, 0, sizeof *o);
  o->rule = "any";
}

/* "1,3" or "none" into distance bits: 0, or -1 after the message. */
static int parse_distances(const char *opt, const char *text,
                           uint32_t *bits) {
  *bits = 0;
  if (strcmp(text, "none") == 0)
    return 0;
  const char *p = text;
  for (;;) {
    char *end;
    if (*p < '0' || *p > '9')
      break;
    unsigned long d = strtoul(p, &end, 10);
    if (d < 1 || d > ACCORDION_MAX_DISTANCE)
      break;
    *bits |= 1u << (d - 1);
    if (*end == '\0')
      return 0;
    if (*end != ',')
      break;
    p = end + 1;
  }
  cli_error("option --%s expects distances from 1 to %d like 1,3 (or "
            "none), found \"%s\"", opt, ACCORDION_MAX_DISTANCE, text);
  return -1;
}

/* "rank,suit" into ACCORDION_MATCH_* bits: 0, or -1 after the message. */
static int parse_match(const char *text, unsigned *bits) {
  *bits = 0;
  for (const char *p = text;;) {
    size_t len = strcspn(p, ",");
    size_t k = 0;
    while (k < NMATCH && (strlen(match_words[k]) != len ||
                          strncmp(match_words[k], p, len) != 0))
      k++;
    if (k == NMATCH) {
      cli_error("option --match expects rank, suit, red-black or any "
                "(comma separated, like rank,suit), found \"%s\"", text);
      return -1;
    }
    *bits |= 1u << k;
    if (p[len] == '\0')
      return 0;
    p += len + 1;
  }
}

/* --win-piles K, 0 .. ACCORDION_MAX_CARDS: 0, or -1 after the message. */
static int parse_win_piles(const char *text, unsigned *k) {
  double v;
  if (cli_parse_number(text, &v) || v != (double)(unsigned long)v ||
      v > ACCORDION_MAX_CARDS) {
    cli_error("option --win-piles expects a whole number from 0 to %d, "
              "found \"%s\"", ACCORDION_MAX_CARDS, text);
    return -1;
  }
  *k = (unsigned)v;
  return 0;
}

/* 1 if any knob was given. */
static int knobs_given(const struct cli_accordion_opts *o) {
  return o->goal || o->left || o->right || o->match || o->win_piles ||
         o->pairs;
}

/* Apply the knobs to o->rules: 0, or -1 after the message. */
static int apply_knobs(struct cli_accordion_opts *o) {
  accordion_rules *r = &o->rules;
  if (o->left && parse_distances("left", o->left, &r->left))
    return -1;
  if (o->right && parse_distances("right", o->right, &r->right))
    return -1;
  if (o->match && parse_match(o->match, &r->match))
    return -1;
  if (o->pairs) {
    r->pairs = 1;
    r->win_piles = 0; /* pairs leave: the row can empty, as in Bayan */
  }
  if (o->win_piles && parse_win_piles(o->win_piles, &r->win_piles))
    return -1;
  if (o->goal) {
    uint8_t card;
    if (wn_card_parse(o->goal, strlen(o->goal), &card)) {
      cli_error("option --goal expects a card like QS, found \"%s\"",
                o->goal);
      return -1;
    }
    r->goal = card;
  }
  return 0;
}

int cli_accordion_opts_resolve(struct cli_accordion_opts *o,
                               int goal_from_deal) {
  o->rules = ACCORDION_RULES_CLASSIC;
  if (accordion_rule_parse(o->rule, &o->base) == 0 &&
      o->base == ACCORDION_RIGHTMOST) {
    if (!knobs_given(o))
      return 0;
    cli_error("--rule rightmost takes no --goal, --left, --right, "
              "--match, --win-piles or --pairs (only the last pile moves, "
              "as in Codeforces 208B)");
    return EXIT_USAGE;
  }
  o->base = ACCORDION_ANY;
  if (accordion_rules_preset(o->rule, &o->rules)) {
    cli_error("unknown rule \"%s\" (expected %s)", o->rule,
              CLI_ACCORDION_RULE_NAMES);
    return EXIT_USAGE;
  }
  if (apply_knobs(o))
    return EXIT_USAGE;
  const char *why;
  if (accordion_rules_valid(&o->rules, &why)) {
    cli_error("these rules describe no game: %s", why);
    return EXIT_USAGE;
  }
  if (strcmp(o->rule, "revenge") == 0 && o->rules.goal < 0) {
    if (!goal_from_deal) {
      cli_error("--rule revenge needs --goal CARD (the card that must be "
                "the last top)");
      return EXIT_USAGE;
    }
    o->goal_from_deal = 1;
  }
  return 0;
}

/* Distance bits as "1,3", or "none". */
static void write_distances(FILE *out, uint32_t bits) {
  if (!bits) {
    fputs("none", out);
    return;
  }
  const char *sep = "";
  for (int d = 1; d <= ACCORDION_MAX_DISTANCE; d++)
    if (bits & (1u << (d - 1))) {
      fprintf(out, "%s%d", sep, d);
      sep = ",";
    }
}

/* Match bits as "rank,suit", each word wrapped in 'quote'. */
static void write_match(FILE *out, unsigned bits, const char *quote) {
  const char *sep = "";
  for (size_t k = 0; k < NMATCH; k++)
    if (bits & (1u << k)) {
      fprintf(out, "%s%s%s%s", sep, quote, match_words[k], quote);
      sep = ",";
    }
}

const char *cli_accordion_rules_label(const accordion_rules *r) {
  const char *name = accordion_rules_name(r);
  return name ? name : "custom";
}

void cli_accordion_rules_write(FILE *out, const accordion_rules *r) {
  fputs("left ", out);
  write_distances(out, r->left);
  fputs(" right ", out);
  write_distances(out, r->right);
  fputs(" match ", out);
  write_match(out, r->match, "");
  fprintf(out, " win-piles %u%s", r->win_piles, r->pairs ? " pairs" : "");
  if (r->goal >= 0) {
    char tok[3];
    wn_card_format((uint8_t)r->goal, tok);
    fprintf(out, " goal %s", tok);
  }
}

/* Distance bits as a JSON array of numbers. */
static void json_distances(FILE *out, uint32_t bits) {
  putc('[', out);
  if (bits)
    write_distances(out, bits);
  putc(']', out);
}

void cli_accordion_rules_json(FILE *out, accordion_rule base,
                              const accordion_rules *r) {
  if (base == ACCORDION_RIGHTMOST || !r || accordion_rules_is_classic(r)) {
    fprintf(out, "\"rule\":\"%s\"", accordion_rule_name(base));
    return;
  }
  fprintf(out, "\"rule\":\"%s\",\"rules\":{\"left\":",
          cli_accordion_rules_label(r));
  json_distances(out, r->left);
  fputs(",\"right\":", out);
  json_distances(out, r->right);
  fputs(",\"match\":[", out);
  write_match(out, r->match, "\"");
  fprintf(out, "],\"win_piles\":%u,\"pairs\":%s,\"goal\":", r->win_piles,
          r->pairs ? "true" : "false");
  if (r->goal >= 0) {
    char tok[3];
    wn_card_format((uint8_t)r->goal, tok);
    fprintf(out, "\"%s\"}", tok);
  } else {
    fputs("null}", out);
  }
}

void cli_goal_comment_hook(void *goal, const char *text, size_t len,
                           uint64_t line) {
  struct cli_goal_comment *g = goal;
  (void)line;
  const char *p = text, *end = text + len;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (end - p < 5 || strncmp(p, "goal", 4) != 0 || (p[4] != ' ' && p[4] != '\t'))
    return;
  for (p += 5; p < end && (*p == ' ' || *p == '\t'); p++)
    ;
  size_t n = 0;
  while (p + n < end && !wn_reader_is_blank((unsigned char)p[n]))
    n++;
  uint8_t card;
  if (n && wn_card_parse(p, n, &card) == 0)
    g->goal = card;
}

int cli_accordion_deal_rules(const struct cli_accordion_opts *o,
                             const struct cli_goal_comment *g,
                             const char *name, uint64_t ncase,
                             accordion_rules *r) {
  *r = o->rules;
  if (!o->goal_from_deal)
    return 0;
  if (g->goal < 0) {
    cli_error("%s: deal %llu: --rule revenge needs a goal card: give "
              "--goal CARD, or end the deal's line with '# goal CARD' (as "
              "'deal accordion --pysol N --rule revenge' does)", name,
              (unsigned long long)ncase);
    return EXIT_USAGE;
  }
  r->goal = g->goal;
  return 0;
}

accordion_ctx *cli_accordion_new(const struct cli_solve *s) {
  accordion_ctx *ctx = accordion_new(NULL);
  if (ctx) {
    wn_limits limits;
    cli_solve_limits(s, &limits);
    accordion_set_limits(ctx, &limits);
  }
  return ctx;
}
