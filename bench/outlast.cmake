wn_bench(outlast_bench ${CMAKE_CURRENT_LIST_DIR}/outlast_bench.c)
