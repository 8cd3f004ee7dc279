# Optional MPI for "winnable stats" across ranks (issue 8).
# WINNABLE_MPI defaults to ON when an MPI C library is found (Debian:
# libopenmpi-dev) and OFF otherwise, so the plain build never needs MPI.
# Only the CLI links MPI; src/cli/stats_mpi.c compiles to nothing without
# the WINNABLE_MPI definition.
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
  # MPI's headers are not ours to warn about (-Werror builds).
  get_target_property(WN_MPI_INCLUDES MPI::MPI_C INTERFACE_INCLUDE_DIRECTORIES)
  if(WN_MPI_INCLUDES)
    target_include_directories(winnable SYSTEM PRIVATE ${WN_MPI_INCLUDES})
  endif()
  target_link_libraries(winnable PRIVATE MPI::MPI_C)
  target_compile_definitions(winnable PRIVATE WINNABLE_MPI=1)
  message(STATUS "winnable: MPI enabled (${MPI_C_LIBRARY_VERSION_STRING})")
endif()
