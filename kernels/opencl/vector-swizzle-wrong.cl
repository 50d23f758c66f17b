//--local_size=1 --num_groups=1
//expect: assertion
// A wrong expectation about swizzles: after v.xy = v.yx the first element is
// the old second one, 2, not 1.

__kernel void swizzle(void) {
  float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  v.xy = v.yx;
  assert(v.x == 1.0f);
}
