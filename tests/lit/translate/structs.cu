// Plain structures and CUDA vector types live in one variable per field.
// RUN: %scopecheck ir %s --blockDim=4 | FileCheck %s

struct Acc {
  int count;
  float total;
};

__device__ Acc add(Acc a, float x) {
  a.count += 1;
  a.total += x;
  return a;
}

__global__ void k(float *out) {
  Acc acc = {0, 0.0f};
  float2 p = make_float2(out[0], 2.0f);
  acc = add(acc, p.x);
  acc = add(acc, p.y);
  out[threadIdx.x] = acc.total / acc.count;
}
// CHECK: var acc.count : i32;
// CHECK-NEXT: var acc.total : f32;
// CHECK-NEXT: var p.x : f32;
// CHECK-NEXT: var p.y : f32;
// CHECK: acc.count = 0 !16:7;
// CHECK-NEXT: acc.total = 0.0 !16:7;
// CHECK: a.count = acc.count !18:9;
// CHECK: a.count = a.count + 1 !10:3;
// CHECK: acc.count = add.result.count !18:3;
// CHECK: store.na f32 out[zext.i64(threadIdx.x)], acc.total / sitofp.f32(acc.count) !20:3;
