//--blockDim=4 --gridDim=2 --buffer pos=8 --buffer out=8
//expect: safe
// A block stages particles (position and mass) in a __shared__ array of
// structures, synchronises, and each thread sums the mass of its right
// neighbour's particle into its own result. Each field is its own shared
// object (structure of arrays), so the checker sees the per-field accesses.

struct Particle {
  float x;
  int mass;
};

__global__ void neighbourMass(float *pos, int *out) {
  __shared__ Particle p[4];
  unsigned t = threadIdx.x, g = blockIdx.x * 4 + t;
  p[t].x = pos[g];
  p[t].mass = t + 1;
  __syncthreads();
  out[g] = p[t].mass + p[(t + 1) % 4].mass;
}
