// Integer intrinsics, modelled by their C++ definitions in the bundled
// headers: exact results, checked by assertions (a wrong value fails).
// RUN: %scopecheck check %s --blockDim=2
// RUN: sh -c '%scopecheck check %s --blockDim=2 -DWRONG 2>&1; echo "exit=$?"' | FileCheck %s
// CHECK: integer.cu:{{[0-9]+}}:3: error: assertion failed: __clz(0) == 31
// CHECK: exit=1

__global__ void k(unsigned *out) {
  unsigned t = threadIdx.x;
  assert(__clz(0) == 32 && __clz(1) == 31 && __clz(-1) == 0);
  assert(__clzll(0) == 64 && __clzll(1ll << 40) == 23);
  assert(__popc(0u) == 0 && __popc(0xffffffffu) == 32 && __popc(0x10101u) == 3);
  assert(__popcll(0xffffffffffffffffull) == 64);
  assert(__ffs(0) == 0 && __ffs(1) == 1 && __ffs(0x80000000) == 32);
  assert(__ffsll(0) == 0 && __ffsll(1ll << 40) == 41);
  assert(__brev(1u) == 0x80000000u && __brev(0x12345678u) == 0x1e6a2c48u);
  assert(__brevll(1ull) == 0x8000000000000000ull);
  assert(__byte_perm(0x33221100u, 0x77665544u, 0x5140u) == 0x55114400u);
  assert(__byte_perm(0x33221100u, 0x77665544u, 0x7654u) == 0x77665544u);
  assert(__byte_perm(0x03020100u, 0u, 0x0123u) == 0x00010203u);
  assert(__mul24(0x800000, 2) == -16777216 && __mul24(3, -4) == -12);
  assert(__umul24(0x1000001u, 3u) == 3u);
  assert(__mulhi(0x40000000, 8) == 2 && __mulhi(-1, 1) == -1);
  assert(__umulhi(0xffffffffu, 0xffffffffu) == 0xfffffffeu);
  assert(__umul64hi(0xffffffffffffffffull, 0xffffffffffffffffull) ==
         0xfffffffffffffffeull);
  assert(__mul64hi(-1ll, 5ll) == -1ll && __mul64hi(1ll << 62, 4ll) == 1ll);
  assert(__sad(3, 7, 1u) == 5u && __sad(-2, 5, 0u) == 7u);
  assert(__usad(10u, 3u, 2u) == 9u);
  assert(__hadd(2147483647, 1) == 1073741824 && __rhadd(1, 2) == 2);
  assert(__uhadd(0xffffffffu, 1u) == 0x80000000u && __urhadd(1u, 2u) == 2u);
  assert(__funnelshift_l(0x80000000u, 1u, 1u) == 3u);
  assert(__funnelshift_l(0u, 1u, 33u) == 2u && __funnelshift_lc(7u, 1u, 40u) == 7u);
  assert(__funnelshift_r(1u, 1u, 1u) == 0x80000000u);
  assert(__funnelshift_rc(0u, 5u, 40u) == 5u);
  assert(umin(3u, 0xffffffffu) == 3u && umax(3u, 0xffffffffu) == 0xffffffffu);
  assert(llmin(-1ll, 1ll) == -1ll && ullmax(1ull, 2ull) == 2ull);
  out[t] = __popc(t);
#ifdef WRONG
  assert(__clz(0) == 31);
#endif
}
