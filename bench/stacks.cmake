wn_bench(stacks_bench ${CMAKE_CURRENT_LIST_DIR}/stacks_bench.c
  ${CMAKE_CURRENT_LIST_DIR}/stacks_gen.c)
wn_bench(stacks_hint_bench ${CMAKE_CURRENT_LIST_DIR}/stacks_hint_bench.c
  ${CMAKE_CURRENT_LIST_DIR}/stacks_gen.c)
