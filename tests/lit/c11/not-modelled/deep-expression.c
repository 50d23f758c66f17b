// An expression nested more deeply than the front-end accepts is an input
// error, not a stack overflow (also in main, which is read at translation
// time).
// RUN: python3 -c "print('#include <pthread.h>\nint x;\nvoid *t(void *a) { return NULL; }\nint main(void) {\n  pthread_t h;\n  x = 1' + ' + 1' * 600 + ';\n  pthread_create(&h, NULL, t, NULL);\n  return 0;\n}')" > %t.c
// RUN: not %scopecheck check %t.c 2>&1 | FileCheck %s
// CHECK: error: expression too deep: more than 500 nested operations are not supported
