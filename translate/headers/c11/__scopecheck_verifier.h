// scopecheck: the __VERIFIER_ functions of GenMC's and GPUMC's programs
// (docs/c11-support.md). Programs may declare them again themselves.
#ifndef __SCOPECHECK_VERIFIER_H
#define __SCOPECHECK_VERIFIER_H
void __VERIFIER_assume(int cond);
int __VERIFIER_nondet_int(void);
void __VERIFIER_memory_scope_work_group();
void __VERIFIER_memory_scope_device();
void __VERIFIER_memory_scope_system();
void __VERIFIER_thread_global_id(int a);
void __VERIFIER_thread_local_id(int a);
void __VERIFIER_thread_group_id(int a);
void __VERIFIER_thread_kernel_id(int a);
void __VERIFIER_syncthread();
void __VERIFIER_groupsize(int localWorkSize);
void __VERIFIER_weak_access();
void __scopecheck_assert(int cond, const char *text);
#endif
