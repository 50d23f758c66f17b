//expect: safe executions=3
// GPUMC's litmus format (as its generated tests are written: a label, the
// thread's local, group and kernel ids, atomic_init in main, results
// stored to atomics and checked by main after the joins): SB with seq_cst
// accesses at device scope in two groups. Device scope includes both
// threads, so SC applies: (0,0) is forbidden, 3 executions, and main's
// check holds.
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

void __VERIFIER_memory_scope_work_group();
void __VERIFIER_memory_scope_device();
void __VERIFIER_thread_local_id(int a);
void __VERIFIER_thread_group_id(int a);
void __VERIFIER_thread_kernel_id(int a);

atomic_int vars[2];
atomic_int atom_0_r1_0;
atomic_int atom_1_r1_0;

void *t0(void *arg) {
label_1:;
  __VERIFIER_thread_local_id(0);
  __VERIFIER_thread_group_id(0);
  __VERIFIER_thread_kernel_id(0);
  __VERIFIER_memory_scope_device();
  atomic_store_explicit(&vars[0], 1, memory_order_seq_cst);
  __VERIFIER_memory_scope_device();
  int v1_r1 = atomic_load_explicit(&vars[1], memory_order_seq_cst);
  int v2 = (v1_r1 == 0);
  atomic_store_explicit(&atom_0_r1_0, v2, memory_order_seq_cst);
  return NULL;
}

void *t1(void *arg) {
label_2:;
  __VERIFIER_thread_local_id(0);
  __VERIFIER_thread_group_id(1);
  __VERIFIER_thread_kernel_id(0);
  __VERIFIER_memory_scope_device();
  atomic_store_explicit(&vars[1], 1, memory_order_seq_cst);
  __VERIFIER_memory_scope_device();
  int v3_r1 = atomic_load_explicit(&vars[0], memory_order_seq_cst);
  int v4 = (v3_r1 == 0);
  atomic_store_explicit(&atom_1_r1_0, v4, memory_order_seq_cst);
  return NULL;
}

int main(int argc, char **argv) {
  atomic_init(&vars[0], 0);
  atomic_init(&vars[1], 0);
  atomic_init(&atom_0_r1_0, 0);
  atomic_init(&atom_1_r1_0, 0);
  pthread_t thr0;
  pthread_t thr1;
  pthread_create(&thr0, NULL, t0, NULL);
  pthread_create(&thr1, NULL, t1, NULL);
  pthread_join(thr0, NULL);
  pthread_join(thr1, NULL);
  int v5 = atomic_load_explicit(&atom_0_r1_0, memory_order_acquire);
  int v6 = atomic_load_explicit(&atom_1_r1_0, memory_order_acquire);
  int v7_conj = v5 & v6;
  if (v7_conj == 1)
    assert(0);
  return 0;
}
