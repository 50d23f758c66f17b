// Used by ../auto-confirm.cu. Every thread takes a ticket (an atomic whose
// value reaches a branch, so the interval engine is not exact here); thread
// 0 of blocks 0 and 1 then write x[0] unordered: a real data race.
__global__ void k(int *flag, int *x) {
  int t = atomicAdd(flag, 1);
  if (t >= 0 && threadIdx.x == 0 && blockIdx.x < 2)
    x[0] = 1;
}
