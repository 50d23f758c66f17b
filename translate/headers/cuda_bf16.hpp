// scopecheck model header: everything is in cuda_bf16.h.
#include <cuda_bf16.h>
