# Unit tests of src/core and the shared reader.
wn_unit_test(test_core ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_core.c)
wn_unit_test(test_keytab ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_keytab.c)
wn_unit_test(test_cancel ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_cancel.c)
# The reader on a pipe fed in pieces by its wait hook (read(2) refills).
if(UNIX)
  wn_unit_test(test_reader_wait ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_reader_wait.c)
  # a reader that waits for a full buffer hangs here: fail, do not wait
  set_tests_properties(test_reader_wait PROPERTIES TIMEOUT 60)
endif()
