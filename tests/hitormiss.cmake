# Hit or Miss: unit tests of the engine, reader and deals; the cross-check
# against the independent cycle-by-cycle simulator; JSON output check.
set(WN_HOM_DIR ${CMAKE_CURRENT_SOURCE_DIR})

wn_unit_test(test_hitormiss ${WN_HOM_DIR}/unit/test_hitormiss.c)
wn_unit_test(test_hitormiss_cross ${WN_HOM_DIR}/cross/test_hitormiss_cross.c
  ${WN_HOM_DIR}/cross/hitormiss_naive.c)
add_test(NAME hitormiss/json
  COMMAND bash ${WN_HOM_DIR}/hitormiss_json.sh $<TARGET_FILE:winnable>)
