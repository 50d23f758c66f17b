// scopecheck model header: everything is in cuda_fp16.h.
#include <cuda_fp16.h>
