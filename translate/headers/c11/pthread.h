// scopecheck model of <pthread.h> for C11/pthreads programs (docs/c11-support.md).
// Declarations only: the front-end recognises every function by name. A
// mutex is an int (0 free, 1 held), so that a global mutex is an ordinary
// memory location; a barrier's participants come from pthread_barrier_init.
#ifndef __SCOPECHECK_PTHREAD_H
#define __SCOPECHECK_PTHREAD_H
#include <stddef.h>
typedef unsigned long pthread_t;
typedef struct { int __unused; } pthread_attr_t;
typedef int pthread_mutex_t;
typedef struct { int __unused; } pthread_mutexattr_t;
typedef int pthread_barrier_t;
typedef struct { int __unused; } pthread_barrierattr_t;
#define PTHREAD_MUTEX_INITIALIZER 0
#define PTHREAD_BARRIER_SERIAL_THREAD (-1)
int pthread_create(pthread_t *thread, const pthread_attr_t *attr,
                   void *(*start)(void *), void *arg);
int pthread_join(pthread_t thread, void **result);
void pthread_exit(void *result);
pthread_t pthread_self(void);
int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *attr);
int pthread_mutex_destroy(pthread_mutex_t *m);
int pthread_mutex_lock(pthread_mutex_t *m);
int pthread_mutex_trylock(pthread_mutex_t *m);
int pthread_mutex_unlock(pthread_mutex_t *m);
int pthread_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr,
                         unsigned count);
int pthread_barrier_destroy(pthread_barrier_t *b);
int pthread_barrier_wait(pthread_barrier_t *b);
#include <__scopecheck_verifier.h>
#endif
