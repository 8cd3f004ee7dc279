# Unit tests of src/stress: shrinking and the generators (no process).
wn_unit_test(test_stress ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_stress.c)
target_link_libraries(test_stress PRIVATE winnable_stress)
