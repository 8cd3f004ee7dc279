# Unit tests of src/core and the shared reader.
wn_unit_test(test_core ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_core.c)
