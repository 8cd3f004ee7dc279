#!/usr/bin/env bash
# install_test.sh BUILD_DIR CC [SANITIZE]: stage "cmake --install" into a
# temporary DESTDIR, check every piece landed, then build and run a tiny
# program against the installed header and library, found through
# pkg-config (shared, then static), and try the bash/zsh completions
# (including --rule=<TAB>).
set -u
build=$1 cc=$2 sanitize=${3:-}
command -v pkg-config > /dev/null || { echo "skipped: needs pkg-config"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }

prefix=/opt/winnable
DESTDIR=$tmp/stage cmake --install "$build" --prefix "$prefix" > "$tmp/log" ||
  { cat "$tmp/log"; echo "FAIL: cmake --install"; exit 1; }
root=$tmp/stage$prefix
pc=$(find "$root" -name winnable.pc | head -1)
[ -n "$pc" ] || { echo "FAIL: no winnable.pc installed"; exit 1; }
export PKG_CONFIG_PATH=$(dirname "$pc")
libdir=$(pkg-config --variable=libdir winnable)

for f in bin/winnable include/winnable.h include/winnable/accordion.h \
         share/bash-completion/completions/winnable \
         share/zsh/site-functions/_winnable; do
  [ -f "$root/$f" ] || bad "$f not installed"
done
for f in libwinnable.a libwinnable.so; do
  [ -e "$libdir/$f" ] || bad "$f not installed in $libdir"
done
# The manual page is installed always (committed roff, no scdoc needed).
man=$root/share/man/man1/winnable.1
[ -f "$man" ] && grep -q '^\.TH "winnable" "1"' "$man" ||
  bad "the manual page is missing or not roff"
grep -q 'show accordion' "$man" || bad "the manual page lacks show"
"$root/bin/winnable" --version | grep -qx "winnable $(pkg-config --modversion winnable)" ||
  bad "installed winnable --version disagrees with winnable.pc"

# A user's program: solve the Codeforces sample and check the proof.
cat > "$tmp/prog.c" <<'C'
#include <stdio.h>
#include <winnable.h>
int main(void) {
  const char *toks[] = {"2S", "2S", "2C", "2C"};
  uint8_t cards[4];
  for (int k = 0; k < 4; k++)
    if (wn_card_parse(toks[k], 2, &cards[k]))
      return 2;
  accordion_ctx *ctx = accordion_new(NULL);
  if (!ctx)
    return 2;
  int v = accordion_solve(ctx, cards, 4, ACCORDION_RIGHTMOST);
  size_t n = 0;
  const accordion_move *m = accordion_proof(ctx, &n);
  int ok = v == WN_WIN &&
           accordion_replay(NULL, cards, 4, ACCORDION_RIGHTMOST, m, n, NULL) == 1;
  printf("%s %s %zu\n", wn_version(), wn_verdict_name(v), n);
  accordion_free(ctx);
  return ok ? 0 : 1;
}
C
flags=(-std=c11 -Wall -Werror)
[ -n "$sanitize" ] && flags+=("-fsanitize=$sanitize")
want="$(pkg-config --modversion winnable) win 3"
# shellcheck disable=SC2046
if "$cc" "${flags[@]}" "$tmp/prog.c" -o "$tmp/prog_shared" \
     $(pkg-config --cflags --libs winnable); then
  got=$(LD_LIBRARY_PATH=$libdir "$tmp/prog_shared") || bad "shared program failed"
  [ "$got" = "$want" ] || bad "shared program printed \"$got\", want \"$want\""
  LD_LIBRARY_PATH=$libdir ldd "$tmp/prog_shared" | grep -q "$libdir/libwinnable.so" ||
    bad "the shared program did not load the installed libwinnable.so"
else
  bad "cannot build against the installed shared library"
fi
# shellcheck disable=SC2046
if "$cc" "${flags[@]}" $(pkg-config --cflags winnable) "$tmp/prog.c" \
     "$libdir/libwinnable.a" $(pkg-config --static --libs-only-other winnable) \
     $(pkg-config --static --libs-only-l winnable | sed 's/-lwinnable//') \
     -o "$tmp/prog_static"; then
  got=$("$tmp/prog_static") || bad "static program failed"
  [ "$got" = "$want" ] || bad "static program printed \"$got\", want \"$want\""
else
  bad "cannot build against the installed static library"
fi

# Completions, answered by the installed program.
export PATH=$root/bin:$PATH
complete_words() { # prints the candidates for the words given
  bash -c '
    source "$1"; shift
    COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1))
    _winnable; printf "%s\n" "${COMPREPLY[@]}"' _ \
    "$root/share/bash-completion/completions/winnable" "$@"
}
complete_words winnable sh | grep -qx show || bad "bash: 'winnable sh' does not offer show"
complete_words winnable show "" | grep -qx accordion ||
  bad "bash: 'winnable show' does not offer accordion"
complete_words winnable check "" | grep -qx stacks ||
  bad "bash: 'winnable check' does not offer the games"
complete_words winnable check accordion --ru | grep -qx -- --rule ||
  bad "bash: 'winnable check accordion --ru' does not offer --rule"
complete_words winnable show accordion --mo | grep -qx -- --moves-from ||
  bad "bash: 'show accordion --mo' does not offer --moves-from"
complete_words winnable show accordion --color "" | grep -qx never ||
  bad "bash: '--color' does not offer never"
complete_words winnable validate "" | grep -qx outlast ||
  bad "bash: 'winnable validate' does not offer the games"
complete_words winnable validate stacks --subtask "" | grep -qx small ||
  bad "bash: '--subtask' does not offer small"
[ "$(complete_words winnable accordion --rule = "" | tr '\n' ' ')" = "any rightmost relaxed 23-skidoo revenge bayan " ] ||
  bad "bash: '--rule=<TAB>' does not offer every rule"
complete_words winnable hint accordion --match = "" | grep -qx red-black ||
  bad "bash: '--match=<TAB>' does not offer red-black"
complete_words winnable accordion --rule = r | grep -qx rightmost ||
  bad "bash: '--rule=r<TAB>' does not offer rightmost"
complete_words winnable stats accordion --rule= | grep -qx -- --rule=any ||
  bad "bash: one word '--rule=' does not offer --rule=any"
if command -v zsh > /dev/null; then
  zsh -n "$root/share/zsh/site-functions/_winnable" || bad "zsh: syntax error"
  # The completion function with the completion builtins stubbed out.
  zcomplete() { # PREFIX WORDS...: the candidates zsh's _winnable offers
    zsh -c 'compadd() { print -l -- "${@:#-*}"; }
      compset() { PREFIX=${PREFIX#*=}; }
      _files() { print FILES; }; _message() { print VALUE; }
      source <(sed "\$d" "$1"); PREFIX=$2; shift 2
      words=("$@"); CURRENT=$#; _winnable' _ \
      "$root/share/zsh/site-functions/_winnable" "$@"
  }
  [ "$(zcomplete --rule= winnable accordion --rule= | tr '\n' ' ')" = "any rightmost relaxed 23-skidoo revenge bayan " ] ||
    bad "zsh: '--rule=<TAB>' does not offer every rule"
  zcomplete "" winnable accordion --left "" | grep -qx none ||
    bad "zsh: '--left <TAB>' does not offer none"
  zcomplete "" winnable show accordion --color "" | grep -qx never ||
    bad "zsh: '--color <TAB>' does not offer never"
else
  echo "note: zsh not installed, zsh completion syntax not checked"
fi
[ $fail -eq 0 ] && echo "install: binary, libraries, headers, winnable.pc, man page, completions ok"
exit $fail
