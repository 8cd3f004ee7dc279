/*
** accordion_pos.c: the row buffer of a position (accordion_pos.h): the
** row with its pads, all zeros but the row itself.
*/
#include "games/accordion_pos.h"

int accordion_pos_grow(accordion_pos *p, wn_mem *mem, size_t n) {
  size_t after = n + ROW_PAD + ROW_TAIL; /* bytes from row[0] on */
  if (after < HASH_SHORT + 1) /* the hash reads three words of short
                              ** rows; a child's, one byte more */
    after = HASH_SHORT + 1;
  int rc = wn_mem_grow(mem, (void **)&p->rowbuf, &p->rowcap, ROW_PAD + after,
                       1);
  if (rc)
    return rc;
  memset(p->rowbuf, 0, p->rowcap); /* the left pad is never written */
  p->row = p->rowbuf + ROW_PAD;
  return 0;
}

void accordion_pos_release(accordion_pos *p, wn_mem *mem) {
  wn_mem_free(mem, p->rowbuf, p->rowcap);
  p->row = p->rowbuf = NULL;
  p->rowcap = 0;
}
