/*
** winnable/version.h: the version of libwinnable, kept here and only
** here. CMakeLists.txt reads these lines to set the project version, so
** `winnable --version`, wn_version(), winnable.pc and the CMake package
** (winnableConfigVersion.cmake) all say what this file says.
**
** Versions follow semantic versioning: a release that breaks the API,
** the command-line contract or the frozen deal generator raises MAJOR
** (CHANGELOG.md says how such a change is announced).
*/
#ifndef WINNABLE_VERSION_H
#define WINNABLE_VERSION_H

#define WINNABLE_VERSION_MAJOR 1
#define WINNABLE_VERSION_MINOR 0
#define WINNABLE_VERSION_PATCH 0
#define WINNABLE_VERSION_STRING "1.0.0"

/* MAJOR * 10000 + MINOR * 100 + PATCH, for #if comparisons. */
#define WINNABLE_VERSION_NUMBER                                      \
  (WINNABLE_VERSION_MAJOR * 10000 + WINNABLE_VERSION_MINOR * 100 +   \
   WINNABLE_VERSION_PATCH)

#endif /* WINNABLE_VERSION_H */
