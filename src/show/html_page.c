/*
** html_page.c: the frame of the self-contained replay page that
** "winnable show GAME --html FILE" writes.
**
** The page is HEAD below, the title, src/show/page.css, BODY below, one
** JSON object from the game's show command inside <script
** type='application/json' id='data'>, then the scripts: page_draw.js
** (drawing helpers and the GAMES table), one render_<game>.js per game,
** page_marks.js (the marks of every step, for games whose data has
** them) and page_run.js (buttons, keys and the list of moves). The JSON has
** at least "game" (which renderer to use) and "title"; the rest is the
** game's own (see show_<game>.c). The renderers replay the solution in
** the browser, so the page holds the instance and the moves, not every
** position.
**
** The .css and .js files are embedded at build time (cmake/embed.cmake,
** WN_PAGE_JS in CMakeLists.txt lists the scripts in page order), so they
** can be read, linted and tested as what they are. A new game adds its
** render_<game>.js there.
**
** A playable game's page (PLAYABLE below; issue 19) also carries the
** solver: the WebAssembly module built from the library's sources
** (cmake/wasm.cmake), base64 in <script id='wasm'>, and the text of its
** Web Worker (page_wasm.js, page_worker.js) in <script id='worker-js'>;
** neither runs by itself, the page's scripts start them. A build
** without the wasm toolchain embeds an empty module, and the page then
** replays only and says so (page_run.js).
**
** Invariant: nothing in the page refers to anything outside it. There
** are no URLs, cards are drawn as inline SVG, and a Content Security
** Policy forbids any fetch, so the page works offline and from file:.
** It allows compiling the embedded module ('wasm-unsafe-eval'), workers
** made from the page's own text (blob:) and one inline script: the one
** whose SHA-256 it names (show_page_js_sha256, computed when the script
** is embedded), written between <script> and </script> byte for byte.
** Any other script, injected or not, does not run.
*/
#include <assert.h>
#include <string.h>
#include "show/show.h"

/* Embedded at build time: page.css, and the scripts in page order. */
extern const unsigned char show_page_css[];
extern const unsigned char show_page_js[];
extern const char show_page_js_sha256[]; /* hex */
/* The WebAssembly module (empty without the toolchain) and the worker. */
extern const unsigned char show_wasm[];
extern const size_t show_wasm_len;
extern const unsigned char show_worker_js[];

/* The games whose pages can be played when the module is there. */
static const char *const PLAYABLE[] = {"accordion", "stacks", "outlast",
                                       NULL};

static const char *const HEAD[] = {
"<!DOCTYPE html>",
"<html lang='en'>",
"<head>",
"<meta charset='utf-8'>",
"<meta name='viewport' content='width=device-width, initial-scale=1'>",
NULL};

/* The policy around the script's hash (csp() writes it in between). */
static const char CSP_BEGIN[] =
    "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none';"
    " style-src 'unsafe-inline'; script-src 'sha256-";
static const char CSP_END[] =
    "' 'wasm-unsafe-eval'; worker-src blob:\">\n"
    "<meta name='generator' content='winnable " WINNABLE_VERSION "'>\n";

/* From the end of the style sheet to the data: the page's frame. */
static const char *const BODY[] = {
"</style>",
"</head>",
"<body>",
"<header><h1 id='title'></h1><p id='summary'></p></header>",
"<nav>",
"  <button id='first' title='first position (Home)'>&laquo;</button>",
"  <button id='prev' title='previous (left arrow)'>&lsaquo; prev</button>",
"  <button id='next' title='next (right arrow)'>next &rsaquo;</button>",
"  <button id='last' title='last position (End)'>&raquo;</button>",
"  <span id='status'></span>",
"</nav>",
"<p id='move'></p>",
"<main id='board'></main>",
"<ol id='moves'></ol>",
"<footer>Keys: &larr; &rarr; step, Home / End jump. Made by winnable "
  WINNABLE_VERSION ".</footer>",
NULL};


static void lines(FILE *out, const char *const *text) {
  for (; *text; text++) {
    fputs(*text, out);
    fputc('\n', out);
  }
}

static void escaped(FILE *out, const char *s) {
  for (; *s; s++) {
    switch (*s) {
    case '&': fputs("&amp;", out); break;
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '"': fputs("&quot;", out); break;
    case '\'': fputs("&#39;", out); break;
    default: fputc(*s, out);
    }
  }
}

static int playable(const char *game) {
  if (show_wasm_len == 0)
    return 0;
  for (const char *const *g = PLAYABLE; *g; g++)
    if (strcmp(*g, game) == 0)
      return 1;
  return 0;
}

/*
** n bytes as base64 (RFC 4648, with padding); with 'wrap', 76 characters
** a line and a line end after the last.
*/
static void base64(FILE *out, const unsigned char *b, size_t n, int wrap) {
  static const char A[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                          "0123456789+/";
  for (size_t k = 0; k < n; k += 3) {
    uint32_t v = (uint32_t)b[k] << 16;
    if (k + 1 < n) v |= (uint32_t)b[k + 1] << 8;
    if (k + 2 < n) v |= b[k + 2];
    char q[4] = {A[v >> 18], A[(v >> 12) & 63],
                 k + 1 < n ? A[(v >> 6) & 63] : '=', k + 2 < n ? A[v & 63] : '='};
    fwrite(q, 1, 4, out);
    if (wrap && ((k / 3 + 1) % 19 == 0 || k + 3 >= n))
      fputc('\n', out);
  }
}

/* The policy, naming the page script's SHA-256 in base64 as CSP wants. */
static void csp(FILE *out) {
  unsigned char digest[32];
  const char *hex = show_page_js_sha256;
  assert(strlen(hex) == 64); /* cmake/embed.cmake writes a SHA-256 */
  for (size_t k = 0; k < 32; k++) {
    unsigned v;
    sscanf(hex + 2 * k, "%2x", &v);
    digest[k] = (unsigned char)v;
  }
  fputs(CSP_BEGIN, out);
  base64(out, digest, sizeof digest, 0);
  fputs(CSP_END, out);
}

static void solver(FILE *out) {
  fputs("<script type='application/octet-stream' id='wasm'>\n", out);
  base64(out, show_wasm, show_wasm_len, 1);
  fputs("</script>\n<script type='text/plain' id='worker-js'>\n", out);
  fputs((const char *)show_worker_js, out);
  fputs("</script>\n", out);
}

void html_page_head(FILE *out, const char *game, const char *title) {
  lines(out, HEAD);
  csp(out);
  fputs("<title>", out);
  escaped(out, title);
  fputs("</title>\n<style>\n", out);
  fputs((const char *)show_page_css, out);
  lines(out, BODY);
  if (playable(game))
    solver(out);
  fputs("<script type='application/json' id='data'>\n", out);
}

void html_page_tail(FILE *out) {
  /* the script's text exactly as hashed: nothing between the tags */
  fputs("\n</script>\n<script>", out);
  fputs((const char *)show_page_js, out);
  fputs("</script>\n</body>\n</html>\n", out);
}
