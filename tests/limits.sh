#!/usr/bin/env bash
# limits.sh WINNABLE: each limit ends a search as unknown (issue 9).
#
# For every game where search can grow, --max-states, --timeout and
# --max-memory must each turn an instance the search cannot finish in
# time into unknown (UNKNOWN in contest output), with the limit named in
# --json and the partial state count, and exit 0. Inputs are made here:
#   accordion any       7H KD KS 2D 2C 7D then 9,994 x 7H: lost (KS and
#                       2C each match only a card to their left, so both
#                       would have to be the last card) but not by the
#                       dead-end test, and too wide to search in time
#   accordion rightmost the same deal (a loss after ~10^4 states: it
#                       passes the dead-end test all the way down, where
#                       2C then 9,999 x 7H, used before, fails it at once)
#   hitormiss           a dealt deck (events are what --max-states counts;
#                       --max-memory has no effect: a game allocates
#                       nothing, so it must still be decided)
#   stacks              a case whose suit-graph search visits 2 vertices
#   outlast             the contest sample (rectangles are the states)
# A timeout of 1e-9 s ends a search at its first clock reading, which
# is the first state; for Accordion 0.2 s is used. That the clock is
# read at every position of a long row is counted, not timed, in
# tests/unit/test_accordion.c (long_row_polls_every_position).
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

# expect NAME WANT_LIMIT WANT_WORD ARGS...: --json has verdict unknown and
# "limit":"WANT_LIMIT"; plain output's first line is WANT_WORD.
expect() {
  local name=$1 limit=$2 word=$3
  shift 3
  local json plain status
  json=$("$bin" "$@" --json 2>"$tmp/err" | head -1)
  status=${PIPESTATUS[0]}
  if [ "$status" != 0 ] ||
     [[ "$json" != *'"verdict":"unknown"'* ]] ||
     [[ "$json" != *"\"limit\":\"$limit\""* ]] ||
     [[ "$json" != *'"states":'* ]]; then
    echo "FAIL $name (--json): exit $status, got ${json:0:300}"
    cat "$tmp/err"
    fail=1
    return
  fi
  plain=$("$bin" "$@" 2>/dev/null | head -1)
  if [ "$plain" != "$word" ]; then
    echo "FAIL $name: first line \"${plain:0:100}\", want \"$word\""
    fail=1
    return
  fi
  echo "ok   $name: ${json: -60}"
}

# A run that must be decided (not unknown) despite the option.
decided() {
  local name=$1
  shift
  local json
  json=$("$bin" "$@" --json 2>&1 | head -1)
  if [[ "$json" != *'"verdict":"win"'* && "$json" != *'"verdict":"loss"'* ]]
  then
    echo "FAIL $name: ${json:0:300}"
    fail=1
    return
  fi
  echo "ok   $name"
}

# ---- inputs
{ echo 7H KD KS 2D 2C 7D; yes 7H | head -n 9994; } | tr '\n' ' ' > "$tmp/same.txt"
echo >> "$tmp/same.txt"
"$bin" deal hitormiss --seed 7 > "$tmp/hm.in"
cat > "$tmp/st.in" <<'EOF'
6
3 2 1 3 1 4 2
3 1 3 2 3 3 3
3 1 1 4 3 4 1
2 4 1 4 2
2 4 3 2 2
2 3 1 1 1
1
3 3
0 1 2
EOF
cat > "$tmp/ol.in" <<'EOF'
1
5 7
.......
...X.X.
...X.X.
..XX...
..X....
EOF

# ---- accordion, any rule
A=(accordion "$tmp/same.txt")
expect "accordion any --max-states" states unknown "${A[@]}" --max-states 50
expect "accordion any --timeout" time unknown "${A[@]}" --timeout 0.2
expect "accordion any --max-memory" memory unknown "${A[@]}" --max-memory 1M

# ---- accordion, rightmost rule (contest output: UNKNOWN)
{ echo 10000; cat "$tmp/same.txt"; } > "$tmp/rm.in"
R=(accordion --rule rightmost "$tmp/rm.in")
decided "accordion rightmost unlimited" "${R[@]}"
expect "accordion rightmost --max-states" states UNKNOWN "${R[@]}" --max-states 100
expect "accordion rightmost --timeout" time UNKNOWN "${R[@]}" --timeout 0.000000001
expect "accordion rightmost --max-memory" memory UNKNOWN "${R[@]}" --max-memory 1K

# ---- hitormiss
H=(hitormiss "$tmp/hm.in")
expect "hitormiss --max-states" states "Case 1: UNKNOWN" "${H[@]}" --max-states 10
expect "hitormiss --timeout" time "Case 1: UNKNOWN" "${H[@]}" --timeout 0.000000001
decided "hitormiss --max-memory (no effect)" "${H[@]}" --max-memory 1K

# ---- stacks
S=(stacks "$tmp/st.in")
decided "stacks unlimited" "${S[@]}"
expect "stacks --max-states" states "Case #1: UNKNOWN" "${S[@]}" --max-states 1
expect "stacks --timeout" time "Case #1: UNKNOWN" "${S[@]}" --timeout 0.000000001
expect "stacks --max-memory" memory "Case #1: UNKNOWN" "${S[@]}" --max-memory 1K

# ---- outlast
O=(outlast "$tmp/ol.in")
decided "outlast unlimited" "${O[@]}"
expect "outlast --max-states" states "Case #1: UNKNOWN" "${O[@]}" --max-states 3
expect "outlast --timeout" time "Case #1: UNKNOWN" "${O[@]}" --timeout 0.000000001
expect "outlast --max-memory" memory "Case #1: UNKNOWN" "${O[@]}" --max-memory 9K

exit $fail
