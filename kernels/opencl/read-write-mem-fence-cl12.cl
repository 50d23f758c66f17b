//--local_size=2 --num_groups=1 --buffer data=1 --buffer flag=1 --cl-std=1.2
//expect: data-race
// read-write-mem-fence.cl compiled as OpenCL C 1.2. There a read fence
// orders only the work-item's loads and a write fence only its stores
// (OpenCL C 1.2 §6.12.9); modelled as acquire and release fences they
// would order more (an acquire fence also orders the later stores, a
// release fence the earlier loads), so under 1.x they order nothing
// (docs/opencl-support.md "Fences and their flags"): the data accesses
// race. mem_fence, which orders all of a work-item's loads and stores,
// keeps its acquire-release meaning.

__kernel void mp(__global int *data, volatile __global int *flag) {
  if (get_local_id(0) == 0) {
    *data = 42;
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    atomic_xchg(flag, 1);
  } else if (atomic_add(flag, 0) == 1) {
    read_mem_fence(CLK_GLOBAL_MEM_FENCE);
    int r = *data;
  }
}
