/*
** quote.c: untrusted bytes as a quoted string for a message.
**
** Invariant: what wn_quote writes is printable ASCII only. '"' and '\\'
** get a backslash, every other byte outside 0x20..0x7e (NUL included)
** becomes \xNN, so no input reaches a terminal or a log as a control
** byte, and a NUL inside a token is shown instead of ending the text.
*/
#include <stdio.h>
#include "core/core.h"

size_t wn_quote(char *out, size_t size, const char *s, size_t len,
                int more) {
  assert(size >= 16); /* room for the quotes, one escape and "..." */
  size_t o = 0, i = 0;
  out[o++] = '"';
  for (; i < len && o < size - 10; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\')
      o += (size_t)snprintf(out + o, size - o, "\\%c", c);
    else if (c < 0x20 || c >= 0x7f)
      o += (size_t)snprintf(out + o, size - o, "\\x%02x", c);
    else
      out[o++] = (char)c;
  }
  if (more || i < len)
    o += (size_t)snprintf(out + o, size - o, "...");
  o += (size_t)snprintf(out + o, size - o, "\"");
  return o;
}
