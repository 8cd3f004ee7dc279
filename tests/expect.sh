# expect.sh: sourced by the hostile_*.sh tests, which set $tmp and $fail.
#
# expect NAME WANT_STATUS STDERR_REGEX CMD... (stdin from the caller);
# an empty STDERR_REGEX wants an empty stderr
expect() {
  local name=$1 want=$2 pat=$3
  shift 3
  timeout 20 "$@" > "$tmp/out" 2> "$tmp/err"
  local status=$?
  local err_ok=1
  if [ -z "$pat" ]; then
    [ -s "$tmp/err" ] && err_ok=0
  else
    grep -Eq -- "$pat" "$tmp/err" || err_ok=0
  fi
  if [ "$status" != "$want" ] || [ $err_ok = 0 ]; then
    echo "FAIL $name: exit $status (want $want)"
    echo "  stderr: $(head -c 300 "$tmp/err" | od -c | head -5)"
    fail=1
  else
    echo "ok   $name"
  fi
}
