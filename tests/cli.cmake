# CLI behaviour shared by the solving commands (src/clikit/util.c): the
# "file" field of --json objects when several inputs are named. Golden
# cases for each game are in golden/<game>/two_files*.case.
add_test(NAME cli/json_file_names
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli_json_file.sh
          $<TARGET_FILE:winnable>)

# Every row of the exit-status table (winnable(1), EXIT STATUS) for every
# command it applies to.
add_test(NAME cli/exit_status
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli_exit_status.sh
          $<TARGET_FILE:winnable> "${WINNABLE_SANITIZE}")
set_tests_properties(cli/exit_status PROPERTIES TIMEOUT 180)

# The manual page: every option of every --help is in it, and the
# committed roff is what scdoc makes of the source (skipped without scdoc).
add_test(NAME man/options
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/man_page.sh options
          $<TARGET_FILE:winnable> ${PROJECT_SOURCE_DIR})
if(WINNABLE_SCDOC)
  add_test(NAME man/current
    COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/man_page.sh current
            ${WINNABLE_SCDOC} ${PROJECT_SOURCE_DIR})
else()
  message(STATUS "scdoc not found: the test man/current is left out")
endif()

# Every "$ winnable ..." line of the README runs as written from the
# repository root and prints what the README shows (timings masked).
add_test(NAME readme/examples
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/readme_test.sh
          $<TARGET_FILE_DIR:winnable> ${PROJECT_SOURCE_DIR})

# Answers as soon as an instance has arrived (src/io/reader.c reads what
# a pipe or terminal has; cli_each_input flushes before it waits): every
# solving command and hint on pipes, Accordion and Hit or Miss on a
# pseudo-terminal, each instance answered before the input is closed.
find_program(WN_PYTHON3 python3)
if(WN_PYTHON3)
  foreach(mode pipe pty)
    add_test(NAME cli/interactive_${mode}
      COMMAND ${WN_PYTHON3} ${CMAKE_CURRENT_SOURCE_DIR}/interactive.py
              $<TARGET_FILE:winnable> ${mode})
    set_tests_properties(cli/interactive_${mode} PROPERTIES TIMEOUT 120)
  endforeach()
else()
  message(STATUS "python3 not found: the tests cli/interactive_* are left out")
endif()
