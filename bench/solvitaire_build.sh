#!/usr/bin/env bash
# solvitaire_build.sh [GITDIR] [OUT]: builds Solvitaire (the research
# solver of github:thecharlieblake/Solvitaire, GPL-2, never part of this
# project) for bench/accordion_solvitaire.sh and tests/accordion/
# solvitaire.sh, from the git directory the fetch tool made (default
# /work/.mirror/thecharlieblake+Solvitaire/repo) into OUT (default
# /work/solvitaire-build; the binary is OUT/solvitaire, its sources
# OUT/src). Its own CMakeLists.txt downloads googletest from GitHub
# while it configures, so this compiles the solver's sources directly,
# with the flags of its release build bar -flto and -Werror (gcc 12
# warns where its gcc 6 did not), two jobs at a time.
# Needs: apt-get install -y g++ libboost-program-options-dev
set -eu
git_dir=${1:-/work/.mirror/thecharlieblake+Solvitaire/repo}
out=${2:-/work/solvitaire-build}
mkdir -p "$out/src" "$out/obj"
git --git-dir="$git_dir" archive HEAD | tar -x -C "$out/src"
git --git-dir="$git_dir" rev-parse HEAD > "$out/commit"
cd "$out"
flags="-std=c++14 -O3 -DNDEBUG -pthread -Isrc/lib/rapidjson -w"
find src/src/main -name '*.cpp' | sort | while read -r f; do
  o=obj/$(echo "${f#src/src/main/}" | tr / _)
  echo "g++ $flags -c $f -o ${o%.cpp}.o"
done | xargs -P2 -I{} sh -c {}
g++ -O3 -pthread obj/*.o -o solvitaire -lboost_program_options
echo "built $out/solvitaire from $(cat "$out/commit")"
