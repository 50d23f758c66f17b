// barrier-local-flag-global-race.cl for the symbolic engine (no launch
// lines; the work-group size is a precondition): FLAGS (-D) are the
// barrier's flags.
__kernel void rotate(__global int *d, __global int *o) {
  __requires(get_local_size(0) == 4);
  int i = get_local_id(0);
  int g = get_global_id(0);
  d[g] = i;
  barrier(FLAGS);
  o[g] = d[g - i + (i + 1) % 4];
}
