# Fuzzing (issue 9): one harness per input reader and per move checker,
# in tests/fuzz/fuzz_<name>.c, with seeds in tests/fuzz/corpus/<name>/.
#
# Every build links each harness with replay_main.c and runs it once on
# its seeds and saved crash inputs (ctest fuzz/<name>), so they stay
# regression tests under gcc, valgrind and the sanitizers. With
# -DWINNABLE_FUZZ=ON (clang only) the harnesses are also built as
# libFuzzer programs fuzz_<name> against a library compiled with
# coverage, ASan and UBSan; target fuzz_all builds them all, and
# tests/fuzz/run_fuzz.sh runs each for a given time.
option(WINNABLE_FUZZ "Build libFuzzer harnesses (needs clang)" OFF)

set(WN_FUZZ_DIR ${CMAKE_CURRENT_SOURCE_DIR}/fuzz)
set(WN_FUZZ_HARNESSES accordion_read accordion_moves hitormiss_read
    outlast_read stacks_read stacks_moves amoves options stats_csv)

# Readers that live in src/cli are compiled into their harness, with
# cli_quiet.c standing in for the CLI's printing functions (util.c).
set(WN_SRC ${PROJECT_SOURCE_DIR}/src)
set(WN_FUZZ_QUIET ${WN_FUZZ_DIR}/cli_quiet.c)
set(WN_FUZZ_SRCS_amoves ${WN_SRC}/show/amoves.c ${WN_FUZZ_QUIET})
set(WN_FUZZ_SRCS_options ${WN_SRC}/clikit/options.c ${WN_FUZZ_QUIET})
set(WN_FUZZ_SRCS_stats_csv ${WN_SRC}/stats/stats_csv.c
    ${WN_SRC}/stats/stats_wilson.c ${WN_FUZZ_QUIET})

foreach(h ${WN_FUZZ_HARNESSES})
  add_executable(fuzz_${h}_replay ${WN_FUZZ_DIR}/fuzz_${h}.c
                 ${WN_FUZZ_SRCS_${h}} ${WN_FUZZ_DIR}/replay_main.c)
  target_include_directories(fuzz_${h}_replay PRIVATE
                             ${PROJECT_SOURCE_DIR}/src)
  target_link_libraries(fuzz_${h}_replay PRIVATE winnable_static)
  add_test(NAME fuzz/${h}
    COMMAND fuzz_${h}_replay ${WN_FUZZ_DIR}/corpus/${h})
endforeach()

if(WINNABLE_FUZZ)
  if(NOT CMAKE_C_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "WINNABLE_FUZZ=ON needs clang: "
                        "-DCMAKE_C_COMPILER=clang")
  endif()
  set(WN_FUZZ_SAN address,undefined)
  # The library again, instrumented for coverage (fuzzer-no-link).
  add_library(winnable_fuzzlib STATIC ${WINNABLE_LIB_SOURCES})
  target_include_directories(winnable_fuzzlib
    PUBLIC ${PROJECT_SOURCE_DIR}/include PRIVATE ${PROJECT_SOURCE_DIR}/src)
  target_compile_options(winnable_fuzzlib PRIVATE
    -fsanitize=fuzzer-no-link,${WN_FUZZ_SAN} -fno-sanitize-recover=all
    -fno-omit-frame-pointer -g)
  target_link_libraries(winnable_fuzzlib PUBLIC m Threads::Threads)
  add_custom_target(fuzz_all)
  foreach(h ${WN_FUZZ_HARNESSES})
    add_executable(fuzz_${h} ${WN_FUZZ_DIR}/fuzz_${h}.c ${WN_FUZZ_SRCS_${h}})
    target_include_directories(fuzz_${h} PRIVATE ${PROJECT_SOURCE_DIR}/src)
    target_compile_options(fuzz_${h} PRIVATE
      -fsanitize=fuzzer,${WN_FUZZ_SAN} -fno-sanitize-recover=all
      -fno-omit-frame-pointer -g)
    target_link_options(fuzz_${h} PRIVATE -fsanitize=fuzzer,${WN_FUZZ_SAN})
    target_link_libraries(fuzz_${h} PRIVATE winnable_fuzzlib)
    add_dependencies(fuzz_all fuzz_${h})
  endforeach()
endif()
