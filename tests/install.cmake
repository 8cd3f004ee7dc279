# "cmake --install" into a temporary DESTDIR, then a program built
# against the installed header and library through pkg-config.
add_test(NAME install/pkgconfig
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/install/install_test.sh
          ${PROJECT_BINARY_DIR} ${CMAKE_C_COMPILER} "${WINNABLE_SANITIZE}")
set_tests_properties(install/pkgconfig PROPERTIES TIMEOUT 120
  SKIP_RETURN_CODE 77)

# The example programs of examples/c built against an installed tree with
# pkg-config and with the CMake package; one version everywhere.
add_test(NAME install/examples
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/install/examples_test.sh
          ${PROJECT_BINARY_DIR} ${CMAKE_C_COMPILER} "${WINNABLE_SANITIZE}")
set_tests_properties(install/examples PROPERTIES TIMEOUT 180
  SKIP_RETURN_CODE 77)

# The Python module (python/): pip install alone, a wheel in a fresh venv
# after its sources are gone, and the build against a staged install;
# its pytest suite each time.
add_test(NAME install/python
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/python_test.sh
          ${PROJECT_BINARY_DIR} ${PROJECT_SOURCE_DIR} "${WINNABLE_SANITIZE}")
set_tests_properties(install/python PROPERTIES TIMEOUT 1200
  SKIP_RETURN_CODE 77)
