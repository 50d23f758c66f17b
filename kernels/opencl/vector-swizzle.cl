//--local_size=2 --num_groups=1 --buffer out=8
//expect: safe
// Vector literals, swizzles (.xy, .zw, .s0, .hi, .lo, .odd, .even),
// element-wise arithmetic with a scalar, comparisons (true is -1) and
// writes to a swizzle; the assertions check the values.

__kernel void swizzle(__global int *out) {
  int4 v = (int4)(1, 2, 3, 4);
  int4 w = v.wzyx;                 // (4, 3, 2, 1)
  v.xy = v.zw;                     // (3, 4, 3, 4)
  int2 h = w.hi + w.lo;            // (2 + 4, 1 + 3) = (6, 4)
  int4 s = v * 2 + (int4)(h, w.odd); // (12, 12, 9, 9)
  int4 c = v > w;                  // (0, -1, -1, -1)
  assert(s.x == 12 && s.s1 == 12 && s.z == 9 && s.w == 9);
  assert(c.x == 0 && c.y == -1 && c.z == -1 && c.w == -1);
  assert(w.even.x == 4 && w.even.y == 2);
  vstore4(s, get_local_id(0), out);
}
