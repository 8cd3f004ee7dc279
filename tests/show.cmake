# "winnable show": golden cases live in golden/show/; this adds the
# browser test of the --html page (skipped without chromium and node).
add_test(NAME show/browser
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/browser_test.sh
          $<TARGET_FILE:winnable> ${CMAKE_CURRENT_SOURCE_DIR}/show/browser_test.js
          ${CMAKE_CURRENT_BINARY_DIR}/show-browser)
set_tests_properties(show/browser PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 150)

# Mid-game Inventor Outlasting values of "show outlast" (src/show/opos.c)
# against brute force on seeded random boards.
wn_tool(opos_cross ${CMAKE_CURRENT_SOURCE_DIR}/show/opos_cross.c)
target_link_libraries(opos_cross PRIVATE winnable_show)
add_test(NAME show/opos_cross COMMAND opos_cross 3000)

# Every "show GAME" on seeded random instances (each checks itself).
add_test(NAME show/random
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/show_random.sh
          $<TARGET_FILE:winnable>)

# Colour only on a terminal, and not with NO_COLOR (a pty from script(1)).
add_test(NAME show/color
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/color_test.sh
          $<TARGET_FILE:winnable> ${CMAKE_CURRENT_SOURCE_DIR}/golden/show/seed7.deal)
set_tests_properties(show/color PROPERTIES SKIP_RETURN_CODE 77)

# The page's scripts parse as JavaScript, file by file (skipped without node).
add_test(NAME show/page_syntax
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/page_syntax.sh
          ${PROJECT_SOURCE_DIR}/src/show)
set_tests_properties(show/page_syntax PROPERTIES SKIP_RETURN_CODE 77)

# The playable Accordion, Stack Management and Outlasting pages (issue 19): moves by
# click, hints compared with the program, undo, solve, deal by seed,
# 420 px (skipped without chromium, node or the WebAssembly solver).
add_test(NAME show/play
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/play_test.sh
          $<TARGET_FILE:winnable> ${PROJECT_SOURCE_DIR}/src/show
          ${CMAKE_CURRENT_BINARY_DIR}/show-play)
set_tests_properties(show/play PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 150)

# The Accordion family on the playable page (issue 50): each preset's
# rules and a knob, moves taken and refused, wins, hints against the
# program, the page without its solver (skipped without chromium, node
# or the WebAssembly solver).
add_test(NAME show/play_family
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/play_family_test.sh
          $<TARGET_FILE:winnable> ${PROJECT_SOURCE_DIR}/src/show
          ${CMAKE_CURRENT_BINARY_DIR}/show-play-family)
set_tests_properties(show/play_family PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 150)

# The WebAssembly module under node against the program: deals, solves,
# hints, pasted cards (only when the module is built).
if(TARGET winnable_wasm)
  add_test(NAME wasm/unit
    COMMAND bash -c "command -v node > /dev/null || exit 77; exec node \"$@\""
            wasm_unit ${CMAKE_CURRENT_SOURCE_DIR}/wasm/wasm_unit.js
            $<TARGET_FILE:winnable> ${PROJECT_BINARY_DIR}/winnable.wasm
            ${PROJECT_SOURCE_DIR}/src/show)
  set_tests_properties(wasm/unit PROPERTIES SKIP_RETURN_CODE 77)
endif()

# The marks of the replay page (issue 18 item 6): every step's moves
# valued as "winnable hint" and the brute force value them, the step a
# --moves-from line went wrong, the time budget (skipped without
# chromium or node).
add_test(NAME show/marks
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/marks_test.sh
          $<TARGET_FILE:winnable> $<TARGET_FILE:accordion_brute_tool>
          ${PROJECT_SOURCE_DIR}/src/show ${CMAKE_CURRENT_BINARY_DIR}/show-marks)
set_tests_properties(show/marks PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 150)

# Issue 36: the pages' Content-Security-Policy names their script's hash
# (no 'unsafe-inline'); a cut or hand-edited link shows a board and a
# note; an injected script does not run; a 100-column board fits 420 px
# (the browser part skipped without chromium, node or the solver).
add_test(NAME show/link
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/link_test.sh
          $<TARGET_FILE:winnable> ${CMAKE_CURRENT_BINARY_DIR}/show-link)
set_tests_properties(show/link PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 180)
