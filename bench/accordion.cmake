wn_bench(accordion_bench ${CMAKE_CURRENT_LIST_DIR}/accordion_bench.c)
