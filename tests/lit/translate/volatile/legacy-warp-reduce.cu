//--blockDim=4
// `volatile` is not atomic in CUDA C++: the legacy warp-synchronous
// reduction (volatile accesses, no __syncwarp) is a data race by default,
// and the report says that volatile does not make an access atomic.
// --volatile=relaxed reads volatile accesses as relaxed system-scope
// atomics (PTX's reading, for legacy code): then this reduction has no
// other race and is safe. The IR keeps the mark (`.volatile`) and shows the
// reading chosen.

// RUN: not %scopecheck check %s --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not %scopecheck check %s --engine=interval 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not %scopecheck check %s --volatile=plain 2>&1 | FileCheck %s --check-prefix=RACE
// RACE: error: data race on 's[{{[0-9]}}] of block 0' between a {{read|write}} (na) of thread {{[0-3]}} of block 0 and a {{read|write}} (na) of thread {{[0-3]}} of block 0
// RACE: note: 'volatile' does not make an access atomic in CUDA C++: use cuda::atomic_ref (or atomics) for accesses that race, or order them (__syncwarp, __syncthreads); --volatile=relaxed reads volatile accesses as relaxed system-scope atomics, as legacy code written for PTX expects

// Relaxed, the values read depend on the order, but no race, assertion or
// address does: auto's interval run is exact, and dpor agrees over every
// execution (each lane's last two reads see one of 4 writes each: 4^5).
// RUN: %scopecheck check %s --volatile=relaxed 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: %scopecheck check %s --volatile=relaxed --engine=dpor 2>&1 | FileCheck %s --check-prefixes=SAFE,DPOR
// SAFE-NOT: error:
// DPOR: scopecheck: note: 1024 executions (0 blocked)

// On a //-- line; the command line wins.
// RUN: cp %s %t.cu && sed -i '1s/$/ --volatile=relaxed/' %t.cu
// RUN: %scopecheck check %t.cu 2>&1 | FileCheck %s --check-prefix=SAFE
// RUN: not %scopecheck check %t.cu --volatile=plain --engine=dpor 2>&1 | FileCheck %s --check-prefix=RACE

// In the printed program: marked non-atomic accesses by default, rlx.sys when relaxed;
// plain accesses stay plain.
// RUN: %scopecheck ir %s | FileCheck %s --check-prefix=IR
// IR: store.na i32 @s[
// IR: load.na.volatile i32 v[
// IR: store.na.volatile i32 v[
// IR-NOT: rlx
// RUN: %scopecheck ir %s --volatile=relaxed | FileCheck %s --check-prefix=IR-RLX
// IR-RLX: store.na i32 @s[
// IR-RLX: load.rlx.sys.volatile i32 v[
// IR-RLX: store.rlx.sys.volatile i32 v[

// RUN: not %scopecheck check %s --volatile=atomic 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: scopecheck: error: invalid value 'atomic' in '--volatile=atomic': expected plain or relaxed

__global__ void reduce(int *out) {
  __shared__ int s[8];
  unsigned tid = threadIdx.x;
  s[tid] = 1;
  s[tid + 4] = 1;
  __syncthreads();
  volatile int *v = s;
  v[tid] += v[tid + 4];
  v[tid] += v[tid + 2];
  v[tid] += v[tid + 1];
  if (tid == 0)
    out[0] = s[0];
}
