//expect: safe
// Written by us in GPUMC's file format (a pthread per work item created
// by main from a ThreadData structure; __VERIFIER_ markers for placement
// and scopes; a pthread barrier per group for __syncthreads). Same
// program as kernels/bench/gcol-fixed.cu, whose comment explains it;
// tests/lit/c11/pairs.test compares their verdicts and execution counts.
// The program is written for the shape (2,2).
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#ifndef NBLOCKS
#define NBLOCKS 2
#endif
#ifndef NTHREADS
#define NTHREADS 2
#endif

#define WORK_ITEMS_PER_GROUP NTHREADS
#define WORK_ITEMS_PER_KERNEL (NTHREADS * NBLOCKS)
#define GLOBAL_WORK_OFFSET 0
#define GROUPS NBLOCKS

void __VERIFIER_memory_scope_work_group();
void __VERIFIER_memory_scope_device();
void __VERIFIER_thread_global_id(int a);
void __VERIFIER_thread_local_id(int a);
void __VERIFIER_thread_group_id(int a);
void __VERIFIER_thread_kernel_id(int a);
void __VERIFIER_syncthread();
void __VERIFIER_groupsize(int localWorkSize);

struct ThreadData {
  int local_id;
  int group_id;
  int global_id;
  int kernel_id;
};

#define N (NBLOCKS * NTHREADS)
atomic_int col[N];

void *kernel1(void *arg) {
  struct ThreadData *tdata = (struct ThreadData *)arg;
  int global_id = tdata->global_id;
  int local_id = tdata->local_id;
  int group_id = tdata->group_id;
  int kernel_id = tdata->kernel_id;
  __VERIFIER_thread_global_id(global_id);
  __VERIFIER_thread_local_id(local_id);
  __VERIFIER_thread_group_id(group_id);
  __VERIFIER_thread_kernel_id(kernel_id);
  int v = global_id, n = N;
  __VERIFIER_memory_scope_device();
  int left = atomic_load_explicit(&col[(v + n - 1) % n], memory_order_seq_cst);
  __VERIFIER_memory_scope_device();
  int right = atomic_load_explicit(&col[(v + 1) % n], memory_order_seq_cst);
  int c = 1;
  while (c == left || c == right)
    c++;
  __VERIFIER_memory_scope_device();
  atomic_store_explicit(&col[v], c, memory_order_seq_cst);
  return NULL;
}

int main(int argc, char **argv) {
  int globalWorkSize = WORK_ITEMS_PER_KERNEL;
  int localWorkSize = WORK_ITEMS_PER_GROUP;
  int kernels = 1;
  int totalThreads = kernels * globalWorkSize;
  __VERIFIER_groupsize(localWorkSize);
  pthread_t workItems[totalThreads];
  struct ThreadData workItemInfo[totalThreads];
  int groups = globalWorkSize / localWorkSize;
  int left = globalWorkSize % localWorkSize;
  if (left != 0)
    groups = groups + 1;
  int tcount = 0;
  for (int i = 0; i < groups - 1; i++) {
    for (int j = 0; j < localWorkSize; j++) {
      workItemInfo[tcount].local_id = j, workItemInfo[tcount].group_id = i,
      workItemInfo[tcount].global_id = tcount + GLOBAL_WORK_OFFSET,
      workItemInfo[tcount].kernel_id = 0;
      pthread_create(&workItems[tcount], NULL, kernel1,
                     (void *)&workItemInfo[tcount]);
      tcount++;
    }
  }
  if (left == 0)
    left = localWorkSize;
  for (int j = 0; j < left; j++) {
    workItemInfo[tcount].local_id = j,
    workItemInfo[tcount].group_id = groups - 1,
    workItemInfo[tcount].global_id = tcount + GLOBAL_WORK_OFFSET,
    workItemInfo[tcount].kernel_id = 0;
    pthread_create(&workItems[tcount], NULL, kernel1,
                   (void *)&workItemInfo[tcount]);
    tcount++;
  }
  for (int i = 0; i < tcount; i++)
    pthread_join(workItems[i], NULL);
  return 0;
}
