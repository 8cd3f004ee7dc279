# PySolFC's deals (issue 50): `deal --pysol` against PySolFC's own code,
# which skips without the fetched repositories (CI); golden cases in
# golden/accordion/pysol_*.case and golden/hitormiss/pysol_*.case pin
# a few deals for everyone.
add_test(NAME pysol/oracle
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/pysol/oracle.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(pysol/oracle PROPERTIES SKIP_RETURN_CODE 77)
wn_unit_test(test_pysol ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_pysol.c)
# The family's rules (issue 50): PySolFC's own rule code replays our
# winning lines, lists the same legal moves and, by brute force, gives
# the same verdicts on small rows; skips without the repositories (CI).
# bench/pysol_rules.sh runs it bigger.
add_test(NAME pysol/rules
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/pysol/rules.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(pysol/rules PROPERTIES SKIP_RETURN_CODE 77)
