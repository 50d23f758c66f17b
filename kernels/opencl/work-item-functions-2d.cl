//--local_size=[2,3] --global_size=[4,6]
//expect: safe
// The work-item functions of a 2D NDRange (global 4x6, work-groups 2x3, so
// 2x2 groups) checked against each other: global id, size, group id,
// number of groups, work dimension, linear ids, and the values outside the
// dimensions (ids 0, sizes 1).

__kernel void ids(void) {
  size_t gx = get_global_id(0), gy = get_global_id(1);
  assert(gx == get_group_id(0) * get_local_size(0) + get_local_id(0));
  assert(gy == get_group_id(1) * get_local_size(1) + get_local_id(1));
  assert(get_global_size(0) == 4 && get_global_size(1) == 6);
  assert(get_num_groups(0) == 2 && get_num_groups(1) == 2);
  assert(get_work_dim() == 2);
  assert(get_global_offset(0) == 0);
  assert(get_global_linear_id() == gy * 4 + gx);
  assert(get_local_linear_id() == get_local_id(1) * 2 + get_local_id(0));
  assert(get_global_id(2) == 0 && get_local_size(2) == 1);
  assert(get_local_size(7) == 1 && get_global_id(5) == 0);
}
