# Optional MPI for "winnable stats" across ranks (issue 8).
# WINNABLE_MPI defaults to ON when an MPI C library is found (Debian:
# libopenmpi-dev) and OFF otherwise, so the plain build never needs MPI.
#
# Only the module winnable-mpi.so (src/mpi/) links MPI. The program
# dlopens it when an MPI launcher started it (src/stats/stats_mpi_load.c),
# so no other run pays for loading libmpi. The module sits beside the
# program in the build tree and in <libdir>/winnable when installed.
find_package(MPI COMPONENTS C QUIET)
if(MPI_C_FOUND)
  set(WN_MPI_DEFAULT ON)
else()
  set(WN_MPI_DEFAULT OFF)
endif()
option(WINNABLE_MPI "Run 'winnable stats' across MPI ranks" ${WN_MPI_DEFAULT})
if(WINNABLE_MPI)
  if(NOT MPI_C_FOUND)
    message(FATAL_ERROR "WINNABLE_MPI is ON but no MPI C library was found "
                        "(install libopenmpi-dev, or -DWINNABLE_MPI=OFF)")
  endif()
  add_library(winnable_mpi MODULE src/mpi/stats_mpi.c)
  set_target_properties(winnable_mpi PROPERTIES
    PREFIX "" OUTPUT_NAME winnable-mpi C_VISIBILITY_PRESET hidden
    LIBRARY_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR})
  target_include_directories(winnable_mpi PRIVATE ${PROJECT_SOURCE_DIR}/src
                             ${PROJECT_SOURCE_DIR}/include)
  # MPI's headers are not ours to warn about (-Werror builds).
  get_target_property(WN_MPI_INCLUDES MPI::MPI_C INTERFACE_INCLUDE_DIRECTORIES)
  if(WN_MPI_INCLUDES)
    target_include_directories(winnable_mpi SYSTEM PRIVATE ${WN_MPI_INCLUDES})
  endif()
  target_link_libraries(winnable_mpi PRIVATE MPI::MPI_C Threads::Threads)
  install(TARGETS winnable_mpi
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/winnable)

  # Where the program looks: beside itself, WN_MPI_RELDIR from its own
  # directory (an installed tree, whatever its prefix), then WN_MPI_DIR.
  file(RELATIVE_PATH WN_MPI_RELDIR ${CMAKE_INSTALL_FULL_BINDIR}
       ${CMAKE_INSTALL_FULL_LIBDIR}/winnable)
  target_compile_definitions(winnable_stats PUBLIC WINNABLE_MPI=1
    PRIVATE WN_MPI_RELDIR="${WN_MPI_RELDIR}"
    WN_MPI_DIR="${CMAKE_INSTALL_FULL_LIBDIR}/winnable")
  target_link_libraries(winnable_stats PUBLIC ${CMAKE_DL_LIBS})
  add_dependencies(winnable winnable_mpi)
  include(${CMAKE_CURRENT_LIST_DIR}/mpi_describe.cmake)
  wn_mpi_describe(WN_MPI_FOUND)
  message(STATUS "winnable: MPI enabled (${WN_MPI_FOUND})")
endif()
