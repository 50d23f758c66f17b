//--local_size=2 --num_groups=2 --buffer data=2 --buffer flag=1
//expect: data-race
// work-group-barrier-device-scope.cl with CLK_LOCAL_MEM_FENCE instead of
// CLK_GLOBAL_MEM_FENCE: the barrier's device scope applies to the memory
// its flags name, local memory, which no other group sees. It releases
// none of the group's __global writes, so group 1's reads of the data
// race with group 0's writes (and work-item 1's write of data[1] is not
// ordered before work-item 0's flag store either).

__kernel void publish(__global int *data, __global atomic_int *flag) {
  if (get_group_id(0) == 0) {
    data[get_local_id(0)] = 1;
    work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_device);
    if (get_local_id(0) == 0)
      atomic_store_explicit(flag, 1, memory_order_relaxed,
                            memory_scope_device);
  } else if (get_local_id(0) == 0 &&
             atomic_load_explicit(flag, memory_order_acquire,
                                  memory_scope_device) == 1) {
    assert(data[0] + data[1] == 2);
  }
}
