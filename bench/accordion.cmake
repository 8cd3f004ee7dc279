wn_bench(accordion_bench ${CMAKE_CURRENT_LIST_DIR}/accordion_bench.c)
wn_bench(accordion_climb ${CMAKE_CURRENT_LIST_DIR}/accordion_climb.c)
wn_bench(accordion_cf208b ${CMAKE_CURRENT_LIST_DIR}/accordion_cf208b.c)
wn_bench(accordion_plain ${CMAKE_CURRENT_LIST_DIR}/accordion_plain.c)
# Exact count of the deals with no first move (issue 38): the library is
# not used, the program only counts.
wn_bench(accordion_deadstart ${CMAKE_CURRENT_LIST_DIR}/accordion_deadstart.c
  ${CMAKE_CURRENT_LIST_DIR}/deadstart_count.c)
# The deals of a --tilt stats run, to show or solve again (issue 38).
wn_bench(accordion_tilted_deal ${CMAKE_CURRENT_LIST_DIR}/accordion_tilted_deal.c)
