// A project header found through -I.
#pragma once
#define IDX(i, stride) ((i) * (stride))
__device__ inline int scaleOf(int v) { return SCALE(v); }
