// clock() and clock64() give an arbitrary value (`havoc`), a fresh one at
// each call. Timing code whose clock values only reach memory is checked
// exactly by the interval engine (the run takes one value; every value
// gives the same verdicts); a kernel whose control flow depends on a clock
// value is not decided by the lock-step run, and the dpor engine does not
// enumerate arbitrary values: exit 3, never "safe".
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: havoc clock !
// IR: havoc clock64 !
// RUN: sh -c '%scopecheck check %s 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=SAFE
// SAFE: auto chose the interval engine
// SAFE: exit=0
// RUN: sh -c '%scopecheck check %s -DRACE 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=RACE
// RACE: clock.cu:[[@LINE+12]]:3: error: data race on 'out[0]'
// RACE: exit=1
// RUN: sh -c '%scopecheck check %s -DBRANCH 2>&1; echo "exit=$?"' | FileCheck %s --check-prefix=BRANCH
// BRANCH: the arbitrary value given at {{.*}}clock.cu:[[@LINE+15]]:{{[0-9]+}} may flow into the condition
// BRANCH: incomplete: havoc is not supported by the dpor engine
// BRANCH: exit=3
//--blockDim=4 --gridDim=2 --buffer out=8 --buffer cycles=8

__global__ void timed(int *out, long long *cycles) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  clock_t start = clock();
  long long start64 = clock64();
  out[i] = 2 * i;
  cycles[i] = (clock64() - start64) + (long long)(clock() - start);
#ifdef RACE
  out[0] = i;
#endif
#ifdef BRANCH
  if (clock64() - start64 > 100)
    out[0] = i;
#endif
}
