/*
** family_cut.h: rows of the Accordion family that are lost
** by a theorem rather than by search (family_cut.c). The
** family's solver cuts them; the checker (accordion_family_check.c)
** proves the same theorems again from the rules, on its own.
*/
#ifndef WN_FAMILY_CUT_H
#define WN_FAMILY_CUT_H

#include <stddef.h>
#include <stdint.h>
#include "winnable/accordion.h"

/*
** Whether row[0..len), not won, is lost by one of the cuts of
** docs/rules.md ("Rows lost by a theorem") under the valid rules r.
** Returns 1 (lost) or 0 (nothing proven). Reads the row only.
*/
int family_cut_lost(const accordion_rules *r, const uint8_t *row, size_t len);

#endif /* WN_FAMILY_CUT_H */
