// Conversions with a rounding mode, bit reinterpretation and the _rn
// arithmetic, modelled exactly: ties round to even, out-of-range values
// saturate and NaN converts to 0, as on the GPU.
// RUN: %scopecheck check %s --blockDim=1
// RUN: sh -c '%scopecheck check %s --blockDim=1 -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: conversions.cu:{{[0-9]+}}:3: error: assertion failed: __float2int_rn(2.5f) == 3
// CHECK: exit=1

__global__ void k(int *out) {
  assert(__float2int_rn(2.5f) == 2 && __float2int_rn(3.5f) == 4);
  assert(__float2int_rn(-2.5f) == -2 && __float2int_rn(-3.5f) == -4);
  assert(__float2int_rn(2.4999998f) == 2 && __float2int_rn(0.5f) == 0);
  assert(__float2int_rz(-2.7f) == -2 && __float2int_ru(2.1f) == 3);
  assert(__float2int_rd(-2.1f) == -3);
  assert(__float2int_rn(1e10f) == 2147483647 && __float2int_rz(-1e10f) == (-2147483647 - 1));
  assert(__float2int_rn(__int_as_float(0x7fc00000)) == 0);
  assert(__float2uint_rn(-3.0f) == 0u && __float2uint_rn(4.5f) == 4u);
  assert(__float2ll_rn(5.5f) == 6ll && __double2int_rn(-0.5) == 0);
  assert(__double2int_rn(1.5) == 2 && __double2uint_rz(7.9) == 7u);
  assert(__double2ll_rd(-0.25) == -1ll);
  assert(__float_as_int(1.0f) == 0x3f800000 && __float_as_uint(-0.0f) == 0x80000000u);
  assert(__int_as_float(0x40490fdb) == 3.14159274f);
  assert(__uint_as_float(0x3f000000u) == 0.5f);
  assert(__double_as_longlong(1.0) == 0x3ff0000000000000ll);
  assert(__double2hiint(2.0) == 0x40000000 && __double2loint(2.0) == 0);
  assert(__hiloint2double(0x3ff00000, 0) == 1.0);
  assert(__int2float_rn(16777217) == 16777216.0f);
  assert(__ull2double_rn(3ull) == 3.0 && __double2float_rn(0.1) == 0.1f);
  assert(__fadd_rn(0.1f, 0.2f) == 0.1f + 0.2f && __fmul_rn(3.0f, 0.5f) == 1.5f);
  assert(__fdiv_rn(1.0f, 3.0f) == 1.0f / 3.0f && __fsqrt_rn(4.0f) == 2.0f);
  assert(__fmaf_rn(2.0f, 3.0f, 1.0f) == 7.0f && __dadd_rn(1.0, 2.0) == 3.0);
  assert(__frcp_rn(4.0f) == 0.25f && __drcp_rn(2.0) == 0.5);
  assert(__saturatef(2.0f) == 1.0f && __saturatef(-1.0f) == 0.0f);
  assert(__saturatef(0.25f) == 0.25f && __saturatef(__int_as_float(0x7fc00000)) == 0.0f);
  assert(copysignf(3.0f, -1.0f) == -3.0f && copysign(-2.0, 1.0) == 2.0);
  assert(rintf(-0.5f) == 0.0f && rintf(1.5f) == 2.0f && nearbyint(2.5) == 2.0);
  assert(fdimf(5.0f, 3.0f) == 2.0f && fdim(1.0, 3.0) == 0.0);
  out[threadIdx.x] = __float2int_rn(threadIdx.x + 0.5f);
#ifdef WRONG
  assert(__float2int_rn(2.5f) == 3);
#endif
}
