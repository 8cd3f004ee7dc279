# "winnable show": golden cases live in golden/show/; this adds the
# browser test of the --html page (skipped without chromium and node).
add_test(NAME show/browser
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/show/browser_test.sh
          $<TARGET_FILE:winnable> ${CMAKE_CURRENT_SOURCE_DIR}/show/browser_test.js
          ${CMAKE_CURRENT_BINARY_DIR}/show-browser)
set_tests_properties(show/browser PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 150)
