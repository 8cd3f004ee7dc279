# Stack Management: unit tests, the cross-check against an exhaustive
# search, and end-to-end checks of `winnable stacks --moves` output.
set(WN_STK_CROSS ${CMAKE_CURRENT_SOURCE_DIR}/cross)

wn_unit_test(test_stacks_cross ${WN_STK_CROSS}/test_stacks_cross.c
  ${WN_STK_CROSS}/stacks_brute.c)
wn_unit_test(test_stacks ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_stacks.c)
