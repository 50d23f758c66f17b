//--blockDim=4 --gridDim=1 --init src=3,0,5,3 --buffer out=4 --buffer up=4 --buffer down=4 --buffer votes=4 --buffer groups=4
//expect: safe
// coalesced_group's shuffles, ballot and matches count lanes by their rank
// in the group. The lanes with src[i] > 0 (lanes 0, 2 and 3 here) may
// coalesce in any partition under independent thread scheduling (both
// engines explore every one); in each, every member checks the rank
// arithmetic with assertions and writes its own slots. A ballot or match
// counted by lane instead of by rank, or a shuffle by lane, fails an
// assertion (lane 2 has rank 1 when all three coalesce).
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void members(const int *src, int *out, int *up, int *down,
                        unsigned *votes, unsigned *groups) {
  int i = threadIdx.x;
  int v = src[i];
  if (v > 0) {
    cg::coalesced_group g = cg::coalesced_threads();
    unsigned r = g.thread_rank();
    unsigned n = g.size();
    // Every member votes: the ballot has the group's size in its low bits.
    unsigned all = g.ballot(1);
    assert(all == (n == 32 ? 0xffffffffu : (1u << n) - 1u));
    // The ranks below mine.
    unsigned below = g.ballot(r < 2);
    assert(__popc(below) == (n < 2 ? n : 2));
    // shfl_up/shfl_down by rank: the neighbours' ranks.
    int fromUp = g.shfl_up((int)r, 1);
    int fromDown = g.shfl_down((int)r, 1);
    assert(fromUp == (r >= 1 ? (int)r - 1 : (int)r));
    assert(fromDown == (r + 1 < n ? (int)r + 1 : (int)r));
    // Members with equal values: bit r is set in my own match.
    unsigned same = g.match_any(v);
    assert((same >> r) & 1u);
    int pred = 0;
    unsigned eq = g.match_all(v, pred);
    assert(pred == (eq != 0));
    out[i] = v;
    up[i] = fromUp;
    down[i] = fromDown;
    votes[i] = all;
    groups[i] = same;
  }
}
