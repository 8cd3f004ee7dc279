/*
** hostile_closes_stdin.c: hostile program. Closes stdin at once without
** reading a byte and prints the fixed answer "NO" (right for most CF 208B
** deals of many cards, wrong for a winnable one). A judge that writes the
** input into a pipe must survive EPIPE / SIGPIPE and still judge it.
*/
#include <stdio.h>
#include <unistd.h>

int main(void)
{
    close(0);
    puts("NO");
    return 0;
}
