// A confirmed counterexample's witness names the source location of every
// event. The exact engine's replay runs on a copy of the kernel; the
// witness is printed after the replay returns, and its events used to
// point into the freed copy (locations such as ':232607288:3316044546').
// Message passing across work-groups with fences of work-group scope only:
// the data writes of two work-groups race.
// RUN: sh -c '%scopecheck check %s --engine=symbolic 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: replay-witness.cl:[[@LINE+11]]:5: error: data race on 'data[0]' (both write 42)
// CHECK: note: witness execution
// CHECK-NEXT: work-item 0 of work-group 0: write data[0] = 42 (na) at {{.*}}replay-witness.cl:[[@LINE+9]]:5
// CHECK-NEXT: work-item 0 of work-group 0: fence (rel.cta) at {{.*}}replay-witness.cl:[[@LINE+9]]:5
// CHECK-NEXT: work-item 0 of work-group 0: rmw flag[0] read 0 wrote 1 (rlx.gpu) at {{.*}}replay-witness.cl:[[@LINE+9]]:5
// CHECK-NEXT: work-item 0 of work-group 1: write data[0] = 42 (na) at {{.*}}replay-witness.cl:[[@LINE+6]]:5
// CHECK: confirmed by a concrete run of an exact engine
// CHECK: exit=1

__kernel void mp(__global int *data, volatile __global int *flag) {
  if (get_local_id(0) == 0) {
    *data = 42;
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_xchg(flag, 1);
  } else if (atomic_add(flag, 0) == 1) {
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    if (*data != 42)
      *data = 0;
  }
}
