# PySolFC's deals (issue 50): `deal --pysol` against PySolFC's own code,
# which skips without the fetched repositories (CI); golden cases in
# golden/accordion/pysol_*.case and golden/hitormiss/pysol_*.case pin
# a few deals for everyone.
add_test(NAME pysol/oracle
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/pysol/oracle.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(pysol/oracle PROPERTIES SKIP_RETURN_CODE 77)
wn_unit_test(test_pysol ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_pysol.c)
