// scopecheck model of <assert.h>: assert(e) becomes an IR assertion in device
// code. Deliberately without an include guard, as the C standard requires.
#include <__scopecheck_cuda.h>
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) __scopecheck_assert(static_cast<bool>(e), #e)
#endif
