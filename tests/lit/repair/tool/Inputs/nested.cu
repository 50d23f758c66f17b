//--blockDim=1 --gridDim=2
// a[0] is read inside the write of a[1]; both race with atomics of the
// other block. Making the write atomic overlaps the read's edit, which is
// left for round 2.
__global__ void k(int *a) {
  atomicAdd(&a[0], 1);
  atomicAdd(&a[1], 1);
  a[1] = a[0]; // a comment that must survive
}
