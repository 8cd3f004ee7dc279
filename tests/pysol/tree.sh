# shellcheck shell=bash disable=SC2034  # (the variables are the sourcing script's)
# tree.sh: sourced by oracle.sh and rules.sh. Makes $tmp (removed on
# exit) holding PySolFC's pysollib/ and pysol_cards' pysol_cards/, git
# archives of the fetched repositories, and sets $python and $here; or
# skips the test (exit 77) when a repository or Python is missing, as
# in CI.
#
# The repositories: PySolFC at tag pysolfc-3.6.1 (or the commit
# $WN_PYSOLFC_TAG names) and pysol_cards, its random module, at tag
# 0.24.0; their git directories come from $WN_PYSOLFC_GIT and
# $WN_PYSOL_CARDS_GIT, by default where the fetch tool puts them.
# Python is Debian's python3, with its 'attr' module.
pysolfc=${WN_PYSOLFC_GIT:-/work/.mirror/shlomif+PySolFC/repo}
tag=${WN_PYSOLFC_TAG:-pysolfc-3.6.1}
cards=${WN_PYSOL_CARDS_GIT:-/work/.mirror/shlomif+pysol_cards/repo}
python=/usr/bin/python3
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

skip() { echo "skipped: $*"; exit 77; }
[[ -x $python ]] || skip "no $python"
"$python" -c 'import attr' 2>/dev/null || skip "python3 has no 'attr' module"
git --git-dir="$pysolfc" rev-parse -q --verify "$tag" >/dev/null 2>&1 ||
  skip "no PySolFC repository with tag $tag at $pysolfc"
git --git-dir="$cards" rev-parse -q --verify 0.24.0 >/dev/null 2>&1 ||
  skip "no pysol_cards repository with tag 0.24.0 at $cards"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# (git may complain on stderr of large blobs the mirror lacks, outside
# the paths taken: its status says whether the archive is whole)
set -o pipefail
git --git-dir="$pysolfc" archive "$tag" pysollib 2>"$tmp/err" |
  tar -x -C "$tmp" &&
git --git-dir="$cards" archive 0.24.0 code/pysol_cards 2>>"$tmp/err" |
  tar -x -C "$tmp" &&
mv "$tmp/code/pysol_cards" "$tmp/pysol_cards" ||
  { echo "git archive failed:"; cat "$tmp/err"; exit 1; }
