# Issue 50: verdicts against Solvitaire, the research solver, on every
# Accordion variant it expresses. Skips (exit 77) without a Solvitaire
# binary ($WINNABLE_SOLVITAIRE or /work/solvitaire-build/solvitaire),
# as in CI.
add_test(NAME accordion/solvitaire
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion/solvitaire.sh
          $<TARGET_FILE:winnable>)
set_tests_properties(accordion/solvitaire PROPERTIES SKIP_RETURN_CODE 77
  TIMEOUT 600)
