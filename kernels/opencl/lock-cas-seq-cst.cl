//--local_size=1 --num_groups=3 --buffer lock=1 --buffer counter=1
//expect: safe
// A lock with the implicit OpenCL 2.0 functions (seq_cst, device scope):
// atomic_compare_exchange_strong to take it, atomic_store to release it.

__kernel void locked_increment(__global atomic_int *lock,
                               __global int *counter) {
  int expected = 0;
  while (!atomic_compare_exchange_strong(lock, &expected, 1))
    expected = 0;
  *counter += 1;
  atomic_store(lock, 0);
}
