/*
** fuzz_pysol_number.c: libFuzzer harness for PySolFC deal numbers
** (winnable/pysol.h, issue 50).
**
** The input, cut at its first NUL, is read as a --pysol number. A
** refusal must say why; a number read must be a number PySolFC deals
** (not 0, ms numbers to 2^33 - 1, others below 10^20), add 0 to
** itself, and deal every game: a deck of 52 distinct cards, with
** Accordion's Revenge's goal off the first two cards, the same cards
** for every game. Adding a fuzzed count must fail or land on a number
** that is no smaller.
*/
#include "fuzz_common.h"

static const int GAMES[] = {
  PYSOL_BAYAN, PYSOL_ACCORDION, PYSOL_RELAXED_ACCORDION, PYSOL_HIT_OR_MISS,
  PYSOL_ACCORDIONS_REVENGE, PYSOL_HIT_OR_MISS_UNLIMITED, PYSOL_23_SKIDOO};

static void deal_all(const pysol_number *num) {
  uint8_t first[WN_NCARDS];
  for (size_t g = 0; g < sizeof GAMES / sizeof GAMES[0]; g++) {
    uint8_t cards[WN_NCARDS], seen[WN_NCARDS] = {0};
    int goal;
    FUZZ_CHECK(pysol_deal(GAMES[g], num, cards, &goal) == 0);
    for (int k = 0; k < WN_NCARDS; k++) {
      FUZZ_CHECK(cards[k] < WN_NCARDS && !seen[cards[k]]);
      seen[cards[k]] = 1;
    }
    if (GAMES[g] == PYSOL_ACCORDIONS_REVENGE)
      FUZZ_CHECK(goal >= 0 && goal < WN_NCARDS && goal != cards[0] &&
                 goal != cards[1]);
    else
      FUZZ_CHECK(goal == -1);
    if (g == 0)
      memcpy(first, cards, WN_NCARDS);
    FUZZ_CHECK(memcmp(first, cards, WN_NCARDS) == 0);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char text[64];
  size_t n = size < sizeof text - 1 ? size : sizeof text - 1;
  memcpy(text, data, n);
  text[n] = '\0';
  pysol_number num;
  const char *why = NULL;
  if (pysol_number_parse(text, &num, &why) != 0) {
    FUZZ_CHECK(why && *why);
    return 0;
  }
  FUZZ_CHECK(num.word[0] || num.word[1] || num.word[2]);
  FUZZ_CHECK(num.ms ? num.word[2] == 0 && num.word[1] <= 1
                    : num.word[2] <= 5);
  pysol_number same = num;
  FUZZ_CHECK(pysol_number_add(&same, 0) == 0);
  FUZZ_CHECK(memcmp(&same, &num, sizeof num) == 0);
  deal_all(&num);
  uint64_t k = 0;
  for (size_t i = 0; i < 8 && i < size; i++)
    k = k << 8 | data[size - 1 - i];
  if (pysol_number_add(&same, k) == 0) {
    FUZZ_CHECK(same.ms == num.ms && same.word[2] >= num.word[2]);
    deal_all(&same);
  } else {
    FUZZ_CHECK(memcmp(&same, &num, sizeof num) == 0);
  }
  return 0;
}
