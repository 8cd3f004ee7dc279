# Unit tests of src/stress: shrinking and the generators (no process).
wn_unit_test(test_stress ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_stress.c)
target_link_libraries(test_stress PRIVATE winnable_stress)
# The stress tests read stress's --json with tests/json_field.sh: it reads
# as Python's json module does.
add_test(NAME stress/json_field
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/json_field_test.sh)
set_tests_properties(stress/json_field PROPERTIES SKIP_RETURN_CODE 77)
# winnable stress against the contestant programs (tests/stress.cmake):
# each bug found, judged and shrunk; no false alarm; hostile programs
# judged and cleaned up; --out, -j and Ctrl-C.
add_test(NAME stress/cli
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stress_cli.sh $<TARGET_FILE:winnable>
          $<TARGET_FILE_DIR:stress_prog_cf208b_ok>)
set_tests_properties(stress/cli PROPERTIES TIMEOUT 1200)
# The CPU time of a run whose pids wrap (a pid namespace of its own).
add_test(NAME stress/pid_wrap
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stress_pid_wrap.sh
          $<TARGET_FILE:winnable> $<TARGET_FILE_DIR:stress_prog_cf208b_ok>)
set_tests_properties(stress/pid_wrap PROPERTIES SKIP_RETURN_CODE 77
                     TIMEOUT 600)
# The attacks of issue 48 against isolated runs (skipped, exit 77, where
# the kernel refuses namespaces).
add_test(NAME stress/isolation
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stress_isolation.sh
          $<TARGET_FILE:winnable> $<TARGET_FILE_DIR:stress_prog_cf208b_ok>)
set_tests_properties(stress/isolation PROPERTIES SKIP_RETURN_CODE 77
                     TIMEOUT 600)
# Where the kernel refuses namespaces: the fallback, said once (a user
# namespace whose limits allow no new one; skipped where unshare is
# refused).
add_test(NAME stress/fallback
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stress_fallback.sh
          $<TARGET_FILE:winnable> $<TARGET_FILE_DIR:stress_prog_cf208b_ok>)
set_tests_properties(stress/fallback PROPERTIES SKIP_RETURN_CODE 77
                     TIMEOUT 600)
# -j: no verdict from runs at once alone; the shrink budget kept.
add_test(NAME stress/jobs
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/stress_jobs.sh
          $<TARGET_FILE:winnable> $<TARGET_FILE_DIR:stress_prog_cf208b_ok>)
set_tests_properties(stress/jobs PROPERTIES TIMEOUT 600)
wn_quick_under_sanitizers(stress/pid_wrap stress/jobs stress/isolation
                          stress/fallback)
