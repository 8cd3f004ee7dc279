# wasm.cmake: the WebAssembly module of the playable web pages (issue
# 19): the library's own sources (src/core, src/games, src/io,
# src/verify) and the exports of src/wasm, compiled by clang for
# wasm32-wasi as a reactor (no main; the page calls _initialize, then
# the exports). Debian: apt-get install clang lld-14 wasi-libc
# libclang-rt-14-dev-wasm32.
#
# Sets WN_WASM_EMBED, the file the show component embeds: the module
# (build/winnable.wasm, also target winnable_wasm), or an empty file
# when the toolchain is missing or WINNABLE_WASM is OFF; the program
# then writes replay-only pages that say so.
option(WINNABLE_WASM "Build the web page's WebAssembly solver (needs clang for wasm32-wasi)" ON)
set(WINNABLE_WASM_SYSROOT /usr CACHE PATH "WASI sysroot (wasi-libc)")
set(WN_WASM_NONE ${CMAKE_CURRENT_BINARY_DIR}/winnable-none.wasm)
if(NOT EXISTS ${WN_WASM_NONE})
  file(WRITE ${WN_WASM_NONE} "")
endif()
set(WN_WASM_EMBED ${WN_WASM_NONE})
set(WN_WASM_FLAGS --target=wasm32-wasi --sysroot=${WINNABLE_WASM_SYSROOT}
    -mexec-model=reactor -std=c11 -O3 -DNDEBUG -D_POSIX_C_SOURCE=200809L)

# Can clang build and link a reactor? (a success is cached)
function(wn_wasm_probe)
  find_program(WN_WASM_CC NAMES clang-14 clang)
  if(NOT WN_WASM_CC OR WN_WASM_WORKS)   # a failed probe is tried again
    return()
  endif()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/wasm-probe)
  file(WRITE ${dir}/probe.c "__attribute__((export_name(\"f\"))) int f(int x) { return x + 1; }\n")
  execute_process(COMMAND ${WN_WASM_CC} ${WN_WASM_FLAGS} ${dir}/probe.c -o ${dir}/probe.wasm
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(rc EQUAL 0)
    set(WN_WASM_WORKS ON CACHE INTERNAL "clang builds wasm32-wasi reactors")
  else()
    set(WN_WASM_WORKS OFF CACHE INTERNAL "clang builds wasm32-wasi reactors")
  endif()
endfunction()

if(WINNABLE_WASM)
  wn_wasm_probe()
endif()
if(WINNABLE_WASM AND WN_WASM_WORKS)
  # src/wasm and the one piece of src/show the pages need: opos.c, the
  # mid-game values of Inventor Outlasting (public API only, no output)
  file(GLOB WN_WASM_SOURCES CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/wasm/*.c)
  list(APPEND WN_WASM_SOURCES ${PROJECT_SOURCE_DIR}/src/show/opos.c)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/winnable.wasm)
  # An 8 MB stack placed first, so an overflow traps instead of writing
  # over the data: the default 64 KB is less than one wn_reader (its
  # buffer alone is 64 KB), which the readers' exports keep on the stack.
  add_custom_command(OUTPUT ${out}
    COMMAND ${WN_WASM_CC} ${WN_WASM_FLAGS} -Wall -Wextra
            -Wno-tautological-constant-out-of-range-compare
            -DWINNABLE_VERSION="${PROJECT_VERSION}"
            -I${PROJECT_SOURCE_DIR}/include -I${PROJECT_SOURCE_DIR}/src
            ${WINNABLE_LIB_SOURCES} ${WN_WASM_SOURCES}
            -Wl,--strip-all -Wl,--stack-first -Wl,-z,stack-size=8388608
            -o ${out}
    DEPENDS ${WINNABLE_LIB_SOURCES} ${WN_WASM_SOURCES}
    COMMENT "Building the web page's WebAssembly solver (winnable.wasm)"
    VERBATIM)
  add_custom_target(winnable_wasm DEPENDS ${out})
  set(WN_WASM_EMBED ${out})
  message(STATUS "WebAssembly solver: ${WN_WASM_CC} --target=wasm32-wasi")
else()
  message(STATUS "WebAssembly solver: not built (no clang for wasm32-wasi); "
                 "web pages replay only")
endif()
