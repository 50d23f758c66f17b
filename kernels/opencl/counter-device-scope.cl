//--local_size=2 --num_groups=2 --buffer counter=1 --buffer slots=4
//expect: safe
// Each work-item takes a ticket from a global counter (atomic_fetch_add, at
// its default order seq_cst and scope memory_scope_device) and writes the
// slot of that ticket: the tickets are distinct, so are the writes.

__kernel void tickets(__global atomic_int *counter, __global int *slots) {
  int t = atomic_fetch_add(counter, 1);
  slots[t] = get_global_id(0);
}
