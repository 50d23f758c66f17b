//--blockDim=16 --gridDim=2 --arg n=4
//expect: safe
// GPUVerify-style annotations as its test kernels write them: a file-scope
// axiom about the launch, a precondition, loop invariants in the for
// condition (one through __global_invariant, one mentioning __write, which
// only the symbolic engine evaluates) and a postcondition (checked at the
// return). Each thread scales its own element of its block's slice.
__axiom(blockDim.x == 16);
__axiom(gridDim.x == 2);

__global__ void scale(float *a, uint n) {
  __requires(n == 4);
  __ensures(__implies(threadIdx.x == 0, true));
  uint gid = blockIdx.x * blockDim.x + threadIdx.x;
  for (uint i = 0; __global_invariant(i <= n),
                   __invariant(__implies(i > 0, __write(a))), i < n;
       i++) {
    a[gid] = a[gid] * 2.0f;
  }
  __assert(gid < 32);
}
