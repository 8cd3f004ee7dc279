# cmake -P mpi_describe_test.cmake: the configure message says what MPI
# was found (issue 36 item 11), whatever FindMPI could tell: never "()".
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/mpi_describe.cmake)

function(expect what want)
  wn_mpi_describe(got)
  if(NOT got STREQUAL want)
    message(FATAL_ERROR "${what}: got \"${got}\", want \"${want}\"")
  endif()
  message(STATUS "ok   ${what}: ${got}")
endfunction()

# FindMPI without its test program: no library version string
set(MPI_C_LIBRARY_VERSION_STRING "")
set(MPI_C_VERSION 3.1)
set(MPI_C_LIBRARIES /usr/lib/openmpi/lib/libmpi.so /usr/lib/libpthread.so)
expect("standard and library" "MPI 3.1, /usr/lib/openmpi/lib/libmpi.so")
set(MPI_C_LIBRARY_VERSION_STRING "Open MPI v4.1.4, package: Debian\nmore")
expect("library version string" "Open MPI v4.1.4, package: Debian")
set(MPI_C_LIBRARY_VERSION_STRING "")
set(MPI_C_VERSION "")
set(MPI_C_LIBRARIES "")
set(MPI_C_COMPILER /usr/bin/mpicc)
expect("compiler only" "/usr/bin/mpicc")
set(MPI_C_COMPILER "")
expect("nothing known" "version unknown")
