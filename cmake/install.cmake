# install.cmake: what "cmake --install" puts where: the program, the
# static and shared library, the headers, the pkg-config file, the CMake
# package (find_package(winnable CONFIG) -> winnable::winnable), the
# manual page winnable(1) and the bash and zsh completions.
#
# The manual page is written in scdoc(5) (docs/winnable.1.scd) and
# turned into roff by the build; without scdoc it is left out, with a
# note at configure time.
include(GNUInstallDirs)

install(TARGETS winnable RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS winnable_static winnable_shared EXPORT winnableTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

# pkg-config: the prefix is reached from the .pc file's own directory.
file(RELATIVE_PATH WINNABLE_PC_UP
     ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" WINNABLE_PC_UP "${WINNABLE_PC_UP}")
configure_file(${CMAKE_CURRENT_LIST_DIR}/winnable.pc.in
               ${PROJECT_BINARY_DIR}/winnable.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/winnable.pc
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# CMake package: winnable::winnable (shared) and winnable::winnable_static,
# with a version file so find_package(winnable 1.0 CONFIG) refuses 2.x.
include(CMakePackageConfigHelpers)
set_target_properties(winnable_shared PROPERTIES EXPORT_NAME winnable)
set_target_properties(winnable_static PROPERTIES EXPORT_NAME winnable_static)
set(WINNABLE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/winnable)
install(EXPORT winnableTargets NAMESPACE winnable::
        DESTINATION ${WINNABLE_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/winnableConfig.cmake.in
  ${PROJECT_BINARY_DIR}/winnableConfig.cmake
  INSTALL_DESTINATION ${WINNABLE_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/winnableConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/winnableConfig.cmake
              ${PROJECT_BINARY_DIR}/winnableConfigVersion.cmake
        DESTINATION ${WINNABLE_CMAKE_DIR})

# The manual page.
find_program(WINNABLE_SCDOC scdoc)
if(WINNABLE_SCDOC)
  set(man_src ${PROJECT_SOURCE_DIR}/docs/winnable.1.scd)
  set(man_out ${PROJECT_BINARY_DIR}/winnable.1)
  add_custom_command(OUTPUT ${man_out}
    COMMAND sh -c "\"$0\" < \"$1\" > \"$2\"" ${WINNABLE_SCDOC} ${man_src}
            ${man_out}
    DEPENDS ${man_src} COMMENT "Building the manual page winnable.1"
    VERBATIM)
  add_custom_target(winnable_man ALL DEPENDS ${man_out})
  install(FILES ${man_out} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "scdoc not found: winnable(1) will not be built or "
                 "installed (apt-get install scdoc)")
endif()

# Shell completions, where bash-completion and zsh look for them.
install(FILES ${PROJECT_SOURCE_DIR}/completions/winnable.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
        RENAME winnable)
install(FILES ${PROJECT_SOURCE_DIR}/completions/_winnable
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/site-functions)
