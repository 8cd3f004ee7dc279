/*
** accordion_bits.c: the links table of accordion_bits.h, filled by the
** slow way: grow the set of suits reached from the lowest one held.
*/
#include "games/accordion_bits.h"

/*
** Bits 3 s, 3 s + 1, 3 s + 2 of index: suit s is present, shares a
** rank with suit s - 1, with suit s + 2 (mod 4).
*/
void accordion_links_init(uint8_t links[ACCORDION_LINKS]) {
  for (unsigned i = 0; i < ACCORDION_LINKS; i++) {
    unsigned present = 0, reach;
    for (unsigned s = 0; s < 4; s++)
      present |= (i >> 3 * s & 1) << s;
    reach = present & (~present + 1); /* the lowest suit held */
    for (int round = 0; round < 4; round++)
      for (unsigned s = 0; s < 4; s++)
        for (unsigned k = 1; k <= 2; k++) {
          unsigned t = k == 1 ? (s + 3) % 4 : (s + 2) % 4; /* s's partner */
          if ((i >> (3 * s + k) & 1) && (present >> s & 1) &&
              (present >> t & 1) && ((reach >> s | reach >> t) & 1))
            reach |= 1u << s | 1u << t;
        }
    links[i] = reach == present;
  }
}
