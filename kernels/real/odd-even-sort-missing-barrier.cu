//--blockDim=32 --gridDim=1 --arg n=64 --init keys=64,63,62,61,60,59,58,57,56,55,54,53,52,51,50,49,48,47,46,45,44,43,42,41,40,39,38,37,36,35,34,33,32,31,30,29,28,27,26,25,24,23,22,21,20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1
//expect: data-race
// Odd-even transposition sort without the barrier between phases: an odd
// phase's pair overlaps two pairs of the even phase before it (the keys
// start in descending order, so every comparison swaps).
__global__ void oddEvenSort(int *keys, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  s[2 * t] = keys[2 * t];
  s[2 * t + 1] = keys[2 * t + 1];
  __syncthreads();
  for (int phase = 0; phase < n; ++phase) {
    int first = 2 * t + (phase & 1);
    if (first + 1 < n && s[first] > s[first + 1]) {
      int tmp = s[first];
      s[first] = s[first + 1];
      s[first + 1] = tmp;
    }
  }
  __syncthreads();
  keys[2 * t] = s[2 * t];
  keys[2 * t + 1] = s[2 * t + 1];
}
