wn_bench(hitormiss_bench ${CMAKE_CURRENT_LIST_DIR}/hitormiss_bench.c)
