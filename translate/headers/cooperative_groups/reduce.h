// scopecheck model of <cooperative_groups/reduce.h>: CUDA declares
// cg::reduce and its operators here; the model
// declares everything of cooperative_groups in <cooperative_groups.h>.
#include <cooperative_groups.h>
