/*
** scratch.c: stress's temporary directory (scratch.h). A directory is
** "winnable-stress.XXXXXX" holding ".lock", flock'ed by the stress that
** made it for as long as it runs: the kernel lets the lock go when that
** process dies, however it dies, so a free lock marks a directory left
** behind. Removal works through descriptors, never follows a symbolic
** link and goes as deep as the program made it.
*/
#define _GNU_SOURCE
#include "stress/scratch.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define PREFIX "winnable-stress."

/*
** Remove parent/name when it is a stress directory of this user whose
** lock is free (its stress is gone).
*/
static void remove_if_left(const char *parent, const char *name) {
  char *dir = NULL, *lock = NULL;
  struct stat st;
  if (asprintf(&dir, "%s/%s", parent, name) < 0) {
    free(dir);
    return;
  }
  if (lstat(dir, &st) == 0 && S_ISDIR(st.st_mode) &&
      st.st_uid == geteuid() && asprintf(&lock, "%s/.lock", dir) >= 0) {
    int fd = open(lock, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd >= 0 && flock(fd, LOCK_EX | LOCK_NB) == 0)
      scratch_remove_tree(dir);
    if (fd >= 0)
      close(fd);
    free(lock);
  }
  free(dir);
}

/* Remove the stress directories under parent that were left behind. */
static void remove_left(const char *parent) {
  DIR *d = opendir(parent);
  struct dirent *e;
  while (d && (e = readdir(d)) != NULL)
    if (!strncmp(e->d_name, PREFIX, strlen(PREFIX)))
      remove_if_left(parent, e->d_name);
  if (d)
    closedir(d);
}

char *scratch_make(const char *parent, int *lockfd, char *why,
                   size_t whylen) {
  char *root = NULL, *abs = NULL;
  *lockfd = -1;
  remove_left(parent);
  if (asprintf(&root, "%s/" PREFIX "XXXXXX", parent) < 0) {
    snprintf(why, whylen, "out of memory");
    return NULL;
  }
  if (!mkdtemp(root) || !(abs = realpath(root, NULL))) {
    snprintf(why, whylen, "cannot make a temporary directory \"%s\": %s",
             root, strerror(errno));
    free(root);
    return NULL;
  }
  free(root);
  /* locked under another name, then renamed: no stress starting
     meanwhile ever finds ".lock" free */
  if ((*lockfd = open(abs, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) >= 0) {
    int dir = *lockfd;
    *lockfd = openat(dir, ".new", O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC,
                     0600);
    if (*lockfd >= 0 && (flock(*lockfd, LOCK_EX | LOCK_NB) != 0 ||
                         renameat(dir, ".new", dir, ".lock") != 0)) {
      close(*lockfd);
      *lockfd = -1;
    }
    close(dir);
  }
  if (*lockfd < 0) {
    snprintf(why, whylen, "cannot lock \"%s\": %s", abs, strerror(errno));
    scratch_remove_tree(abs);
    free(abs);
    return NULL;
  }
  return abs;
}

/*
** Remove every entry of the directory open at fd but its directories,
** and put the name of one of those in sub[] (empty when there is none).
*/
static void clear_files(int fd, char *sub, size_t len) {
  int dup = fcntl(fd, F_DUPFD_CLOEXEC, 3);
  DIR *d = dup >= 0 ? fdopendir(dup) : NULL;
  struct dirent *e;
  sub[0] = 0;
  if (!d) {
    if (dup >= 0)
      close(dup);
    return;
  }
  while ((e = readdir(d)) != NULL) {
    struct stat st;
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") ||
        fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
      continue;
    if (!S_ISDIR(st.st_mode))
      unlinkat(fd, e->d_name, 0);
    else if (!sub[0] && strlen(e->d_name) < len)
      strcpy(sub, e->d_name);
  }
  closedir(d);
}

/*
** Remove the deepest directory down the first-found path from 'path'
** (with its files): 1 when 'path' itself went, 0 when one below it did,
** -1 when nothing could be removed. At most two descriptors are open at
** once, so a tree deeper than PATH_MAX goes too.
*/
static int remove_deepest(const char *path) {
  char sub[256], name[256] = "";
  chmod(path, 0700); /* a program may have locked its own directories */
  int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  int parent = -1;
  if (fd < 0)
    return unlink(path) == 0 || errno == ENOENT ? 1 : -1;
  for (;;) {
    clear_files(fd, sub, sizeof sub);
    if (!sub[0])
      break;
    fchmodat(fd, sub, 0700, 0);
    int child = openat(fd, sub, O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
                       O_CLOEXEC);
    if (child < 0)
      break;
    if (parent >= 0)
      close(parent);
    parent = fd;
    fd = child;
    strcpy(name, sub);
  }
  close(fd);
  if (parent < 0)
    return rmdir(path) == 0 ? 1 : -1;
  int rc = unlinkat(parent, name, AT_REMOVEDIR) == 0 ? 0 : -1;
  close(parent);
  return rc;
}

void scratch_remove_tree(const char *path) {
  int rc;
  while ((rc = remove_deepest(path)) == 0)
    ;
}
