# Inventor Outlasting: unit tests, the cross-check against an
# independent minimax (twice: as built, and with a solver whose mex
# word is cut to 2 bits so that the wide mex path runs all the time),
# and a check of --json output. Golden CLI cases are in golden/outlast.
set(WN_OL_CROSS ${CMAKE_CURRENT_SOURCE_DIR}/cross)

wn_unit_test(test_outlast ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_outlast.c)

wn_unit_test(test_outlast_cross ${WN_OL_CROSS}/test_outlast_cross.c
  ${WN_OL_CROSS}/outlast_brute.c)

# The solver's own source, compiled again with a 2-bit 'seen' word; its
# definitions take the place of the library's outlast.c at link time.
wn_unit_test(test_outlast_cross_widemex ${WN_OL_CROSS}/test_outlast_cross.c
  ${WN_OL_CROSS}/outlast_brute.c ${PROJECT_SOURCE_DIR}/src/games/outlast.c)
target_compile_definitions(test_outlast_cross_widemex PRIVATE
  OUTLAST_SEEN_BITS=2)

add_test(NAME outlast/json
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/outlast_json.sh
          $<TARGET_FILE:winnable> ${CMAKE_CURRENT_SOURCE_DIR}/golden/outlast)
