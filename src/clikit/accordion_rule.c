/*
** accordion_rule.c: --rule of the commands that take only the two fixed
** Accordion rules, any and rightmost (stress, package, validate). A file
** of its own because the input validator alone (cmake/amalgamate.sh
** GAME validator) needs this and none of the family's knobs
** (accordion_opts.c), which call the solver.
*/
#include "clikit/clikit.h"

int cli_accordion_rule(const char *name, accordion_rule *rule) {
  accordion_rules family;
  if (accordion_rule_parse(name, rule) == 0)
    return 0;
  if (accordion_rules_preset(name, &family) == 0)
    cli_error("rule \"%s\" is not taken here: this command takes any or "
              "rightmost", name);
  else
    cli_error("unknown rule \"%s\" (expected any or rightmost)", name);
  return -1;
}
