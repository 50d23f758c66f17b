//--local_size=2 --num_groups=1 --buffer data=1 --buffer flag=1
//expect: safe
// Message passing with write_mem_fence and read_mem_fence around an
// OpenCL 1.x atomic flag. OpenCL C 2.0 and later define them as release
// and acquire fences at work-group scope (atomic_work_item_fence with
// memory_order_release / _acquire), so in the default OpenCL C 3.0 they
// synchronise; read-write-mem-fence-cl12.cl is the same kernel as
// OpenCL C 1.2, where they do not.

__kernel void mp(__global int *data, volatile __global int *flag) {
  if (get_local_id(0) == 0) {
    *data = 42;
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_xchg(flag, 1);
  } else if (atomic_add(flag, 0) == 1) {
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    assert(*data == 42);
  }
}
