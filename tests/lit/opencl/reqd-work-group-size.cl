// OpenCL's __attribute__((reqd_work_group_size(X, Y, Z))): a launch with
// another work-group size is an error at the attribute
// (docs/opencl-support.md §2).

// RUN: %scopecheck ir %s --local_size=8,2 --num_groups=3 | FileCheck %s --check-prefix=SAME
// SAME: launch kernel @k grid [3,1,1] block [8,2,1] (@a);
// RUN: sh -c '%scopecheck check %s --local_size=4 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=DIFF
// DIFF: reqd-work-group-size.cl:[[@LINE+3]]:25: error: the launch's work-group size [4,1,1] differs from the kernel's reqd_work_group_size[8,2,1] (give --local_size=8,2,1)
// DIFF: exit=2

__kernel __attribute__((reqd_work_group_size(8, 2, 1)))
void k(__global int *a) {
  a[get_global_linear_id()] = 1;
}
