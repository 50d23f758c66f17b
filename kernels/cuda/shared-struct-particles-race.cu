//--blockDim=4 --gridDim=2 --buffer pos=8 --buffer out=8
//expect: data-race
// shared-struct-particles.cu without the barrier: thread t reads the mass
// field of particle t + 1 while thread t + 1 may still be writing it.

struct Particle {
  float x;
  int mass;
};

__global__ void neighbourMass(float *pos, int *out) {
  __shared__ Particle p[4];
  unsigned t = threadIdx.x, g = blockIdx.x * 4 + t;
  p[t].x = pos[g];
  p[t].mass = t + 1;
  out[g] = p[t].mass + p[(t + 1) % 4].mass;
}
