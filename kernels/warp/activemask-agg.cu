//--blockDim=4 --gridDim=1 --init flag=1,1,0,1
//expect: safe
// __activemask() used as the mask of the collectives that follow, by the
// lanes that got it together: every lane of the set returned executed the
// call with the caller, so each rendezvous of the set completes, whatever
// partition of the active lanes (lanes 0, 1 and 3) the hardware chose.
// The leader (the lowest lane of the set) adds the set's size with one
// atomic and broadcasts the old value.
__global__ void agg(int *slot, int *count, const int *flag) {
  unsigned lane = threadIdx.x % 32;
  if (flag[threadIdx.x]) {
    unsigned m = __activemask();
    unsigned leader = __ffs(m) - 1;
    int base = 0;
    if (lane == leader)
      base = atomicAdd(count, __popc(m));
    base = __shfl_sync(m, base, leader);
    slot[threadIdx.x] = base + __popc(m & ((1u << lane) - 1));
  }
}
