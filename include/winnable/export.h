/*
** winnable/export.h: WN_API marks what libwinnable exports.
**
** The library is built with -fvisibility=hidden, so a function is
** visible to programs that link libwinnable.so only when its
** declaration in include/ starts with WN_API; everything else (the
** core helpers, the solvers' internals) stays inside the library.
** The api/exports test checks that the two lists agree.
*/
#ifndef WINNABLE_EXPORT_H
#define WINNABLE_EXPORT_H

#if defined(WINNABLE_STATIC) /* compiled into a program or module */
#define WN_API
#elif defined(_WIN32) && defined(WINNABLE_BUILDING)
#define WN_API __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
#define WN_API __attribute__((visibility("default")))
#else
#define WN_API
#endif

#endif /* WINNABLE_EXPORT_H */
