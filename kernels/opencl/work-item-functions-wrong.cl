//--local_size=4 --global_size=8
//expect: assertion
// A wrong assumption about the NDRange: get_global_size is the number of
// work-items (8), not the number of work-groups (2).

__kernel void ids(void) {
  assert(get_global_size(0) == get_num_groups(0));
}
