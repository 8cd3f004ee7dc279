/*
** cmd_games.c: "winnable games": the games, their rules and formats.
*/
#include <string.h>
#include "cli/cli.h"

static const char ACCORDION[] =
"accordion   Accordion solitaire. A pile moves onto the pile 1 or 3 places\n"
"            to its left when their top cards share a rank or a suit; won\n"
"            when one pile is left.\n"
"            --rule=any        any pile may move (classic, default)\n"
"            --rule=rightmost  only the last pile moves (Codeforces 208B)\n"
"            The family (PySolFC's games; deal --pysol N deals them):\n"
"            --rule=relaxed    moves 1 or 3 to the left or the right\n"
"            --rule=23-skidoo  moves 2 or 3 to the left; won at 2 piles\n"
"            --rule=revenge    classic moves; won only if the last top is\n"
"                              the goal card (--goal CARD, or the deal\n"
"                              line's '# goal CARD')\n"
"            --rule=bayan      tops 1 or 3 apart, either way, that share a\n"
"                              rank or suit leave together; won at 0 piles\n"
"            knobs, from the rule's preset: --left D,D  --right D,D (1..16\n"
"                    or none)  --match rank,suit,red-black,any\n"
"                    --win-piles K  --pairs  --goal CARD\n"
"            input:  contest (n, then n cards like 7H) -> YES/NO, or one\n"
"                    deal per line -> winnable/unwinnable/unknown\n"
"            proof:  moves j>i (pile now at j onto the pile now at i)\n"
"            each name's rules, as knobs:\n";

static const char OTHER_GAMES[] =
"\n"
"hitormiss   Hit or Miss, 1 to 10 players (SPOJ HITOMISS). Each cycle\n"
"            every player turns their top card counting 1..13; a card\n"
"            equal to the count is passed on (discarded by the last\n"
"            player), others go to the bottom. Won when the last player\n"
"            has discarded all 52 cards; the game may be stuck forever.\n"
"            input:  contest (n, then n sets of p and 52 values 1..13)\n"
"                    or one deck of 52 cards like 7H per line (--players)\n"
"                    -> Case k: last card of each player, or unwinnable\n"
"            proof:  the number of cycles played (or until stuck)\n"
"\n"
"outlast     Inventor Outlasting (Code Jam to I/O for Women 2022). Two\n"
"            players build in turn on a free X cell of an R x C grid;\n"
"            signs then run diagonally from it to the edge or the first\n"
"            occupied cell. Whoever cannot build loses.\n"
"            input:  contest (T, then R C and R rows of X and .)\n"
"                    -> Case #x: the number of winning first moves\n"
"            proof:  the winning first moves r,c (1-based, row-major)\n"
"\n"
"stacks      Stack Management (Code Jam 2017 World Finals). N stacks of C\n"
"            cards (value, suit). Remove the lowest of two or more\n"
"            same-suit stack tops, or move a top card onto an empty\n"
"            stack; won when every stack holds at most one card.\n"
"            input:  contest (P premade stacks, top card first, then T\n"
"                    cases of N C and N premade indexes)\n"
"                    -> Case #x: POSSIBLE / IMPOSSIBLE\n"
"            proof:  moves rS (remove the top of stack S) and mS>T (move\n"
"                    it onto the empty stack T), stacks 1..N as listed\n";

/* One line per preset of the Accordion family, from the library. */
static void print_presets(void) {
  static const char *const names[] = {"any", "relaxed", "23-skidoo",
                                      "revenge", "bayan"};
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    accordion_rules r;
    if (accordion_rules_preset(names[k], &r))
      continue; /* every name above is a preset: not reached */
    printf("            %-10s ", names[k]);
    cli_accordion_rules_write(stdout, &r);
    puts(strcmp(names[k], "revenge") ? "" : " goal CARD");
  }
}

int cmd_games(int argc, char **argv) {
  struct cli_opt opts[] = {CLI_OPT_END};
  const struct cli_command cmd = {
    "winnable games", "List the games winnable decides, with their rules\n"
    "and input formats.", opts};
  int nargs, rc = cli_parse(&cmd, argc, argv, &nargs);
  if (rc)
    return rc == 1 ? cli_finish(EXIT_OK) : rc;
  if (nargs) {
    cli_error("games takes no argument, found \"%s\"", argv[0]);
    return EXIT_USAGE;
  }
  fputs(ACCORDION, stdout);
  print_presets();
  fputs(OTHER_GAMES, stdout);
  return cli_finish(EXIT_OK);
}
