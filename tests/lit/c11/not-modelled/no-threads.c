// A program without threads.
// RUN: not %scopecheck check %s 2>&1 | FileCheck %s
// CHECK: no-threads.c:[[@LINE+1]]:5: error: main creates no thread (with pthread_create): there is nothing to check
int main(void) { return 0; }
