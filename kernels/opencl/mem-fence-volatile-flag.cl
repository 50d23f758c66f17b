//--local_size=1 --num_groups=2 --buffer data=1 --buffer flag=1 --cl-std=1.2
//expect: data-race
// OpenCL 1.2 code that tries message passing between work-groups with a
// volatile flag and mem_fence(CLK_GLOBAL_MEM_FENCE): mem_fence only orders
// a work-item's own accesses as seen by its work-group, and volatile
// accesses are not atomic, so the flag and the data race.

__kernel void mp(__global int *data, volatile __global int *flag) {
  if (get_group_id(0) == 0) {
    *data = 42;
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    *flag = 1;
  } else if (*flag == 1) {
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    int r = *data;
  }
}
