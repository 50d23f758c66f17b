//--local_size=4 --num_groups=2 --buffer data=8 --buffer histogram=4 --init data=1,1,2,3,0,1,2,1
//expect: data-race
// A histogram with a plain increment of the global bin: two work-items with
// the same value race on the read-modify-write.

__kernel void histogram(__global const uint *data, __global uint *histogram) {
  uint value = data[get_global_id(0)];
  histogram[value % 4]++;
}
