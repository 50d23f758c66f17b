// scopecheck model of <assert.h> for C programs: assert(e) becomes an IR
// assertion. Deliberately without an include guard, as the C standard requires.
#include <__scopecheck_verifier.h>
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) __scopecheck_assert((e) != 0, #e)
#endif
