// OpenCL 2.0 atomics: not in OpenCL C 1.2.
__kernel void count(__global atomic_int *n) {
  atomic_fetch_add(n, 1);
}
