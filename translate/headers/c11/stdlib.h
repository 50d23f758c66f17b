// scopecheck model of <stdlib.h> for C programs (docs/c11-support.md):
// declarations only; malloc'd shared data is not modelled.
#ifndef __SCOPECHECK_STDLIB_H
#define __SCOPECHECK_STDLIB_H
#include <stddef.h>
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
void *malloc(size_t n);
void *calloc(size_t n, size_t size);
void free(void *p);
void abort(void);
void exit(int status);
int abs(int x);
int atoi(const char *s);
#endif
