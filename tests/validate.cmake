# "winnable validate" (issue 33): validate_text on seeded deals and their
# single-byte mutations; golden cases with the exact stderr line, one per
# rule, are in golden/validate/.
wn_unit_test(test_validate ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_validate.c)
target_link_libraries(test_validate PRIVATE winnable_check)
