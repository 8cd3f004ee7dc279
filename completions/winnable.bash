# bash completion for winnable(1).
#
# Commands, games and options are read from the program itself
# (--list-commands and each command's --help), so they follow the
# program as it gains commands and options; only option values with a
# fixed set of choices are listed here.

# The options of "winnable WORDS... --help"; with "args", only those
# that take a value (an upper-case placeholder follows the name).
_winnable_options() {
  local kind=$1; shift
  if [ "$kind" = args ]; then
    "$@" --help 2>/dev/null | sed -n 's/^  \(--[a-z-]*\) [A-Z].*/\1/p'
  else
    "$@" --help 2>/dev/null | sed -n 's/^  \(--[a-z-]*\).*/\1/p'
  fi
}

_winnable() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  local prog=${COMP_WORDS[0]} cmds
  COMPREPLY=()
  cmds=$("$prog" --list-commands 2>/dev/null)
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "$cmds --help --version" -- "$cur"))
    return
  fi
  local -a cmd=("${COMP_WORDS[1]}")
  case ${cmd[0]} in
    deal|stats|show|check|hint|stress|validate|package)
      if [ "$COMP_CWORD" -eq 2 ]; then
        local games
        games=$(printf '%s\n' $cmds | grep -vxE 'deal|stats|show|check|hint|stress|validate|package|games')
        COMPREPLY=($(compgen -W "$games" -- "$cur"))
        return
      fi
      cmd+=("${COMP_WORDS[2]}") ;;
  esac
  # The option whose value is being completed: "--rule any", "--rule=any"
  # (bash splits that into --rule, =, any), or one word "--rule=any" when
  # '=' is not in COMP_WORDBREAKS (then the reply keeps the "--rule=").
  local opt=$prev val=$cur pre=
  if [ "$prev" = "=" ] && [ "$COMP_CWORD" -ge 2 ]; then
    opt=${COMP_WORDS[COMP_CWORD-2]}
  elif [ "$cur" = "=" ]; then
    val=
  elif [[ $cur == --*=* ]]; then
    opt=${cur%%=*} val=${cur#*=} pre="$opt="
  fi
  case $opt in
    --rule) COMPREPLY=($(compgen -P "$pre" -W "any rightmost relaxed 23-skidoo revenge bayan" -- "$val")); return ;;
    --match) COMPREPLY=($(compgen -P "$pre" -W "rank suit red-black any rank,suit" -- "$val")); return ;;
    --left|--right) COMPREPLY=($(compgen -P "$pre" -W "1 2 3 1,3 2,3 none" -- "$val")); return ;;
    --color) COMPREPLY=($(compgen -P "$pre" -W "auto always never" -- "$val")); return ;;
    --subtask) COMPREPLY=($(compgen -P "$pre" -W "small large" -- "$val")); return ;;
    --format) COMPREPLY=($(compgen -P "$pre" -W "icpc" -- "$val")); return ;;
    --html|--csv|--moves-from) COMPREPLY=($(compgen -P "$pre" -f -- "$val")); return ;;
  esac
  if [[ $prev == --* ]] &&
     _winnable_options args "$prog" "${cmd[@]}" | grep -qxF -- "$prev"; then
    return   # a number or name of the user's choosing
  fi
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$(_winnable_options all "$prog" "${cmd[@]}")" \
                 -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _winnable winnable
