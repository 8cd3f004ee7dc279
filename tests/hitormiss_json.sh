#!/usr/bin/env bash
# hitormiss_json.sh WINNABLE: `winnable hitormiss --json` on the contest
# samples and extra cases, with and without a state limit. Seconds vary
# from run to run, so they are masked before the comparison.
set -u
bin=$1
d1="1 2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13"
d2="2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13 1 2 3 4 5 6 7 8 9 10 11 12 13 1"
e1="2 1 11 8 12 2 11 6 8 4 9 4 6 7 11 5 10 8 13 5 9 6 6 9 4 9 3 13 13 12 3 8 10 3 1 2 10 12 3 12 1 5 10 5 1 4 13 7 2 7 11 7"
e2="12 5 10 13 12 6 1 4 5 8 2 1 2 7 4 9 4 7 11 13 7 9 3 5 4 7 9 8 3 3 13 12 10 2 10 11 5 6 8 1 1 11 13 10 9 12 11 6 8 3 6 2"
input="6
4 $d1
4 $d2
1 $d1
10 $d1
3 $e1
3 $e2"
mask() { sed -E 's/"seconds":[0-9]+\.[0-9]{6}}$/"seconds":S}/'; }
fail=0
check() { # label expected actual
  if [ "$2" != "$3" ]; then
    echo "FAIL: $1"; diff <(printf '%s\n' "$2") <(printf '%s\n' "$3"); fail=1
  fi
}
want='{"case":1,"players":4,"verdict":"win","answer":"13 13 13 13","last":[13,13,13,13],"cycles":55,"hits":[52,52,52,52],"states":364,"seconds":S}
{"case":2,"players":4,"verdict":"loss","answer":"unwinnable","cycles":0,"hits":[0,0,0,0],"states":0,"seconds":S}
{"case":3,"players":1,"verdict":"win","answer":"13","last":[13],"cycles":52,"hits":[52],"states":52,"seconds":S}
{"case":4,"players":10,"verdict":"win","answer":"13 13 13 13 13 13 13 13 13 13","last":[13,13,13,13,13,13,13,13,13,13],"cycles":61,"hits":[52,52,52,52,52,52,52,52,52,52],"states":988,"seconds":S}
{"case":5,"players":3,"verdict":"win","answer":"13 10 8","last":[13,10,8],"cycles":721,"hits":[52,52,52],"states":260,"seconds":S}
{"case":6,"players":3,"verdict":"loss","answer":"unwinnable","cycles":594,"hits":[39,39,39],"states":195,"seconds":S}'
got=$(printf '%s\n' "$input" | "$bin" hitormiss --json | mask)
check "--json" "$want" "$got"
want='{"case":1,"players":4,"verdict":"unknown","answer":"UNKNOWN","cycles":50,"hits":[50,0,0,0],"limit":"states","states":50,"seconds":S}'
got=$(printf '1\n4 %s\n' "$d1" | "$bin" hitormiss --json --max-states 50 | mask)
check "--json --max-states 50" "$want" "$got"
[ $fail -eq 0 ] && echo "hitormiss --json: ok"
exit $fail
