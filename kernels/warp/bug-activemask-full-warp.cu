//--blockDim=4 --gridDim=1
//expect: undefined-value
// Bug: __activemask() does not wait for the other lanes. Under independent
// thread scheduling a lane may execute it alone (or with some of the
// others), and then reading lane 0's value through a shuffle with that
// mask reads a lane the mask does not name (when lane 0 is not in the set).
// Both engines find such a partition (the first they try: lanes {0,1,2}
// and {3}).
__global__ void broadcast(int *out) {
  int v = threadIdx.x * 10;
  unsigned m = __activemask();
  out[threadIdx.x] = __shfl_sync(m, v, 0);
}
