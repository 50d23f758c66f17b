//--local_size=2 --num_groups=2 --buffer counter=1
//expect: heterogeneous-race
// A global counter incremented with atomic_fetch_add_explicit at
// memory_scope_work_group by work-items of two groups: the scope is too
// narrow for the other group, a heterogeneous race.

__kernel void count(__global atomic_int *counter) {
  atomic_fetch_add_explicit(counter, 1, memory_order_relaxed,
                            memory_scope_work_group);
}
