// scopecheck model of <stdio.h> for C programs: printf and friends are
// accepted and have no effect (docs/c11-support.md).
#ifndef __SCOPECHECK_STDIO_H
#define __SCOPECHECK_STDIO_H
#include <stddef.h>
#include <stdarg.h>
typedef struct __scopecheck_file FILE;
extern FILE *stdout, *stderr;
int printf(const char *format, ...);
int fprintf(FILE *stream, const char *format, ...);
int puts(const char *s);
int putchar(int c);
int sprintf(char *s, const char *format, ...);
int snprintf(char *s, size_t n, const char *format, ...);
#define EOF (-1)
#endif
