// scopecheck model of <cooperative_groups/scan.h>: CUDA declares
// cg::inclusive_scan and cg::exclusive_scan here; the model
// declares everything of cooperative_groups in <cooperative_groups.h>.
#include <cooperative_groups.h>
