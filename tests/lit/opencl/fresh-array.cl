// __requires_fresh_array on a __global or __local buffer parameter, under
// OpenCL C 1.2 (no generic address space) and 3.0: accepted, the kernel is
// verified; with a race, the race is confirmed.
// RUN: sh -c '%scopecheck check %s --cl-std 1.2 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// RUN: sh -c '%scopecheck check %s 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=OK
// OK: verified for every 1D launch and input
// OK: exit=0
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 'a[0]'
// RACE: exit=1

#ifdef RACE
#define AT(i) 0
#else
#define AT(i) (i)
#endif

__kernel void k(__global int *a, __global const int *b, __local int *t) {
  __requires_fresh_array(a);
  __requires_fresh_array(b);
  __requires_fresh_array(t);
  t[get_local_id(0)] = b[get_global_id(0)];
  a[AT(get_global_id(0))] = t[get_local_id(0)];
}
