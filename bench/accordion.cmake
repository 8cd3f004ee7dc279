wn_bench(accordion_bench ${CMAKE_CURRENT_LIST_DIR}/accordion_bench.c)
wn_bench(accordion_climb ${CMAKE_CURRENT_LIST_DIR}/accordion_climb.c)
wn_bench(accordion_cf208b ${CMAKE_CURRENT_LIST_DIR}/accordion_cf208b.c)
wn_bench(accordion_plain ${CMAKE_CURRENT_LIST_DIR}/accordion_plain.c)
