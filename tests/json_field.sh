# json_field.sh: sourced by the stress tests, which read the fields of
# `winnable stress --json`'s last line, some sixty a script.
#
# field JSON KEY: the value of KEY in the JSON object JSON, as Python's
# print would show it: a string decoded (every JSON escape, \uXXXX as
# UTF-8, a surrogate pair as one character), any other value as its
# JSON text (true, false, null, 12, 0.5, [1,2]). No such key, or JSON
# not an object: nothing on stdout, a message on stderr, status 1.
# One awk (a millisecond) where a Python start costs some 50 ms of CPU.
# LC_ALL=C: awk's printf "%c" writes one byte, not a character.
field() {
  printf '%s' "$1" | LC_ALL=C awk -v key="$2" "$json_field_awk"
}

json_field_awk='
function fail(why) { print "field: " why > "/dev/stderr"; exit 1 }
function space() { while (substr(s, i, 1) ~ /^[ \t\r\n]$/) i++ }
function hex4(   v, k, d) {
  v = 0
  for (k = 0; k < 4; k++) {
    d = index("0123456789abcdef", tolower(substr(s, i + k, 1)))
    if (!d) fail("bad \\u escape at byte " i)
    v = v * 16 + d - 1
  }
  i += 4
  return v
}
function utf8(c) {
  if (c < 128) return sprintf("%c", c)
  if (c < 2048)
    return sprintf("%c%c", 192 + int(c / 64), 128 + c % 64)
  if (c < 65536)
    return sprintf("%c%c%c", 224 + int(c / 4096), 128 + int(c / 64) % 64,
                   128 + c % 64)
  return sprintf("%c%c%c%c", 240 + int(c / 262144),
                 128 + int(c / 4096) % 64, 128 + int(c / 64) % 64,
                 128 + c % 64)
}
# the string that opens at byte i, decoded; i then follows its quote
function string(   out, c, e, lo) {
  out = ""
  for (i++; ; ) {
    if (match(substr(s, i), /^[^"\\]+/)) {
      out = out substr(s, i, RLENGTH)
      i += RLENGTH
    }
    c = substr(s, i++, 1)
    if (c == "\"") return out
    if (c == "") fail("a string never closed")
    e = substr(s, i++, 1)
    if (e == "n") out = out "\n"
    else if (e == "t") out = out "\t"
    else if (e == "r") out = out "\r"
    else if (e == "b") out = out "\b"
    else if (e == "f") out = out "\f"
    else if (e == "u") {
      c = hex4()
      if (c >= 55296 && c < 56320 && substr(s, i, 2) == "\\u") {
        i += 2
        lo = hex4()
        c = 65536 + (c - 55296) * 1024 + lo - 56320
      }
      out = out utf8(c)
    } else out = out e  # \" \\ \/
  }
}
# the text of the value (not a string) that starts at byte i
function other(   start, c, depth) {
  start = i
  depth = 0
  for (;;) {
    c = substr(s, i, 1)
    if (c == "") fail("the object never closed")
    if (c == "\"") { string(); continue }
    if (depth == 0 && (c == "," || c == "}")) break
    if (c == "{" || c == "[") depth++
    else if (c == "}" || c == "]") depth--
    i++
  }
  c = substr(s, start, i - start)
  sub(/[ \t\r\n]+$/, "", c)
  return c
}
{ s = s $0 "\n" }
END {
  i = 1
  space()
  if (substr(s, i++, 1) != "{") fail("not a JSON object")
  for (;;) {
    space()
    if (substr(s, i, 1) != "\"") fail("no key \"" key "\"")
    k = string()
    space()
    if (substr(s, i++, 1) != ":") fail("no colon after \"" k "\"")
    space()
    v = substr(s, i, 1) == "\"" ? string() : other()
    if (k == key) { print v; exit 0 }
    space()
    if (substr(s, i++, 1) != ",") fail("no key \"" key "\"")
  }
}'
