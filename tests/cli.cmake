# CLI behaviour shared by the solving commands (src/clikit/util.c): the
# "file" field of --json objects when several inputs are named. Golden
# cases for each game are in golden/<game>/two_files*.case.
add_test(NAME cli/json_file_names
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli_json_file.sh
          $<TARGET_FILE:winnable>)
