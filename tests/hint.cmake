# Hints (issue 18): accordion_hint cross-checked against the brute force
# (each child solved from scratch, each win line replayed), its limits
# and memory failures, and the golden cases of `winnable hint` under
# tests/golden/hint.
wn_unit_test(test_accordion_hint_cross
  ${CMAKE_CURRENT_SOURCE_DIR}/cross/test_accordion_hint_cross.c
  ${CMAKE_CURRENT_SOURCE_DIR}/cross/accordion_brute.c
  ${CMAKE_CURRENT_SOURCE_DIR}/cross/small_decks.c)
wn_unit_test(test_accordion_hint
  ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_accordion_hint.c
  ${CMAKE_CURRENT_SOURCE_DIR}/cross/small_decks.c)
target_include_directories(test_accordion_hint PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR}/unit)

# End to end: hint outlast against outlast --all-moves, and every
# accordion win line of hint --moves replayed by the test suite's checker.
add_test(NAME hint/cli
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hint_cli.sh $<TARGET_FILE:winnable>
          $<TARGET_FILE:accordion_check_moves>)
