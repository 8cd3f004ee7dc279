# Robustness: limits that end searches, output to closed pipes
# and full disks, and hostile inputs too big to commit (made at test
# time). Small hostile inputs are golden cases in golden/hostile; the
# fuzz harnesses and their corpora are in fuzz.cmake.
wn_unit_test(test_api_edges ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_api_edges.c)
add_test(NAME robust/limits
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/limits.sh $<TARGET_FILE:winnable>)
add_test(NAME robust/pipes
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/pipes.sh $<TARGET_FILE:winnable>)
add_test(NAME robust/hostile_big
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile_big.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(robust/hostile_big PROPERTIES TIMEOUT 900)
add_test(NAME robust/memory_sweep
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/memory_sweep.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(robust/memory_sweep PROPERTIES TIMEOUT 600)
wn_quick_under_sanitizers(robust/memory_sweep)

# valgrind memcheck over the golden CLI cases and the fuzz seeds
# (-DWINNABLE_VALGRIND=ON; run them with ctest -L valgrind). Any invalid
# access or definite leak makes valgrind exit 99 and print to stderr, so
# the case fails on both its status and its stderr. Inline frames are
# not read from debug info (--read-inline-info=no): the Release build
# has none, and reading libc's (libc6-dbg) is a fair part of each
# start; reports name the outer function of an inlined one.
option(WINNABLE_VALGRIND "Add valgrind memcheck runs of the golden cases" OFF)
if(WINNABLE_VALGRIND)
  find_program(WN_VALGRIND valgrind REQUIRED)
  set(WN_VG_OPTS -q --error-exitcode=99 --leak-check=full
      --errors-for-leak-kinds=definite --track-fds=no --read-inline-info=no)
  list(JOIN WN_VG_OPTS " " WN_VG_OPTS_S)
  file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/winnable-valgrind
    CONTENT "#!/bin/sh\nexec ${WN_VALGRIND} ${WN_VG_OPTS_S} \"$<TARGET_FILE:winnable>\" \"$@\"\n"
    FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
                     GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
  foreach(c ${WN_GOLDEN_CASES})
    file(RELATIVE_PATH rel ${CMAKE_CURRENT_SOURCE_DIR}/golden ${c})
    string(REGEX REPLACE "\\.case$" "" rel ${rel})
    add_test(NAME valgrind/golden/${rel}
      COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/golden/run_case.sh
              ${CMAKE_CURRENT_BINARY_DIR}/winnable-valgrind ${c})
    set_tests_properties(valgrind/golden/${rel} PROPERTIES LABELS valgrind)
  endforeach()
  foreach(h ${WN_FUZZ_HARNESSES})
    add_test(NAME valgrind/fuzz/${h}
      COMMAND ${WN_VALGRIND} ${WN_VG_OPTS} $<TARGET_FILE:fuzz_${h}_replay>
              ${WN_FUZZ_DIR}/corpus/${h})
    set_tests_properties(valgrind/fuzz/${h} PROPERTIES LABELS valgrind)
  endforeach()
endif()

# Hostile input and the traps that lose a long run: one test per part of
# tests/hostile_traps.sh.
foreach(part endless ranges full csv)
  add_test(NAME robust/traps_${part}
    COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile_traps.sh
            $<TARGET_FILE:winnable> ${part})
endforeach()

# What a judged output can do to a message or a reader (control bytes, a
# move line without end): one test per part of tests/hostile_output.sh.
foreach(part escape longline)
  add_test(NAME robust/output_${part}
    COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/hostile_output.sh
            $<TARGET_FILE:winnable> ${part})
endforeach()
