# amalgamate.awk: the work of amalgamate.sh (read it first). Input: the
# environment's WN_FILES, the .c files (relative to src/, the working
# directory), one a line; -v version=X.Y.Z -v game=GAME -v part=PART
# (judge or validator). Output: the amalgamation of GAME.
# statics(f): record the file-scope statics and tags that f defines.
function statics(f,   line, nxt, id) {
  while ((getline line < f) > 0) {
    if (line ~ /^static /) {
      while (line !~ /[(;=]/ && (getline nxt < f) > 0)
        line = line " " nxt;
      if (match(line, /[A-Za-z_][A-Za-z0-9_]*[ \t]*[(\[=;]/)) {
        id = substr(line, RSTART, RLENGTH);
        sub(/[ \t]*[(\[=;]$/, "", id);
        if (!((f, id) in has)) { has[f, id] = 1; nfiles[id]++ }
      }
    } else if (line ~ /^(struct|enum|union) [A-Za-z_][A-Za-z0-9_]* *\{/) {
      split(line, w, /[ {]+/);
      id = "TAG:" w[2];
      if (!((f, id) in has)) { has[f, id] = 1; nfiles[id]++ }
    }
  }
  close(f);
}
# resolve(from, name): the project header an #include "name" in from
# means, or "" for none.
function resolve(from, name,   dir, p) {
  dir = from; sub(/[^\/]*$/, "", dir);
  if (exists(dir name)) return dir name;
  if (exists(name)) return name;
  if (exists("../include/" name)) return "../include/" name;
  return "";
}
# exists(p): 1 if the file p can be read (remembered: a file being read
# is never reopened or closed here).
function exists(p,   junk) {
  if (!(p in known)) {
    known[p] = (getline junk < p) >= 0;
    close(p);
  }
  return known[p];
}
# header(h): print h once, its project headers inlined where included.
function header(h,   line, inc, p) {
  if (h in done) return;
  done[h] = 1;
  print "/* ---- " shown(h) " ---- */";
  while ((getline line < h) > 0) {
    if (match(line, /^#include "[^"]+"/)) {
      inc = line; sub(/^#include "/, "", inc); sub(/".*/, "", inc);
      p = resolve(h, inc);
      if (p != "") { header(p); continue }
    }
    print line;
  }
  close(h);
}
# headers(f): inline the headers a .c file includes.
function headers(f,   line, inc, p) {
  while ((getline line < f) > 0)
    if (match(line, /^#include "[^"]+"/)) {
      inc = line; sub(/^#include "/, "", inc); sub(/".*/, "", inc);
      p = resolve(f, inc);
      if (p != "") header(p);
    }
  close(f);
}
function shown(p) { sub(/^\.\.\//, "", p); if (p !~ /^include\//) p = "src/" p; return p }
# body(f): f without its project includes, clashing statics renamed.
function body(f,   tag, line, inc, k, id, nm, macros, parts) {
  tag = f; sub(/\.c$/, "", tag); gsub(/[^A-Za-z0-9]/, "_", tag);
  print "/* ---- " shown(f) " ---- */";
  split("", ren); split("", tags);
  for (k in has) {
    split(k, parts, SUBSEP);
    if (parts[1] != f || nfiles[parts[2]] < 2) continue;
    id = parts[2];
    if (id ~ /^TAG:/) tags[substr(id, 5)] = 1;
    else ren[id] = 1;
  }
  nm = 0; incomment = 0;
  while ((getline line < f) > 0) {
    if (match(line, /^#include "[^"]+"/)) {
      inc = line; sub(/^#include "/, "", inc); sub(/".*/, "", inc);
      if (resolve(f, inc) != "") continue;
    }
    if (match(line, /^[ \t]*#[ \t]*define[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
      id = substr(line, RSTART, RLENGTH); sub(/.*[ \t]/, "", id);
      macros[++nm] = id;
    }
    print rename(line, tag);
  }
  close(f);
  for (k = 1; k <= nm; k++) print "#undef " macros[k];
}
# rename(line, tag): the identifiers of ren[] in code become NAME__tag,
# and a tag of tags[] after struct/enum/union too. incomment carries a
# block comment over lines.
function rename(line, tag,   out, c, i, n, q, id, prev, kw) {
  out = ""; n = length(line); i = 1; prev = ""; kw = "";
  while (i <= n) {
    c = substr(line, i, 1);
    if (incomment) {
      if (substr(line, i, 2) == "*/") { out = out "*/"; i += 2; incomment = 0 }
      else { out = out c; i++ }
    } else if (substr(line, i, 2) == "/*") {
      out = out "/*"; i += 2; incomment = 1;
    } else if (substr(line, i, 2) == "//") {
      return out substr(line, i);
    } else if (c == "\"" || c == "'") {
      q = c; out = out c; i++;
      while (i <= n && substr(line, i, 1) != q) {
        if (substr(line, i, 1) == "\\") { out = out substr(line, i, 2); i += 2 }
        else { out = out substr(line, i, 1); i++ }
      }
      out = out substr(line, i, 1); i++; prev = q;
    } else if (c ~ /[A-Za-z_]/) {
      match(substr(line, i), /^[A-Za-z_][A-Za-z0-9_]*/);
      id = substr(line, i, RLENGTH); i += RLENGTH;
      if (prev != "." && prev != "->" && (id in ren) && kw == "")
        id = id "__" tag;
      else if (kw != "" && (id in tags))
        id = id "__" tag;
      kw = (id == "struct" || id == "enum" || id == "union") ? id : "";
      out = out id; prev = "id";
    } else {
      if (substr(line, i, 2) == "->") { out = out "->"; i += 2; prev = "->"; continue }
      out = out c; i++;
      if (c != " " && c != "\t") { prev = c; kw = "" }
    }
  }
  return out;
}
# The opening comments of the two parts.
function judge_comment() {
  print "/*";
  print "** winnable_judge.c: the checker and the input validator of winnable";
  print "** " version " for " game " (\"winnable check " game "\" and \"winnable validate";
  print "** " game "\") as one C11 file, with the part of the library they call.";
  print "** Generated by cmake/amalgamate.sh from the sources of the winnable";
  print "** project; do not edit.";
  print "** Build: cc -std=c11 -O2 -o judge winnable_judge.c -lm -lpthread";
  print "** Run: judge check " game " [options] --testlib IN OUT ANS";
  print "**      judge check " game " [options] --icpc IN ANS FEEDBACK_DIR < OUT";
  print "**      judge validate " game " [options] [--icpc] < IN";
  print "** Compiled with -DWN_JUDGE_ARGS=\"\\\"check " game " ...\\\"\" (or that #define";
  print "** put above this comment) those words come first: a judge that";
  print "** passes only files can run it as it is (see src/judge/judge_main.c).";
  print "*/";
}
function validator_comment() {
  print "/*";
  print "** winnable_validator.c: the input validator of winnable " version " for";
  print "** " game " (\"winnable validate " game "\") as one C11 file, with the part";
  print "** of the library it calls: no checker, no solver (winnable_judge.c";
  print "** holds both). Generated by cmake/amalgamate.sh from the sources of";
  print "** the winnable project; do not edit.";
  print "** Build: cc -std=c11 -O2 -o validator winnable_validator.c -lm -lpthread";
  print "** Run: validator validate " game " [options] [--icpc] < IN";
  print "** Compiled with -DWN_JUDGE_ARGS=\"\\\"validate " game " ...\\\"\" (or that";
  print "** #define put above this comment) those words come first: a judge";
  print "** that passes only files can run it as it is (see";
  print "** src/judge/judge_main.c).";
  print "*/";
}
BEGIN {
  n = split(ENVIRON["WN_FILES"], fs, "\n");
  for (i = 1; i <= n; i++) statics(fs[i]);
  if (part == "validator") validator_comment(); else judge_comment();
  print "#ifndef _POSIX_C_SOURCE";
  print "#define _POSIX_C_SOURCE 200809L";
  print "#endif";
  print "#ifndef WINNABLE_VERSION";
  print "#define WINNABLE_VERSION \"" version "\"";
  print "#endif";
  print "#define WINNABLE_STATIC 1";
  # the flags of src/check/judge_games.h: this game alone
  split("accordion hitormiss outlast stacks", all, " ");
  for (i = 1; i <= 4; i++)
    print "#define WN_JUDGE_" toupper(all[i]) " " (all[i] == game);
  print "#define WN_JUDGE_CHECKER " (part != "validator");
  for (i = 1; i <= n; i++) headers(fs[i]);
  for (i = 1; i <= n; i++) body(fs[i]);
}