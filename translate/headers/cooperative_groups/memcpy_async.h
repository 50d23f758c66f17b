// scopecheck model of <cooperative_groups/memcpy_async.h>: CUDA declares
// cg::memcpy_async, cg::wait and cg::wait_prior here; the model
// declares everything of cooperative_groups in <cooperative_groups.h>.
#include <cooperative_groups.h>
