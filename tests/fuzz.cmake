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
set(WN_FUZZ_HARNESSES accordion_read accordion_cert accordion_moves hitormiss_read
    outlast_read stacks_read stacks_moves stacks_hint amoves options
    stats_csv answers pysol_number)

# Readers above the library link their component (CMakeLists.txt
# wn_component); said.c wraps util.c's reporting functions at link time
# to count and check each message before util.c prints it.
set(WN_FUZZ_SAID ${WN_FUZZ_DIR}/said.c)
set(WN_FUZZ_WRAP
    -Wl,--wrap=cli_error,--wrap=cli_report_input,--wrap=cli_fail)
foreach(h amoves options stats_csv)
  set(WN_FUZZ_SRCS_${h} ${WN_FUZZ_SAID})
endforeach()
set(WN_FUZZ_PART_amoves show)
set(WN_FUZZ_PART_options clikit)
set(WN_FUZZ_PART_stats_csv stats)

foreach(h ${WN_FUZZ_HARNESSES})
  add_executable(fuzz_${h}_replay ${WN_FUZZ_DIR}/fuzz_${h}.c
                 ${WN_FUZZ_SRCS_${h}} ${WN_FUZZ_DIR}/replay_main.c)
  target_include_directories(fuzz_${h}_replay PRIVATE
                             ${PROJECT_SOURCE_DIR}/src)
  if(WN_FUZZ_PART_${h})
    target_link_libraries(fuzz_${h}_replay PRIVATE
                          winnable_${WN_FUZZ_PART_${h}})
    target_link_options(fuzz_${h}_replay PRIVATE ${WN_FUZZ_WRAP})
  endif()
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
  # The components again, on the instrumented library.
  wn_component(clikit_fuzz clikit winnable_fuzzlib)
  wn_component(stats_fuzz stats winnable_clikit_fuzz winnable_fuzzlib)
  wn_component(show_fuzz show winnable_clikit_fuzz winnable_fuzzlib)
  wn_show_page(winnable_show_fuzz)
  foreach(part clikit stats show)
    target_compile_options(winnable_${part}_fuzz PRIVATE
      -fsanitize=fuzzer-no-link,${WN_FUZZ_SAN} -fno-sanitize-recover=all
      -fno-omit-frame-pointer -g)
  endforeach()
  add_custom_target(fuzz_all)
  foreach(h ${WN_FUZZ_HARNESSES})
    add_executable(fuzz_${h} ${WN_FUZZ_DIR}/fuzz_${h}.c ${WN_FUZZ_SRCS_${h}})
    target_include_directories(fuzz_${h} PRIVATE ${PROJECT_SOURCE_DIR}/src)
    target_compile_options(fuzz_${h} PRIVATE
      -fsanitize=fuzzer,${WN_FUZZ_SAN} -fno-sanitize-recover=all
      -fno-omit-frame-pointer -g)
    target_link_options(fuzz_${h} PRIVATE -fsanitize=fuzzer,${WN_FUZZ_SAN})
    if(WN_FUZZ_PART_${h})
      target_link_libraries(fuzz_${h} PRIVATE
                            winnable_${WN_FUZZ_PART_${h}}_fuzz)
      target_link_options(fuzz_${h} PRIVATE ${WN_FUZZ_WRAP})
    endif()
    target_link_libraries(fuzz_${h} PRIVATE winnable_fuzzlib)
    add_dependencies(fuzz_all fuzz_${h})
  endforeach()
endif()
