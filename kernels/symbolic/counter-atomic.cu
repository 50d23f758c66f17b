// A global counter incremented by every thread with an atomic, read back
// by nobody: no race.
//expect: safe
__global__ void count(unsigned *counter) {
  atomicAdd(counter, 1u);
}
