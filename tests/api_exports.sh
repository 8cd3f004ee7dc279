#!/usr/bin/env bash
# api_exports.sh LIBWINNABLE.so INCLUDE_DIR: the shared library exports
# exactly the functions declared in the public headers, no more, no less
# (issue 17). The expected list is read from the headers themselves, so
# a function added to include/ is expected without editing this test:
# every file-scope prototype (a line at column 0 with "name(" that is
# not a typedef, a macro or a static inline) must start with WN_API
# (or follow a line holding only WN_API, for long declarations),
# and must be a defined dynamic symbol of the library; every defined
# dynamic symbol must be such a prototype.
set -u
lib=${1:?usage: api_exports.sh LIB INCLUDE_DIR}
inc=${2:?usage: api_exports.sh LIB INCLUDE_DIR}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bad=0

# file-scope prototypes: "[WN_API ]type name(" at column 0
find "$inc" -name '*.h' -exec awk '/^WN_API$/ {held = 1; next}
    {print (held ? "WN_API " : "") $0; held = 0}' {} + |
  grep -E '^(WN_API )?[A-Za-z_][A-Za-z0-9_ ]*[ *]+[a-z_][a-z0-9_]*\(' |
  grep -vE '^(typedef|static|#|extern "C")' > "$tmp/protos"
if grep -v '^WN_API ' "$tmp/protos" > "$tmp/unmarked"; then
  echo "declared in $inc without WN_API:"
  sed 's/^/  /' "$tmp/unmarked"
  bad=1
fi
sed -E 's/^.*[ *]([a-z_][a-z0-9_]*)\(.*$/\1/' "$tmp/protos" | sort -u > "$tmp/declared"

nm -D --defined-only "$lib" | awk 'NF == 3 && $2 ~ /^[TDBRVW]$/ {print $3}' |
  sort -u > "$tmp/exported"
if [[ ! -s $tmp/exported || ! -s $tmp/declared ]]; then
  echo "nothing read: $(wc -l < "$tmp/exported") exported," \
       "$(wc -l < "$tmp/declared") declared"
  exit 1
fi
if comm -23 "$tmp/exported" "$tmp/declared" | grep . > "$tmp/extra"; then
  echo "exported by $(basename "$lib") but not declared in $inc:"
  sed 's/^/  /' "$tmp/extra"
  bad=1
fi
if comm -13 "$tmp/exported" "$tmp/declared" | grep . > "$tmp/missing"; then
  echo "declared in $inc but not exported:"
  sed 's/^/  /' "$tmp/missing"
  bad=1
fi
echo "$(wc -l < "$tmp/exported") exported, $(wc -l < "$tmp/declared") declared"
exit $bad
