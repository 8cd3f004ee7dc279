# Accordion: unit tests (allocation failures, context reuse, limits),
# cross-check of the solver against an independent brute force,
# and an end-to-end check of `winnable accordion --moves` output.
set(WN_ACC_CROSS ${CMAKE_CURRENT_SOURCE_DIR}/cross)

wn_unit_test(test_accordion ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_accordion.c)
# Packed keys of the table of losses against the rows they pack.
wn_unit_test(test_accordion_lost
  ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_accordion_lost.c)
wn_unit_test(test_accordion_bits
  ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_accordion_bits.c)
wn_unit_test(test_accordion_block
  ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_accordion_block.c)

wn_unit_test(test_accordion_cross ${WN_ACC_CROSS}/test_accordion_cross.c
  ${WN_ACC_CROSS}/accordion_brute.c ${WN_ACC_CROSS}/accordion_piles.c
  ${WN_ACC_CROSS}/small_decks.c)

# The beam searches (accordion_beam_run) on their own, against the brute
# force, a breadth-first search of the test's own and their contract.
wn_unit_test(test_accordion_beam ${WN_ACC_CROSS}/test_accordion_beam.c
  ${WN_ACC_CROSS}/accordion_brute.c ${WN_ACC_CROSS}/accordion_piles.c
  ${WN_ACC_CROSS}/small_decks.c)

# Certificates of losses (accordion_check_loss) against the brute force.
wn_unit_test(test_accordion_loss_cross
  ${WN_ACC_CROSS}/test_accordion_loss_cross.c
  ${WN_ACC_CROSS}/accordion_brute.c ${WN_ACC_CROSS}/small_decks.c)


wn_tool(accordion_check_moves ${WN_ACC_CROSS}/accordion_check_moves.c
  ${WN_ACC_CROSS}/deal_lines.c)
wn_tool(accordion_brute_tool ${WN_ACC_CROSS}/accordion_brute_tool.c
  ${WN_ACC_CROSS}/accordion_brute.c ${WN_ACC_CROSS}/deal_lines.c
  ${WN_ACC_CROSS}/small_decks.c)
add_test(NAME accordion/cli_cross
  COMMAND bash ${WN_ACC_CROSS}/accordion_cli_cross.sh $<TARGET_FILE:winnable>
          $<TARGET_FILE:accordion_check_moves>
          $<TARGET_FILE:accordion_brute_tool>)

# Certificates of losses through the CLI: written, checked, broken.
add_test(NAME accordion/certificate
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion_certificate.sh
          $<TARGET_FILE:winnable>)

# The Accordion family through the CLI: proofs and certificates of every
# preset and of knobs pass check under their rules, broken ones do not,
# --threads and hint agree, revenge's goal comment is --goal's.
add_test(NAME accordion/family_cli
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion_family_cli.sh
          $<TARGET_FILE:winnable>)

# --threads T through the CLI: T deals at a time print what one thread
# prints (stdout, stderr, status, certificates), proofs and certificates
# check.
add_test(NAME accordion/threads
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion_threads.sh
          $<TARGET_FILE:winnable>)
wn_quick_under_sanitizers(accordion/threads)

# A deal's answer does not depend on the deals solved before it.
add_test(NAME accordion/history
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion_history.sh
          $<TARGET_FILE:winnable>)

# Issue 22 item 6: long easy rows are won in memory linear in the row.
add_test(NAME accordion/bounded_table
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion_bounded.sh
          $<TARGET_FILE:winnable>
          ${PROJECT_SOURCE_DIR}/bench/accordion_hard6.txt)

add_test(NAME accordion/long_rows
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion_long_rows.sh
          $<TARGET_FILE:winnable> $<TARGET_FILE:accordion_check_moves>)

# Issue 38: the exact count of deals with no first move
# (bench/deadstart_count.c) against brute force on small decks.
wn_unit_test(test_deadstart_cross ${WN_ACC_CROSS}/test_deadstart_cross.c
  ${PROJECT_SOURCE_DIR}/bench/deadstart_count.c)

# Issue 38: tilted deals and their importance weights.
wn_unit_test(test_accordion_deal
  ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_accordion_deal.c)

# bench/accordion_climb --start: climbs from the deals of a file.
if(WINNABLE_BENCH) # the target is made by bench/, read after tests/
  add_test(NAME accordion/climb_start
    COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/accordion_climb_start.sh
            $<TARGET_FILE:winnable> $<TARGET_FILE:accordion_climb>)
endif()

# The Accordion family's rules and the general solver's contract.
wn_unit_test(test_accordion_family
  ${CMAKE_CURRENT_SOURCE_DIR}/unit/test_accordion_family.c)
# The Accordion family (accordion_set_rules): the general solver, its
# certificates, best lines and hints against a brute force of the test's
# own, and the checker in src/verify against it too.
wn_unit_test(test_accordion_family_cross
  ${WN_ACC_CROSS}/test_accordion_family_cross.c ${WN_ACC_CROSS}/small_decks.c)
wn_quick_under_sanitizers(test_accordion_family_cross)
