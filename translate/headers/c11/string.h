// scopecheck model of <string.h> for C programs: declarations only.
#ifndef __SCOPECHECK_STRING_H
#define __SCOPECHECK_STRING_H
#include <stddef.h>
void *memset(void *d, int c, size_t n);
void *memcpy(void *d, const void *s, size_t n);
size_t strlen(const char *s);
#endif
