# timev.sh: sourced by the bench scripts that time a program under
# /usr/bin/time -v (-o FILE). timev_usage FILE prints "WALL CPU MB" of
# that report: wall-clock seconds, CPU seconds (user + system, summed
# over threads) and the peak resident memory in MB.
timev_usage() {
  awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 }
    /Maximum resident/ { m = $2 }
    /Elapsed \(wall clock\)/ { n = split($2, a, ":"); w = 0
      for (i = 1; i <= n; i++) w = w * 60 + a[i] }
    END { printf "%.2f %.3f %.1f", w, u + s, m / 1024 }' "$1"
}

# timev_median: the median of the numbers on stdin, one a line (the mean
# of the middle two when their count is even), for scripts that time
# several runs of one program.
timev_median() {
  sort -g | awk '{ v[NR] = $1 }
    END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}
