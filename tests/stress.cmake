# Contestant programs for `winnable stress` (tests/stress/programs): plain
# C11 executables named stress_prog_<file>, not linked with the library
# and built as a contestant builds them: the project's warnings, but no
# sanitizers (an ASan hostile_memory could not even start under a memory
# limit). stress/programs_selfcheck proves each is what its comment says.
set(WN_STRESS_DIR ${CMAKE_CURRENT_SOURCE_DIR}/stress)
file(GLOB WN_STRESS_PROGRAMS CONFIGURE_DEPENDS ${WN_STRESS_DIR}/programs/*.c)
set(WN_STRESS_OPTIONS -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes)
if(WINNABLE_WERROR)
  list(APPEND WN_STRESS_OPTIONS -Werror)
endif()
set(WN_STRESS_TARGETS)
foreach(src ${WN_STRESS_PROGRAMS})
  get_filename_component(name ${src} NAME_WE)
  add_executable(stress_prog_${name} ${src})
  set_target_properties(stress_prog_${name} PROPERTIES
    COMPILE_OPTIONS "${WN_STRESS_OPTIONS}" LINK_OPTIONS "")
  list(APPEND WN_STRESS_TARGETS stress_prog_${name})
endforeach()

# Python contestant programs (X.py) run as build/tests/stress_prog_X, a
# wrapper that runs /usr/bin/python3 on the source, as a contestant would.
file(GLOB WN_STRESS_PYTHON CONFIGURE_DEPENDS ${WN_STRESS_DIR}/programs/*.py)
foreach(src ${WN_STRESS_PYTHON})
  get_filename_component(name ${src} NAME_WE)
  file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/stress_prog_${name}
       CONTENT "#!/bin/sh\nexec python3 '${src}' \"$@\"\n"
       FILE_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
                        GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
endforeach()

add_test(NAME stress/programs_selfcheck
  COMMAND bash ${WN_STRESS_DIR}/../stress_programs.sh $<TARGET_FILE:winnable>
          $<TARGET_FILE_DIR:stress_prog_cf208b_ok> ${WN_STRESS_DIR}/inputs)
wn_quick_under_sanitizers(stress/programs_selfcheck)
