/*
** judge_games.h: the games this build judges, one flag each, 1 or 0.
** winnable judges all four. A package's winnable_judge.c holds one game
** (cmake/amalgamate.sh GAME defines the four flags before any code):
** the tables of "check" and "validate" then name that game alone, and
** the file holds no code of the others, so a judge compiles only what
** its problem needs.
*/
#ifndef WN_JUDGE_GAMES_H
#define WN_JUDGE_GAMES_H

#ifndef WN_JUDGE_ACCORDION
#define WN_JUDGE_ACCORDION 1
#define WN_JUDGE_HITORMISS 1
#define WN_JUDGE_OUTLAST 1
#define WN_JUDGE_STACKS 1
#endif

#endif /* WN_JUDGE_GAMES_H */
